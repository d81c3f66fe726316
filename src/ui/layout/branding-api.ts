import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { platformInfoSchema, type StyleEntry } from '../../schemas/shell';
import { apiRequest } from '../../services/http/api';
import { styleValue } from '../shared/style-entries-api';

export type Logos = { schoolLogo: string | null; platformLogo: string | null };

/** The header's logos from the style entries (styleEntriesQuery). */
export const logosOf = (entries: readonly StyleEntry[]): Logos => ({
  schoolLogo: styleValue(entries, 'SchoolLogo'),
  platformLogo: styleValue(entries, 'PlatformLogo'),
});

/** The footer line from the style entries (styleEntriesQuery). */
export const footerTextOf = (entries: readonly StyleEntry[]): string | null => styleValue(entries, 'footer');

/** GET /v1/platform/info: the browser title and icon. */
async function fetchPlatformInfo(): Promise<z.infer<typeof platformInfoSchema>> {
  return platformInfoSchema.parse(await apiRequest('/v1/platform/info'));
}

export const platformInfoQuery = () => queryOptions({ queryKey: ['platform-info'], queryFn: fetchPlatformInfo });
