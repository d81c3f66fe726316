import { readLanguage } from '../i18n/language';
import { translate } from '../i18n/translate';
import { isOwnColour, type ThemeKey, type ThemeName } from './theme-catalogue';
import { THEME_VARIABLE_NAMES, themeVariables } from './theme-variables';

/**
 * Puts a theme on the page: its colour variables on :root and its stylesheet from the static
 * theme folder, fetched fresh each time (SPEC §4, §8: a failed fetch is only logged). A school's
 * own colour has no stylesheet of its own: it takes the nearest theme's (theme-catalogue.ts).
 */
const STYLESHEET_ID = 'lectern-theme-stylesheet';
const THEME_FOLDER = `${import.meta.env.BASE_URL}theme/`;
/** `data-theme` on :root while a school's own colour shows (a named theme gives its name). */
export const OWN_COLOUR_THEME = 'custom';

export function themeStylesheetHref(name: ThemeName, timestamp: number): string {
  return `${THEME_FOLDER}${name}.css?t=${timestamp}`;
}

export function applyThemeVariables(key: ThemeKey, root: HTMLElement = document.documentElement): void {
  const { variables, warning } = themeVariables(key);
  for (const variable of THEME_VARIABLE_NAMES) {
    const value = variables[variable];
    if (value === undefined) root.style.removeProperty(variable);
    else root.style.setProperty(variable, value);
  }
  root.dataset.theme = isOwnColour(key) ? OWN_COLOUR_THEME : key;
  if (warning !== null) console.warn(translate(readLanguage(), warning));
}

export function loadThemeStylesheet(name: ThemeName, now: () => number = Date.now): void {
  const existing = document.getElementById(STYLESHEET_ID);
  const link = existing instanceof HTMLLinkElement ? existing : document.createElement('link');
  link.id = STYLESHEET_ID;
  link.rel = 'stylesheet';
  link.onerror = () => console.error(`theme stylesheet '${name}' could not be loaded`);
  link.href = themeStylesheetHref(name, now());
  if (link !== existing) document.head.appendChild(link);
}

/** Site-wide grayscale (SPEC §1): a filter on the whole document. */
export function applyGrayscale(enabled: boolean): void {
  document.documentElement.style.filter = enabled ? 'grayscale(100%)' : '';
}
