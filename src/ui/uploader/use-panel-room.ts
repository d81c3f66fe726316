import { useLayoutEffect, useState, type RefObject } from 'react';

/** Space left between the page's last line and the panel once scrolled to the end, in CSS pixels. */
const GAP_PX = 16;

/**
 * How tall the blank block after the page must be for the floating panel (issue 28 defect 14):
 * from the panel's top edge to the window's bottom, plus a gap. So the page's last lines (a
 * class's last resource, the schedule's last week, the footer) scroll up above the panel instead
 * of staying under it. Follows the panel as it grows, shrinks and collapses (a ResizeObserver
 * also reports the size it starts with), and the window as it is resized.
 */
export function usePanelRoom(panel: RefObject<HTMLElement | null>, open: boolean): number {
  const [room, setRoom] = useState(0);
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || element === null) return;
    const measure = () => setRoom(Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top) + GAP_PX));
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [panel, open]);
  return room;
}
