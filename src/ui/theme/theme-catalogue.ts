import { FALLBACK_THEME, themeNameOf, type ThemeName } from '../../schemas/theme-names';

export {
  FALLBACK_THEME,
  THEME_NAMES,
  THEME_TYPES,
  isThemeName,
  themeNameOf,
  type ThemeName,
  type ThemeType,
} from '../../schemas/theme-names';

export const THEME_COLOURS: Record<ThemeName, string> = {
  light: '#0d73f1',
  dark: '#4f1f6d',
  blue: '#4e6ef2',
  green: '#00bb74',
  red: '#ae131f',
  yellow: '#9c6b1a',
};

/**
 * Which theme shows: the user's stored choice, else the school's skin colour, else the configured
 * default (CUSTOM_CONFIG.DEFAULT_THEME), else light.
 */
export function resolveTheme(choice: { stored: string | null; school: string | null; configured: string }): ThemeName {
  return themeNameOf(choice.stored) ?? themeNameOf(choice.school) ?? themeNameOf(choice.configured) ?? FALLBACK_THEME;
}
