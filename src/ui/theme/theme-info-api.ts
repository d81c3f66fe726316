import { themeInfoSchema, type ThemeInfo } from '../../schemas/shell';
import { apiRequest } from '../../services/http/api';

/** GET /v1/config/style: the school's theme colour, course-number flag, logout type, grayscale. */
export async function fetchThemeInfo(): Promise<ThemeInfo> {
  return themeInfoSchema.parse(await apiRequest('/v1/config/style'));
}
