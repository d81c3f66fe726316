/**
 * Colour arithmetic of the theme (SPEC §4 "Theme", §5): hex ↔ rgb and the nine lighter shades
 * mixed with white. Bad input is refused with the spec's warning, as a catalogue key the caller
 * shows or logs; nothing here throws.
 */
export type Rgb = { r: number; g: number; b: number };

export type ColourWarning = 'color.wrongHex' | 'color.invalidRgb';
export type ColourResult<T> = { ok: true; value: T } | { ok: false; warning: ColourWarning };

/** Six hex digits with an optional leading # (SPEC §5). */
const HEX_PATTERN = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;
/** Each rgb part is one to three digits (SPEC §5), and a channel holds at most 255. */
const RGB_PART_PATTERN = /^\d{1,3}$/;
const CHANNEL_MAX = 255;
const HEX_RADIX = 16;

/** The shades run from 10 % to 90 % white (SPEC §4). */
export const SHADE_STEPS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9] as const;

export function hexToRgb(hex: string): ColourResult<Rgb> {
  const match = HEX_PATTERN.exec(hex.trim());
  if (match === null) return { ok: false, warning: 'color.wrongHex' };
  const [, r = '', g = '', b = ''] = match;
  return { ok: true, value: { r: parseInt(r, HEX_RADIX), g: parseInt(g, HEX_RADIX), b: parseInt(b, HEX_RADIX) } };
}

/** Parts as numbers or as the digits of an `rgb(…)` text. */
export function rgbToHex(r: number | string, g: number | string, b: number | string): ColourResult<string> {
  const parts = [r, g, b].map((part) => String(part).trim());
  if (!parts.every((part) => RGB_PART_PATTERN.test(part) && Number(part) <= CHANNEL_MAX)) {
    return { ok: false, warning: 'color.invalidRgb' };
  }
  return { ok: true, value: `#${parts.map((part) => Number(part).toString(HEX_RADIX).padStart(2, '0')).join('')}` };
}

/** The colour with `whiteShare` (0–1) of white mixed in. */
export function mixWithWhite(hex: string, whiteShare: number): ColourResult<string> {
  const parsed = hexToRgb(hex);
  if (!parsed.ok) return parsed;
  const share = Math.min(1, Math.max(0, whiteShare));
  const mix = (channel: number) => Math.round(channel + (CHANNEL_MAX - channel) * share);
  return rgbToHex(mix(parsed.value.r), mix(parsed.value.g), mix(parsed.value.b));
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
