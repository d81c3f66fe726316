import { historyThrottleMachine, type HistoryThrottleEvent } from '../../../../src/machines/history-throttle.machine';
import { defineModel, type EventFixtures } from '../model';

type HistoryThrottleInternalEvent =
  'xstate.done.actor.fetchHistory' | 'xstate.error.actor.fetchHistory' | 'xstate.after.historyRefresh.historyThrottle.fresh';

export const watchedItems = [{ subjName: 'Linear Algebra', watchPercent: 0.42, courId: 'c-1' }];

export const historyThrottleEvents = {
  'history.open': [{ type: 'history.open' }],
  'xstate.done.actor.fetchHistory': [{ type: 'xstate.done.actor.fetchHistory', output: watchedItems }],
  'xstate.error.actor.fetchHistory': [{ type: 'xstate.error.actor.fetchHistory', error: { message: 'timeout' } }],
  'xstate.after.historyRefresh.historyThrottle.fresh': [{ type: 'xstate.after.historyRefresh.historyThrottle.fresh' }],
} as const satisfies EventFixtures<HistoryThrottleEvent, HistoryThrottleInternalEvent>;

export const historyThrottleModel = defineModel({
  name: 'historyThrottle',
  machine: historyThrottleMachine,
  worlds: [{ name: 'header', input: undefined }],
  events: historyThrottleEvents,
});
