import { DEFAULT_THEME_NAME } from '../constants';

/**
 * The six themes (SPEC §4 "Theme"): a theme type as the school configures it (skinColor) maps to
 * a theme name, which names the colour and the stylesheet under /theme/. Shared by the server's
 * configuration (DEFAULT_THEME) and the browser's theme code.
 */
export const THEME_TYPES = {
  default: 'light',
  purple: 'dark',
  blue: 'blue',
  green: 'green',
  red: 'red',
  yellow: 'yellow',
} as const;

export type ThemeType = keyof typeof THEME_TYPES;
export type ThemeName = (typeof THEME_TYPES)[ThemeType];

export const THEME_NAMES = Object.values(THEME_TYPES);

/** Each theme's colour (SPEC §4 "Theme"); the server stores a skinColor given as one of them as its type. */
export const THEME_COLOURS: Record<ThemeName, string> = {
  light: '#0d73f1',
  dark: '#4f1f6d',
  blue: '#4e6ef2',
  green: '#00bb74',
  red: '#ae131f',
  yellow: '#9c6b1a',
};

/** The default theme (SPEC §9 "Default theme light"); DEFAULT_THEME_NAME, styleDefault, names it. */
export const FALLBACK_THEME: ThemeName = THEME_TYPES.default;

export function isThemeName(value: string | null | undefined): value is ThemeName {
  return THEME_NAMES.some((name) => name === value);
}

function isThemeType(value: string): value is ThemeType {
  return Object.hasOwn(THEME_TYPES, value);
}

/** A theme name, or a type mapped to its name; null when it is neither. */
export function themeNameOf(typeOrName: string | null | undefined): ThemeName | null {
  if (typeOrName === null || typeOrName === undefined) return null;
  if (isThemeName(typeOrName)) return typeOrName;
  if (typeOrName === DEFAULT_THEME_NAME) return FALLBACK_THEME;
  return isThemeType(typeOrName) ? THEME_TYPES[typeOrName] : null;
}
