import { readStored, writeStored } from '../../services/storage';
import { FALLBACK_THEME, nearestThemeName, resolveTheme, themeNameOf, type ThemeKey, type ThemeName } from './theme-catalogue';
import { applyThemeVariables, loadThemeStylesheet } from './theme-dom';

/**
 * The theme on show. A theme the user picked is stored and wins; until then the school's skin
 * colour (ThemeInfo.themeColor: one of the six themes or the school's own colour) or the
 * configured default shows (SPEC §4 "Theme").
 *
 * The school's colour arrives with GET /v1/config/style, after the first paint; so that a page
 * load does not show the default first, the last one is kept (with its tenant) and shown at once.
 */
type ThemeState = { key: ThemeKey; chosenByUser: boolean };

let state: ThemeState | null = null;
const listeners = new Set<() => void>();

function show(next: ThemeState): void {
  const changed = state?.key !== next.key;
  state = next;
  if (!changed) return;
  applyThemeVariables(next.key);
  loadThemeStylesheet(nearestThemeName(next.key));
  for (const listener of listeners) listener();
}

/** The school's skinColor as last seen, when it is this tenant's. */
function rememberedSchoolColour(): string | null {
  const raw = readStored('schoolTheme');
  if (raw === null) return null;
  try {
    const remembered = JSON.parse(raw) as { tenantId?: unknown; skinColor?: unknown };
    const tenantId = readStored('tenantId');
    return tenantId !== null && remembered.tenantId === tenantId && typeof remembered.skinColor === 'string' ? remembered.skinColor : null;
  } catch {
    return null;
  }
}

function rememberSchoolColour(skinColor: string): void {
  const tenantId = readStored('tenantId');
  if (tenantId !== null) writeStored('schoolTheme', JSON.stringify({ tenantId, skinColor }));
}

/** Puts the stored, the school's last or the default theme on the page once; later calls keep what shows. */
export function ensureThemeApplied(configuredDefault: string): void {
  if (state !== null) return;
  const stored = readStored('theme');
  show({
    key: resolveTheme({ stored, school: rememberedSchoolColour(), configured: configuredDefault }),
    chosenByUser: themeNameOf(stored) !== null,
  });
}

/** The school's theme, used while the user has chosen none. */
export function offerSchoolTheme(schoolThemeColor: string, configuredDefault: string): void {
  rememberSchoolColour(schoolThemeColor);
  if (state?.chosenByUser === true) return;
  show({ key: resolveTheme({ stored: null, school: schoolThemeColor, configured: configuredDefault }), chosenByUser: false });
}

export function chooseTheme(name: ThemeName): void {
  writeStored('theme', name);
  show({ key: name, chosenByUser: true });
}

/** One of the six by name, or the school's own colour (#rrggbb). */
export function currentTheme(): ThemeKey {
  return state?.key ?? FALLBACK_THEME;
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
