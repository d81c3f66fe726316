import { THEME_COLOURS, THEME_TYPES, type ThemeType } from './theme-names';

/**
 * How a colour is written (SPEC §5): hex ↔ rgb, and a school's skinColor read as a colour. Shared
 * by the server, which checks and stores skinColor (server/admin/style-values.ts), and the pages,
 * which check it as it is typed (src/ui/admin/look) and paint it (src/ui/theme). Bad input is
 * refused with the spec's warning, as a catalogue key the caller shows or turns into its own
 * text; nothing here throws.
 */
export type Rgb = { r: number; g: number; b: number };

export type ColourWarning = 'color.wrongHex' | 'color.invalidRgb';
export type ColourResult<T> = { ok: true; value: T } | { ok: false; warning: ColourWarning };

/** Six hex digits with an optional leading # (SPEC §5). */
const HEX_PATTERN = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;
/** Each rgb part is one to three digits (SPEC §5), and a channel holds at most 255. */
const RGB_PART_PATTERN = /^\d{1,3}$/;
/** `rgb(…)` around the parts; the parts themselves are checked by rgbToHex. */
const RGB_TEXT = /^rgb\s*\((.*)\)$/i;
const RGB_PARTS = 3;
export const CHANNEL_MAX = 255;
const HEX_RADIX = 16;

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

export const isThemeType = (value: string): value is ThemeType => Object.hasOwn(THEME_TYPES, value);

/**
 * The colour a skinColor shows, as `#rrggbb` in lower case: a theme type's colour, an
 * `rgb(r, g, b)`, or 6 hex digits with an optional #; else SPEC §5's warning ('wrong hex',
 * 'invalid rgb value').
 */
export function skinColourOf(skinColor: string): ColourResult<string> {
  const value = skinColor.trim();
  if (isThemeType(value)) return { ok: true, value: THEME_COLOURS[THEME_TYPES[value]] };
  const rgb = RGB_TEXT.exec(value);
  if (rgb) {
    const parts = rgb[1]!.split(',');
    return parts.length === RGB_PARTS ? rgbToHex(parts[0]!, parts[1]!, parts[2]!) : { ok: false, warning: 'color.invalidRgb' };
  }
  const parsed = hexToRgb(value);
  return parsed.ok ? { ok: true, value: `#${value.replace(/^#/, '').toLowerCase()}` } : parsed;
}

/** The theme type whose colour `hex` (#rrggbb, lower case) is; null for a colour of the school's own. */
export function themeTypeOfColour(hex: string): ThemeType | null {
  return (Object.keys(THEME_TYPES) as ThemeType[]).find((type) => THEME_COLOURS[THEME_TYPES[type]] === hex) ?? null;
}
