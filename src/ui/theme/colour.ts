import { CHANNEL_MAX, hexToRgb, rgbToHex, type ColourResult, type Rgb } from '../../schemas/colour';

/**
 * Colour mixing of the theme (SPEC §4 "Theme"): the nine lighter shades mixed with white, and
 * darker ones mixed with black. How a colour is written and read (hex, rgb) is shared with the
 * server: src/schemas/colour.ts.
 */

/** The shades run from 10 % to 90 % white (SPEC §4). */
export const SHADE_STEPS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9] as const;

/** The colour with `whiteShare` (0–1) of white mixed in. */
export function mixWithWhite(hex: string, whiteShare: number): ColourResult<string> {
  const parsed = hexToRgb(hex);
  if (!parsed.ok) return parsed;
  const share = Math.min(1, Math.max(0, whiteShare));
  const mix = (channel: number) => Math.round(channel + (CHANNEL_MAX - channel) * share);
  return rgbToHex(mix(parsed.value.r), mix(parsed.value.g), mix(parsed.value.b));
}

/** The colour with `blackShare` (0–1) of black mixed in. */
export function mixWithBlack(rgb: Rgb, blackShare: number): string {
  const share = Math.min(1, Math.max(0, blackShare));
  const mix = (channel: number) => Math.round(channel * (1 - share));
  const hex = rgbToHex(mix(rgb.r), mix(rgb.g), mix(rgb.b));
  return hex.ok ? hex.value : '#000000';
}

/** The nine lighter shades, 10 % white first. */
export function lighterShades(hex: string): ColourResult<string[]> {
  const shades: string[] = [];
  for (const step of SHADE_STEPS) {
    const shade = mixWithWhite(hex, step);
    if (!shade.ok) return shade;
    shades.push(shade.value);
  }
  return { ok: true, value: shades };
}
