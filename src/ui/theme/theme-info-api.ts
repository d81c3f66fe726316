import { queryOptions } from '@tanstack/react-query';
import { themeInfoSchema, type ThemeInfo } from '../../schemas/shell';
import { apiRequest } from '../../services/http/api';

/** GET /v1/config/style: the school's theme colour, course-number flag, logout type, grayscale. */
async function fetchThemeInfo(): Promise<ThemeInfo> {
  return themeInfoSchema.parse(await apiRequest('/v1/config/style'));
}

export const themeInfoQuery = () => queryOptions({ queryKey: ['theme-info'], queryFn: fetchThemeInfo });
