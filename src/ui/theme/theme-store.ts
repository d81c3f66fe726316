import { readStored, writeStored } from '../../services/storage';
import { FALLBACK_THEME, resolveTheme, themeNameOf, type ThemeName } from './theme-catalogue';
import { applyThemeVariables, loadThemeStylesheet } from './theme-dom';

/**
 * The theme on show. A theme the user picked is stored and wins; until then the school's skin
 * colour (ThemeInfo.themeColor) or the configured default shows (SPEC §4 "Theme").
 */
type ThemeState = { name: ThemeName; chosenByUser: boolean };

let state: ThemeState | null = null;
const listeners = new Set<() => void>();

function show(next: ThemeState): void {
  const changed = state?.name !== next.name;
  state = next;
  if (!changed) return;
  applyThemeVariables(next.name);
  loadThemeStylesheet(next.name);
  for (const listener of listeners) listener();
}

/** Puts the stored or default theme on the page once; later calls keep what shows. */
export function ensureThemeApplied(configuredDefault: string): void {
  if (state !== null) return;
  const stored = readStored('theme');
  show({ name: resolveTheme({ stored, school: null, configured: configuredDefault }), chosenByUser: themeNameOf(stored) !== null });
}

/** The school's theme, used while the user has chosen none. */
export function offerSchoolTheme(schoolThemeColor: string, configuredDefault: string): void {
  if (state?.chosenByUser === true) return;
  show({ name: resolveTheme({ stored: null, school: schoolThemeColor, configured: configuredDefault }), chosenByUser: false });
}

export function chooseTheme(name: ThemeName): void {
  writeStored('theme', name);
  show({ name, chosenByUser: true });
}

export function currentThemeName(): ThemeName {
  return state?.name ?? FALLBACK_THEME;
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
