import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * The page of cues on screen and where the keyboard goes next. A track may hold 20,000 cues, so
 * the editor shows CUE_PAGE_SIZE at a time (every row a few fields: the page stays quick to
 * type in, and Tab, find-in-page and screen readers see real rows, which a virtual list would
 * take away); moving to a cue on another page turns the page first.
 */
export const CUE_PAGE_SIZE = 50;

/** The page (from 1) that shows the cue at `index`. */
export const pageOfCue = (index: number) => Math.floor(Math.max(0, index) / CUE_PAGE_SIZE) + 1;

/** The pages `count` cues fill; at least one. */
export const cuePageCount = (count: number) => Math.max(1, Math.ceil(count / CUE_PAGE_SIZE));

/** A field of a cue's row: `data-cue-field` on the control (the play button, a time, the text). */
export type CueFocus = { index: number; field: string };

export function useCueFocus(table: RefObject<HTMLElement | null>, count: number) {
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<CueFocus | null>(null);
  const shownPage = Math.min(page, cuePageCount(count));

  const goTo = useCallback((place: CueFocus) => {
    setPage(pageOfCue(place.index));
    setTarget(place);
  }, []);

  // After the render that shows the target's row; each goTo is a new target, so it runs once for it.
  useEffect(() => {
    if (target === null) return;
    const row = table.current?.querySelector(`[data-cue-index="${target.index}"]`);
    row?.querySelector<HTMLElement>(`[data-cue-field="${target.field}"]`)?.focus();
  }, [target, table]);

  return { page: shownPage, setPage, goTo };
}
