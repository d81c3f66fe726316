import { z } from 'zod';
import { platformInfoSchema, styleEntrySchema, type StyleEntry } from '../../schemas/shell';
import { apiRequest } from '../../services/http/api';

type StyleCode = 'SchoolLogo' | 'PlatformLogo' | 'footer';

/** GET /v1/config/styles?sypaCodes=a,b: the school's style entries (SPEC §3, §7). */
export async function fetchStyleEntries(codes: readonly StyleCode[]): Promise<StyleEntry[]> {
  return z.array(styleEntrySchema).parse(await apiRequest('/v1/config/styles', { searchParams: { sypaCodes: codes.join(',') } }));
}

/** An entry's value, null when the school has none (or an empty one). */
export function styleValue(entries: readonly StyleEntry[], code: StyleCode): string | null {
  const value = entries.find((entry) => entry.sypaCode === code)?.sypaValue ?? '';
  return value === '' ? null : value;
}

export type Logos = { schoolLogo: string | null; platformLogo: string | null };

export async function fetchLogos(): Promise<Logos> {
  const entries = await fetchStyleEntries(['SchoolLogo', 'PlatformLogo']);
  return { schoolLogo: styleValue(entries, 'SchoolLogo'), platformLogo: styleValue(entries, 'PlatformLogo') };
}

export async function fetchFooterText(): Promise<string | null> {
  return styleValue(await fetchStyleEntries(['footer']), 'footer');
}

/** GET /v1/platform/info: the browser title and icon. */
export async function fetchPlatformInfo(): Promise<z.infer<typeof platformInfoSchema>> {
  return platformInfoSchema.parse(await apiRequest('/v1/platform/info'));
}
