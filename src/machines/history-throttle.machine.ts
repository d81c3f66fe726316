/**
 * Watch-history throttle for the header's dropdown (SPEC §2 "Watch-history dropdown", §4
 * "Search and history": refresh when the dropdown opens, at most once per 60 s).
 *
 * `stale`: `history.open` enters `refreshing` (`fetchHistory`). Success keeps the items and
 * enters `fresh`, which lasts `historyRefresh` (60 s) and ignores openings; then `stale` again.
 * A failed fetch returns to `stale` with the previous items, so the next opening tries again.
 */
import { assign, setup } from 'xstate';
import { HISTORY_REFRESH_MS } from '../constants';
import { edgeActor } from './edge-stubs';

/** Items as the watch-history call returns them; the dropdown validates their shape. */
export type HistoryItems = readonly unknown[];

export type HistoryThrottleContext = { items: HistoryItems };

export type HistoryThrottleEvent = { type: 'history.open' };

export type HistoryThrottleEventType = HistoryThrottleEvent['type'];

export const historyThrottleMachine = setup({
  types: {
    context: {} as HistoryThrottleContext,
    events: {} as HistoryThrottleEvent,
  },
  actors: {
    fetchHistory: edgeActor<HistoryItems>('fetchHistory'),
  },
  actions: {
    keepItems: assign({ items: (_, params: { items: HistoryItems }) => params.items }),
  },
  delays: {
    historyRefresh: HISTORY_REFRESH_MS,
  },
}).createMachine({
  id: 'historyThrottle',
  context: { items: [] },
  initial: 'stale',
  states: {
    stale: {
      description: 'The next opening refreshes.',
      on: { 'history.open': { target: 'refreshing' } },
    },
    refreshing: {
      invoke: {
        id: 'fetchHistory',
        src: 'fetchHistory',
        onDone: { target: 'fresh', actions: { type: 'keepItems', params: ({ event }) => ({ items: event.output }) } },
        onError: { target: 'stale' },
      },
    },
    fresh: {
      description: 'Refreshed less than 60 s ago: openings show the kept items.',
      after: { historyRefresh: { target: 'stale' } },
    },
  },
});
