import { hexToRgb, type ColourWarning } from '../../schemas/colour';
import { lighterShades, mixWithBlack } from './colour';
import { GROUND_CONTRAST_MIN, readableShade } from './contrast';
import { colourOfTheme, isOwnColour, type ThemeKey } from './theme-catalogue';

/** CSS variables set on :root; the stitches tokens read them. */
export const THEME_COLOR_VAR = '--theme-color';
export const themeShadeVar = (level: number) => `--theme-color-light-${level}`;
/** The theme colour darkened for text on light grounds, and for fills behind white text (docs/theming.md). */
export const THEME_TEXT_VAR = '--theme-color-text';
export const THEME_FILL_VAR = '--theme-color-fill';
/** The theme colour darkened as far as a ground under white artwork, or a mark on white, needs. */
export const THEME_GROUND_VAR = '--theme-color-ground';
/** Behind the header over the home banner: a named theme's stylesheet sets it, a school's own colour gets it here. */
export const THEME_SCRIM_VAR = '--theme-banner-scrim';

/** The light grounds of the app: cards and fields, and the page behind them. */
export const NEUTRALS = { surface: '#ffffff', page: '#f5f6f7' } as const;
const SHADE_COUNT = 9;
/** The tint behind selected items (primarySoft, light-8): the darkest ground theme text sits on. */
export const SOFT_SHADE_LEVEL = 8;
/** The lightest tint (primaryLight, light-9): tags and hovered rows. */
export const LIGHT_SHADE_LEVEL = 9;
/** The banner scrim: the ground with this share of black, fading from this opacity to none. */
const SCRIM_BLACK_SHARE = 0.7;
const SCRIM_OPACITY = 0.6;

/** Every variable a theme may set, so a theme that sets fewer leaves none of the last one's behind. */
export const THEME_VARIABLE_NAMES = [
  THEME_COLOR_VAR,
  ...Array.from({ length: SHADE_COUNT }, (_, index) => themeShadeVar(index + 1)),
  THEME_TEXT_VAR,
  THEME_FILL_VAR,
  THEME_GROUND_VAR,
  THEME_SCRIM_VAR,
];

/**
 * Everything a theme is drawn with, worked out from its one colour; the pages (themeVariables)
 * and the school look page's preview both draw with it.
 * - `shades`: light-1 … light-9, the colour with 10 % … 90 % white (SPEC §4);
 * - `text`: reads at TEXT_CONTRAST_MIN on white, the page grey and the soft tint;
 * - `fill`: white text reads on it at TEXT_CONTRAST_MIN;
 * - `ground`: white artwork reads on it, and it shows on white, at GROUND_CONTRAST_MIN;
 * - `scrim`: the gradient behind the header over the home banner.
 * Each is the colour itself when it already reads, else the colour darkened (contrast.ts).
 */
export type ThemeColours = { colour: string; shades: string[]; text: string; fill: string; ground: string; scrim: string };

export function themeColours(colour: string): ThemeColours | { warning: ColourWarning } {
  const shades = lighterShades(colour);
  if (!shades.ok) return { warning: shades.warning };
  const soft = shades.value[SOFT_SHADE_LEVEL - 1]!;
  const ground = readableShade(colour, [NEUTRALS.surface], GROUND_CONTRAST_MIN);
  return {
    colour,
    shades: shades.value,
    text: readableShade(colour, [NEUTRALS.surface, NEUTRALS.page, soft]),
    fill: readableShade(colour, [NEUTRALS.surface]),
    ground,
    scrim: scrimOf(ground),
  };
}

/** The ground much darkened, fading downwards: white header text reads on it over any banner picture. */
function scrimOf(ground: string): string {
  const rgb = hexToRgb(ground);
  const dark = hexToRgb(rgb.ok ? mixWithBlack(rgb.value, SCRIM_BLACK_SHARE) : '#000000');
  const { r, g, b } = dark.ok ? dark.value : { r: 0, g: 0, b: 0 };
  return `linear-gradient(180deg, rgba(${r}, ${g}, ${b}, ${SCRIM_OPACITY}) 0%, rgba(${r}, ${g}, ${b}, 0) 100%)`;
}

export type ThemeVariables = { variables: Record<string, string>; warning: ColourWarning | null };

/**
 * The theme as CSS variables: its colour, its nine lighter shades (light-1 = 10 % white …
 * light-9 = 90 %), its readable text, fill and ground shades, and for a school's own colour the
 * banner scrim a named theme's stylesheet carries.
 */
export function themeVariables(key: ThemeKey): ThemeVariables {
  const colour = colourOfTheme(key);
  const variables: Record<string, string> = { [THEME_COLOR_VAR]: colour };
  const derived = themeColours(colour);
  if ('warning' in derived) return { variables, warning: derived.warning };
  derived.shades.forEach((shade, index) => {
    variables[themeShadeVar(index + 1)] = shade;
  });
  variables[THEME_TEXT_VAR] = derived.text;
  variables[THEME_FILL_VAR] = derived.fill;
  variables[THEME_GROUND_VAR] = derived.ground;
  if (isOwnColour(key)) variables[THEME_SCRIM_VAR] = derived.scrim;
  return { variables, warning: null };
}
