import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  assertFullTransitionCoverage,
  coverageReport,
  createTransitionRecorder,
  handledEventTypes,
  machineTransitions,
} from './support/coverage';
import { assertFixturesExhaustive, defineModel, generatePaths, runPath, walkAllPaths, type EventFixtures } from './support/model';

/** A small chart with each kind of transition the helpers must see. */
const probe = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'tick' } | { type: 'go' } },
  actors: { work: fromPromise(async () => 1) },
  actions: { bump: assign({ count: ({ context }) => Math.min(context.count + 1, 2) }) },
  guards: { isFull: ({ context }) => context.count >= 2 },
  delays: { pause: 10 },
}).createMachine({
  id: 'probe',
  context: { count: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        tick: { actions: 'bump' },
        go: [{ guard: 'isFull', target: 'working' }, { target: 'waiting' }],
      },
    },
    waiting: { after: { pause: 'idle' } },
    working: { invoke: { id: 'work', src: 'work', onDone: 'done', onError: 'idle' } },
    done: { type: 'final' },
  },
});

type ProbeEvent = { type: 'tick' } | { type: 'go' };

const probeEvents = {
  tick: [{ type: 'tick' }],
  go: [{ type: 'go' }],
  'xstate.after.pause.probe.waiting': [{ type: 'xstate.after.pause.probe.waiting' }],
  'xstate.done.actor.work': [{ type: 'xstate.done.actor.work', output: 1 }],
  'xstate.error.actor.work': [{ type: 'xstate.error.actor.work', error: 'no' }],
} as const satisfies EventFixtures<ProbeEvent, 'xstate.after.pause.probe.waiting' | 'xstate.done.actor.work' | 'xstate.error.actor.work'>;

const probeModel = defineModel({ name: 'probe', machine: probe, worlds: [{ name: 'only', input: undefined }], events: probeEvents });

describe('coverage helpers', () => {
  it('list every transition: guarded alternatives, targetless, delayed and invoke outcomes', () => {
    expect(machineTransitions(probe).map((info) => info.id)).toEqual([
      'probe.idle tick#0',
      'probe.idle go#0',
      'probe.idle go#1',
      'probe.waiting xstate.after.pause.probe.waiting#0',
      'probe.working xstate.done.actor.work#0',
      'probe.working xstate.error.actor.work#0',
    ]);
    expect(handledEventTypes(probe)).toEqual(Object.keys(probeEvents).sort());
  });

  it('fail with the list of untested transitions', () => {
    const recorder = createTransitionRecorder();
    const actor = createActor(probe, { inspect: recorder.inspect }).start();
    actor.send({ type: 'go' });
    expect(coverageReport(probe, recorder.taken).covered).toBe(1);
    expect(() => assertFullTransitionCoverage(probe, recorder.taken)).toThrow(
      /1\/6 transitions taken[\s\S]*probe\.idle —tick→ \(stays\) \/ bump/,
    );
  });

  it('shortest paths alone miss transitions back into visited states; the edge paths take them', async () => {
    const shortestOnly = createTransitionRecorder();
    // The outcomes of the invoked actor and the delay travel as events too (the machine's event
    // type does not list them).
    const events = Object.values(probeEvents).flat() as readonly ProbeEvent[];
    for (const path of getShortestPaths(probe, { events })) {
      await runPath(probeModel, { world: 'only', kind: 'shortest', path }, { recorder: shortestOnly });
    }
    expect(coverageReport(probe, shortestOnly.taken).untested.map((info) => info.id)).toEqual([
      'probe.waiting xstate.after.pause.probe.waiting#0',
      'probe.working xstate.error.actor.work#0',
    ]);
    const recorder = createTransitionRecorder();
    await walkAllPaths(probeModel, recorder);
    expect(assertFullTransitionCoverage(probe, recorder.taken).percent).toBe(100);
    expect(generatePaths(probeModel).map((path) => path.kind)).toContain('edge');
  });

  it('refuse a fixture map that misses an event the chart handles', () => {
    const { tick: _tick, ...withoutTick } = probeEvents;
    expect(() => assertFixturesExhaustive({ ...probeModel, events: withoutTick })).toThrow(/missing \[tick\]/);
  });
});
