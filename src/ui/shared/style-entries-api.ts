import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { styleEntrySchema, type StyleEntry } from '../../schemas/shell';
import { apiRequest } from '../../services/http/api';

/** The style entries the signed-in pages read: the header's logos, the footer, the home ranking, default covers. */
const SHELL_STYLE_CODES = ['SchoolLogo', 'PlatformLogo', 'footer', 'RankingList', 'DefaultCover'] as const;
type ShellStyleCode = (typeof SHELL_STYLE_CODES)[number];

/** GET /v1/config/styles?sypaCodes=a,b: the school's style entries (SPEC §3, §7). */
async function fetchStyleEntries(codes: readonly ShellStyleCode[]): Promise<StyleEntry[]> {
  return z.array(styleEntrySchema).parse(await apiRequest('/v1/config/styles', { searchParams: { sypaCodes: codes.join(',') } }));
}

/**
 * One call and one cache entry for all of them: the header, the footer and the home page each
 * read their entry from it (`select`) instead of asking separately.
 */
export const styleEntriesQuery = () => queryOptions({ queryKey: ['style-entries'], queryFn: () => fetchStyleEntries(SHELL_STYLE_CODES) });

/** An entry's value, null when the school has none (or an empty one). */
export function styleValue(entries: readonly StyleEntry[], code: ShellStyleCode): string | null {
  const value = entries.find((entry) => entry.sypaCode === code)?.sypaValue ?? '';
  return value === '' ? null : value;
}
