import { useEffect, useRef, type ReactNode } from 'react';
import { Detail } from './report-styles';

type Props = {
  label: string;
  testId: string;
  /** Its rows have come (or failed): it is scrolled to the top of the window once they have. */
  ready: boolean;
  children: ReactNode;
};

/**
 * Its top to the top of the window, and its start into view: a window narrower than the page
 * (below 1024 px the page keeps the 1920 px design) shows its title, not the far end of its table.
 */
const scrollTo = (element: HTMLElement) =>
  element.scrollIntoView({
    block: 'start',
    inline: 'start',
    behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
  });

/**
 * A report opened below the table it was chosen from (a class's students, a lesson's attendees).
 * Under a page of fifteen rows it starts well below the window (issue 28: about 1,300 px, with
 * nothing to say it had opened), so on opening it is scrolled into view and takes the focus, and
 * a screen reader announces it by its name; when its rows have come it is scrolled to the top
 * (before, the page may end too soon to bring it there), unless the reader has moved on. When it
 * closes, the focus goes back to the button that opened it, if that is still on the page.
 */
export function DrillDown({ label, testId, ready, children }: Props) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const opened = section.current;
    if (opened === null) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    scrollTo(opened);
    opened.focus({ preventScroll: true });
    return () => {
      // Closed from inside (its Close button, now gone, leaves the focus on the body): back to the opener.
      const focused = document.activeElement;
      const focusLost = focused === null || focused === document.body || opened.contains(focused);
      if (opener?.isConnected && focusLost) opener.focus();
    };
  }, []);
  useEffect(() => {
    const opened = section.current;
    if (ready && opened !== null && opened.contains(document.activeElement)) scrollTo(opened);
  }, [ready]);
  return (
    <Detail ref={section} tabIndex={-1} aria-label={label} data-testid={testId}>
      {children}
    </Detail>
  );
}
