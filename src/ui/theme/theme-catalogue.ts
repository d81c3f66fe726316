import { hexToRgb, skinColourOf, themeTypeOfColour } from '../../schemas/colour';
import { FALLBACK_THEME, THEME_COLOURS, THEME_NAMES, THEME_TYPES, themeNameOf, type ThemeName } from '../../schemas/theme-names';

export {
  FALLBACK_THEME,
  THEME_COLOURS,
  THEME_NAMES,
  THEME_TYPES,
  isThemeName,
  themeNameOf,
  type ThemeName,
  type ThemeType,
} from '../../schemas/theme-names';

/** A school's own colour (skinColor other than the six), as #rrggbb in lower case. */
export type OwnColour = `#${string}`;
/** What a page shows: one of the six themes by name, or the school's own colour. */
export type ThemeKey = ThemeName | OwnColour;

export const isOwnColour = (key: ThemeKey): key is OwnColour => key.startsWith('#');

/** The colour the theme is drawn from. */
export const colourOfTheme = (key: ThemeKey): string => (isOwnColour(key) ? key : THEME_COLOURS[key]);

/**
 * The school's skinColor (GET /v1/config/style themeColor) as a theme: a theme type or name, or a
 * colour (hex, rgb(…)) that is one of the six themes' is that theme; another colour is the
 * school's own. Null when it is none of these.
 */
export function schoolThemeOf(skinColor: string | null): ThemeKey | null {
  if (skinColor === null) return null;
  const named = themeNameOf(skinColor.trim());
  if (named !== null) return named;
  const colour = skinColourOf(skinColor);
  if (!colour.ok) return null;
  const type = themeTypeOfColour(colour.value);
  return type === null ? (colour.value as OwnColour) : THEME_TYPES[type];
}

/**
 * The one of the six nearest to the theme's colour: an own colour borrows its stylesheet
 * (public/theme/) and its name for what knows only the six (kiaf_theme of the web views).
 */
export function nearestThemeName(key: ThemeKey): ThemeName {
  if (!isOwnColour(key)) return key;
  const own = hexToRgb(key);
  if (!own.ok) return FALLBACK_THEME;
  const distance = (name: ThemeName) => {
    const theme = hexToRgb(THEME_COLOURS[name]);
    if (!theme.ok) return Number.POSITIVE_INFINITY;
    return (theme.value.r - own.value.r) ** 2 + (theme.value.g - own.value.g) ** 2 + (theme.value.b - own.value.b) ** 2;
  };
  return THEME_NAMES.reduce((nearest, name) => (distance(name) < distance(nearest) ? name : nearest));
}

/**
 * Which theme shows: the user's stored choice (one of the six), else the school's skin colour
 * (one of the six or its own), else the configured default (CUSTOM_CONFIG.DEFAULT_THEME), else light.
 */
export function resolveTheme(choice: { stored: string | null; school: string | null; configured: string }): ThemeKey {
  return themeNameOf(choice.stored) ?? schoolThemeOf(choice.school) ?? themeNameOf(choice.configured) ?? FALLBACK_THEME;
}
