import { ROOT_FONT_SIZE_PX } from '../../constants';

/** A length of the 1920 px design in rem, so it follows the root font size the scaling sets. */
export function rem(designPx: number): string {
  return `${designPx / ROOT_FONT_SIZE_PX}rem`;
}

/** WCAG 2.5.8's minimum target size (AA), in CSS pixels. */
export const MIN_TARGET_PX = 24;

/**
 * The size of something to click or tap: the design's length in rem, but never under 24 CSS px,
 * which narrow windows would otherwise reach (the design scales down with the window).
 */
export function targetRem(designPx: number): string {
  return `max(${MIN_TARGET_PX}px, ${rem(designPx)})`;
}
