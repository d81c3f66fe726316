import type { StyleEntry } from '../../schemas/shell';
import { styleValue } from '../shared/style-entries-api';

/**
 * The RankingList style entry (SPEC §3). Its value is JSON `{ show }`; the ranking shows when
 * `show` is true (or 1). A school without the entry, or with a value that is not such JSON, gets
 * no ranking: it is an opt-in.
 */
function rankingEnabled(value: string | null): boolean {
  if (value === null) return false;
  try {
    const show = (JSON.parse(value) as { show?: unknown } | null)?.show;
    return show === true || show === 1 || show === '1' || show === 'true';
  } catch {
    return false;
  }
}

/** Whether the home page shows the ranking, from the style entries (styleEntriesQuery). */
export const rankingEnabledOf = (entries: readonly StyleEntry[]): boolean => rankingEnabled(styleValue(entries, 'RankingList'));
