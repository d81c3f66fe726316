import { useSyncExternalStore } from 'react';
import { currentTheme, subscribeTheme } from './theme-store';
import { nearestThemeName, type ThemeKey, type ThemeName } from './theme-catalogue';

/** The theme on show: one of the six by name, or the school's own colour (#rrggbb). */
export function useTheme(): ThemeKey {
  return useSyncExternalStore(subscribeTheme, currentTheme);
}

/** The theme on show as one of the six, for what knows only those (the web views' kiaf_theme): an own colour gives the nearest. */
export function useThemeName(): ThemeName {
  return nearestThemeName(useTheme());
}
