import { fetchStyleValue } from '../covers/style-entry-api';

/**
 * The RankingList style entry (SPEC §3). Its value is JSON `{ show }`; the ranking shows when
 * `show` is true (or 1). A school without the entry, or with a value that is not such JSON, gets
 * no ranking: it is an opt-in.
 */
export function rankingEnabled(value: string | null): boolean {
  if (value === null) return false;
  try {
    const show = (JSON.parse(value) as { show?: unknown } | null)?.show;
    return show === true || show === 1 || show === '1' || show === 'true';
  } catch {
    return false;
  }
}

/** Whether the home page shows the ranking; a failed read hides it rather than the page. */
export function loadRankingEnabled(): Promise<boolean> {
  return fetchStyleValue('RankingList').then(rankingEnabled, (error: unknown) => {
    console.error('RankingList could not be loaded', error);
    return false;
  });
}
