import { useEffect, useState } from 'react';
import { ROOT_FONT_SIZE_PX } from '../../constants';
import { rootFontSizePx } from '../scaling/root-font-size';

/** Below this width the board stacks its charts (board-styles.ts NARROW says the same to CSS). */
export const NARROW_BOARD_PX = 900;

export type BoardViewport = {
  /**
   * How many screen pixels a pixel of the 1920 px design is on this window, the factor the root
   * font size scales the page by (1 at 1920 and on narrow windows, 2 on a 3840 px wall). Canvas
   * text does not follow the root font size, so the charts are given their sizes through it.
   */
  scale: number;
  /** A phone-sized window: the charts put names above their bars and legends underneath. */
  narrow: boolean;
  /** The window's width in CSS pixels: on a phone a chart spans it, less the margins. */
  width: number;
};

const measure = (pathname: string): BoardViewport => ({
  scale: rootFontSizePx(window.innerWidth, pathname, navigator.userAgent) / ROOT_FONT_SIZE_PX,
  narrow: window.innerWidth <= NARROW_BOARD_PX,
  width: window.innerWidth,
});

/** The board's viewport, kept in step with the window's width. */
export function useBoardViewport(pathname: string): BoardViewport {
  const [viewport, setViewport] = useState(() => measure(pathname));
  useEffect(() => {
    const update = () =>
      setViewport((previous) => {
        const next = measure(pathname);
        const same = next.scale === previous.scale && next.narrow === previous.narrow;
        // A wall screen's charts do not depend on the width; a phone's names wrap to it.
        return same && (!next.narrow || next.width === previous.width) ? previous : next;
      });
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [pathname]);
  return viewport;
}
