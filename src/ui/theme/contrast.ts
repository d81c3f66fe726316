import { CHANNEL_MAX, hexToRgb, type Rgb } from '../../schemas/colour';
import { mixWithBlack } from './colour';

/**
 * WCAG 2.2 contrast (1.4.3, 1.4.11): the theme colours are brand colours, often too light for
 * text, so text and the fills behind white text use a darker shade of the same hue, and so do
 * the grounds under white artwork and the marks on white (docs/theming.md).
 */

/** WCAG AA for normal text, with a little room: browsers and axe round blended colours. */
export const TEXT_CONTRAST_MIN = 4.6;
/** WCAG AA for large text (1.4.3) and for marks and borders (1.4.11): the white artwork on a ground, a mark on white. */
export const GROUND_CONTRAST_MIN = 3;
const DARKEN_STEP = 0.01;

const linear = (channel: number) => {
  const c = channel / CHANNEL_MAX;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two hex colours (1 to 21); 1 when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  const first = hexToRgb(a);
  const second = hexToRgb(b);
  if (!first.ok || !second.ok) return 1;
  const [light, dark] = [relativeLuminance(first.value), relativeLuminance(second.value)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The lightest shade of `hex` (mixed with black in 1 % steps) that reads at `minimum`
 * (TEXT_CONTRAST_MIN unless told) on every one of `backgrounds`; the colour itself when it
 * already does. Black for a bad hex.
 */
export function readableShade(hex: string, backgrounds: readonly string[], minimum = TEXT_CONTRAST_MIN): string {
  const parsed = hexToRgb(hex);
  if (!parsed.ok) return '#000000';
  for (let step = 0; step * DARKEN_STEP < 1; step += 1) {
    const shade = mixWithBlack(parsed.value, step * DARKEN_STEP);
    if (backgrounds.every((background) => contrastRatio(shade, background) >= minimum)) return shade;
  }
  return '#000000';
}
