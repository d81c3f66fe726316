import { useSyncExternalStore } from 'react';
import { currentThemeName, subscribeTheme } from './theme-store';
import type { ThemeName } from './theme-catalogue';

export function useThemeName(): ThemeName {
  return useSyncExternalStore(subscribeTheme, currentThemeName);
}
