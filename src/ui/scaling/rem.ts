import { ROOT_FONT_SIZE_PX } from '../../constants';

/** A length of the 1920 px design in rem, so it follows the root font size the scaling sets. */
export function rem(designPx: number): string {
  return `${designPx / ROOT_FONT_SIZE_PX}rem`;
}
