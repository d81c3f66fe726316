import type { WatchRecordItem } from '../../schemas/personal';

/** The page's records under their day (the server's local day, as the history dropdown), in the answer's order. */
export function recordDays(records: readonly WatchRecordItem[]): { date: string; records: WatchRecordItem[] }[] {
  const days = new Map<string, WatchRecordItem[]>();
  for (const record of records) days.set(record.date, [...(days.get(record.date) ?? []), record]);
  return [...days].map(([date, items]) => ({ date, records: items }));
}
