import { describeGeneratedPaths } from './support/generated-paths';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { HISTORY_REFRESH_MS } from '../../src/constants';
import { historyThrottleMachine, type HistoryItems, type HistoryThrottleContext } from '../../src/machines/history-throttle.machine';
import { instrument, type StepRecord } from './support/model';
import { historyThrottleModel, watchedItems } from './support/models/history-throttle.model';

/** SPEC §4 "Search and history": at most one refresh per 60 s, on opening. */
function historyRules(step: StepRecord<undefined>): void {
  const { event, before, after, calls } = step;
  const fetches = calls.filter((call) => call.name === 'fetchHistory');
  if (event.type === 'history.open') {
    expect(fetches).toHaveLength(before?.matches('stale') === true ? 1 : 0);
    return;
  }
  expect(fetches).toHaveLength(0);
  if (event.type === 'xstate.done.actor.fetchHistory') {
    expect(after.value).toBe('fresh');
    expect((after.context as HistoryThrottleContext).items).toEqual(event['output']);
  }
  if (event.type === 'xstate.error.actor.fetchHistory') {
    expect(after.value).toBe('stale');
    expect(after.context).toEqual(before?.context);
  }
}

describeGeneratedPaths(historyThrottleModel, historyRules);

describe('historyThrottle machine: journeys', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  function startDropdown(fetch: () => Promise<HistoryItems>) {
    let fetches = 0;
    const clock = new SimulatedClock();
    const machine = instrument(historyThrottleMachine, () => {}).provide({
      actors: {
        fetchHistory: fromPromise(() => {
          fetches += 1;
          return fetch();
        }),
      },
    });
    const actor = createActor(machine, { clock }).start();
    return { actor, clock, fetches: () => fetches };
  }

  it('opening again within 60 s shows the kept items; after 60 s it refreshes', async () => {
    const { actor, clock, fetches } = startDropdown(async () => watchedItems);
    actor.send({ type: 'history.open' });
    await settle();
    expect(actor.getSnapshot().context.items).toEqual(watchedItems);
    clock.increment(HISTORY_REFRESH_MS - 1);
    actor.send({ type: 'history.open' });
    expect(fetches()).toBe(1);
    clock.increment(1);
    actor.send({ type: 'history.open' });
    expect(fetches()).toBe(2);
  });

  it('a failed refresh leaves it stale, so the next opening tries again', async () => {
    const { actor, fetches } = startDropdown(() => Promise.reject(new Error('timeout')));
    actor.send({ type: 'history.open' });
    await settle();
    expect(actor.getSnapshot().value).toBe('stale');
    actor.send({ type: 'history.open' });
    expect(fetches()).toBe(2);
  });
});
