import { lighterShades, type ColourWarning } from './colour';
import { readableShade } from './contrast';
import { THEME_COLOURS, type ThemeName } from './theme-catalogue';

/** CSS variables set on :root; the stitches tokens read them. */
export const THEME_COLOR_VAR = '--theme-color';
export const themeShadeVar = (level: number) => `--theme-color-light-${level}`;
/** The theme colour darkened for text on light grounds, and for fills behind white text (docs/theming.md). */
export const THEME_TEXT_VAR = '--theme-color-text';
export const THEME_FILL_VAR = '--theme-color-fill';

/** The light grounds of the app: cards and fields, and the page behind them. */
export const NEUTRALS = { surface: '#ffffff', page: '#f5f6f7' } as const;
/** The tint behind selected items (primarySoft, light-8): the darkest ground theme text sits on. */
const SOFT_SHADE_LEVEL = 8;

export type ThemeVariables = { variables: Record<string, string>; warning: ColourWarning | null };

/** Shades of `colour` that read at WCAG AA: as text on white, the page and `softTint`; as a fill under white text. */
export function readableShades(colour: string, softTint: string): { text: string; fill: string } {
  return { text: readableShade(colour, [NEUTRALS.surface, NEUTRALS.page, softTint]), fill: readableShade(colour, [NEUTRALS.surface]) };
}

/**
 * The theme's colour, its nine lighter shades (light-1 = 10 % white … light-9 = 90 %) and its
 * readable text and fill shades, as CSS variables.
 */
export function themeVariables(name: ThemeName): ThemeVariables {
  const colour = THEME_COLOURS[name];
  const variables: Record<string, string> = { [THEME_COLOR_VAR]: colour };
  const shades = lighterShades(colour);
  if (!shades.ok) return { variables, warning: shades.warning };
  shades.value.forEach((shade, index) => {
    variables[themeShadeVar(index + 1)] = shade;
  });
  const readable = readableShades(colour, shades.value[SOFT_SHADE_LEVEL - 1]!);
  variables[THEME_TEXT_VAR] = readable.text;
  variables[THEME_FILL_VAR] = readable.fill;
  return { variables, warning: null };
}
