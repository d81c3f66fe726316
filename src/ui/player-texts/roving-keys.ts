/**
 * Lists beside and under the player (transcript lines, slides, chapters) are one stop of the Tab
 * key each, entered at the current item; the arrow keys move within them, Home and End to their
 * ends, Page Up and Page Down by a screenful of lines (WAI-ARIA's roving tabindex). A list of a
 * three-hour lesson's 5,000 lines is then not 5,000 presses of Tab to get past.
 */
export type RovingDirection = 'vertical' | 'horizontal';

/** Lines a Page Up or Page Down moves by. */
export const PAGE_STEP = 10;

/** The item a key moves to from `index` in a list of `count`, or null when the key is not the list's. */
export function rovingTarget(key: string, index: number, count: number, direction: RovingDirection): number | null {
  if (count === 0) return null;
  const [back, forward] = direction === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  const clamp = (target: number) => Math.min(count - 1, Math.max(0, target));
  switch (key) {
    case back:
      return clamp(index - 1);
    case forward:
      return clamp(index + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'PageUp':
      return direction === 'vertical' ? clamp(index - PAGE_STEP) : null;
    case 'PageDown':
      return direction === 'vertical' ? clamp(index + PAGE_STEP) : null;
    default:
      return null;
  }
}
