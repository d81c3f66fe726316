import { z } from 'zod';
import { fromPromise } from 'xstate';
import { historyThrottleMachine, type HistoryItems } from '../../machines/history-throttle.machine';
import { watchHistoryItemSchema, type WatchHistoryItem } from '../../schemas/shell';
import { fetchRecentHistory } from './history-api';

/** The throttle chart (refresh on opening, at most once per 60 s) with the real call behind it. */
export const historyDropdownMachine = historyThrottleMachine.provide({
  actors: { fetchHistory: fromPromise<HistoryItems, undefined>(() => fetchRecentHistory()) },
});

const itemsSchema = z.array(watchHistoryItemSchema);

/** The kept items in their wire shape; the chart holds them untyped. */
export function historyItemsOf(items: HistoryItems): WatchHistoryItem[] {
  const parsed = itemsSchema.safeParse(items);
  return parsed.success ? parsed.data : [];
}
