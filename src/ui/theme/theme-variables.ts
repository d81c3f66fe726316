import { lighterShades, type ColourWarning } from './colour';
import { THEME_COLOURS, type ThemeName } from './theme-catalogue';

/** CSS variables set on :root; the stitches tokens read them. */
export const THEME_COLOR_VAR = '--theme-color';
export const themeShadeVar = (level: number) => `--theme-color-light-${level}`;

export type ThemeVariables = { variables: Record<string, string>; warning: ColourWarning | null };

/** The theme's colour and its nine lighter shades as CSS variables (light-1 = 10 % white … light-9 = 90 %). */
export function themeVariables(name: ThemeName): ThemeVariables {
  const colour = THEME_COLOURS[name];
  const variables: Record<string, string> = { [THEME_COLOR_VAR]: colour };
  const shades = lighterShades(colour);
  if (!shades.ok) return { variables, warning: shades.warning };
  shades.value.forEach((shade, index) => {
    variables[themeShadeVar(index + 1)] = shade;
  });
  return { variables, warning: null };
}
