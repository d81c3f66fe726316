import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import type { ThemeInfo } from '../../schemas/shell';
import { adoptSchoolLogoutType } from '../../services/session/school-logout';
import { useRuntimeConfig } from '../shared/use-app-context';
import { themeInfoQuery } from './theme-info-api';
import { applyGrayscale } from './theme-dom';
import { ensureThemeApplied, offerSchoolTheme } from './theme-store';

/**
 * The school's look on the signed-in pages: the stored or default theme at once, the school's
 * theme when it arrives (unless the user chose one), its exit variant (UserLogout) for logout,
 * and site-wide grayscale when configured.
 * Answers the theme summary for the header (isShowCourseNo). `enabled` false holds the request.
 */
export function useSchoolLook(enabled = true): ThemeInfo | null {
  const { DEFAULT_THEME, GRAYSCALE } = useRuntimeConfig().CUSTOM_CONFIG;
  const themeInfo = useQuery({ ...themeInfoQuery(), enabled }).data ?? null;

  useLayoutEffect(() => ensureThemeApplied(DEFAULT_THEME), [DEFAULT_THEME]);

  useEffect(() => {
    if (themeInfo === null) return;
    offerSchoolTheme(themeInfo.themeColor, DEFAULT_THEME);
    adoptSchoolLogoutType(themeInfo.logoutType);
  }, [themeInfo, DEFAULT_THEME]);

  useEffect(() => applyGrayscale(GRAYSCALE || themeInfo?.grayscale === true), [GRAYSCALE, themeInfo]);

  return themeInfo;
}
