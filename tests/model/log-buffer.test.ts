import { describeGeneratedPaths } from './support/generated-paths';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { LOG_FLUSH_IDLE_MS, LOG_FLUSH_THRESHOLD, LOG_RETENTION_DAYS } from '../../src/constants';
import {
  logBufferMachine,
  type LogBufferContext,
  type LogBufferInput,
  type WriteEntriesInput,
} from '../../src/machines/log-buffer.machine';
import { retentionCutoff } from '../../src/machines/log-retention';
import { instrument, type EffectCall, type StepRecord } from './support/model';
import { apiLogEntry, logBufferModel } from './support/models/log-buffer.model';

const held = (context: LogBufferContext) => context.entries.length + context.batch.length;
const writes = (calls: EffectCall[]) => calls.filter((call) => call.name === 'writeEntries');

/** SPEC §4 "Client log buffer" and §9, checked after every step of every path. */
function logBufferRules(step: StepRecord<LogBufferInput>): void {
  const { input, event, before, after, calls } = step;
  const context = after.context as LogBufferContext;
  if (event.type === 'xstate.init') {
    expect(calls).toEqual([{ kind: 'actor', name: 'deleteExpired', params: { before: retentionCutoff(input.now) } }]);
    return;
  }
  if (before === null) throw new Error('a step after the start has a state before it');
  const previous = before.context as LogBufferContext;
  const started = writes(calls);
  // A write carries exactly the entries that were waiting; nothing is lost or duplicated.
  for (const write of started) expect((write.params as WriteEntriesInput).entries).toEqual(context.batch);

  switch (event.type) {
    case 'log.add':
      expect(held(context)).toBe(held(previous) + 1);
      if (before.matches({ buffer: 'collecting' }) && previous.entries.length + 1 >= LOG_FLUSH_THRESHOLD) {
        expect(started).toHaveLength(1);
      } else {
        expect(started).toHaveLength(0);
      }
      break;
    case 'log.flush':
    case 'xstate.after.logFlushIdle.logBuffer.buffer.collecting':
      expect(started).toHaveLength(before.matches({ buffer: 'collecting' }) ? 1 : 0);
      break;
    case 'xstate.done.actor.writeEntries':
      expect(context.batch).toEqual([]);
      expect(context.entries).toEqual(previous.entries);
      expect(after.matches({ buffer: previous.entries.length > 0 ? 'collecting' : 'empty' })).toBe(true);
      break;
    case 'xstate.error.actor.writeEntries':
      // The failed batch waits, in front of newer entries, for the next try.
      expect(context.entries).toEqual([...previous.batch, ...previous.entries]);
      expect(after.matches({ buffer: 'collecting' })).toBe(true);
      break;
    case 'xstate.done.actor.deleteExpired':
    case 'xstate.error.actor.deleteExpired':
      expect(after.matches({ retention: 'pruned' })).toBe(true);
      expect(context).toEqual(previous);
      break;
    default:
      throw new Error(`no rule for ${event.type}`);
  }
}

describeGeneratedPaths(logBufferModel, logBufferRules);

describe('log retention', () => {
  it('deletes what is older than 5 days counted from the start of today', () => {
    const now = new Date(2025, 2, 10, 15, 45).getTime();
    expect(retentionCutoff(now)).toBe(new Date(2025, 2, 5, 0, 0, 0, 0).getTime());
    expect(retentionCutoff(new Date(2025, 2, 10, 0, 0).getTime())).toBe(retentionCutoff(now));
    expect(retentionCutoff(now, LOG_RETENTION_DAYS)).toBe(retentionCutoff(now));
  });
});

describe('logBuffer machine: journeys', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  function startBuffer(write: (input: WriteEntriesInput) => Promise<void>) {
    const written: WriteEntriesInput[] = [];
    const clock = new SimulatedClock();
    const machine = instrument(logBufferMachine, () => {}).provide({
      actors: {
        writeEntries: fromPromise(({ input }: { input: WriteEntriesInput }) => {
          written.push(input);
          return write(input);
        }),
      },
    });
    const actor = createActor(machine, { input: { now: 0 }, clock }).start();
    return { actor, written, clock };
  }
  const entry = (n: number) => ({ ...apiLogEntry, timestamp: n });

  it('writes when the 10th entry arrives', () => {
    const { actor, written } = startBuffer(() => new Promise(() => {}));
    for (let n = 1; n < LOG_FLUSH_THRESHOLD; n += 1) actor.send({ type: 'log.add', entry: entry(n) });
    expect(written).toHaveLength(0);
    actor.send({ type: 'log.add', entry: entry(LOG_FLUSH_THRESHOLD) });
    expect(written).toHaveLength(1);
    expect(written[0]?.entries.map((e) => e.timestamp)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('writes after 3 s without a new entry; each entry restarts the wait', () => {
    const { actor, written, clock } = startBuffer(async () => {});
    actor.send({ type: 'log.add', entry: entry(1) });
    clock.increment(LOG_FLUSH_IDLE_MS - 1);
    actor.send({ type: 'log.add', entry: entry(2) });
    clock.increment(LOG_FLUSH_IDLE_MS - 1);
    expect(written).toHaveLength(0);
    clock.increment(1);
    expect(written.map((input) => input.entries.length)).toEqual([2]);
  });

  it('a forced write goes at once; a failed write keeps the entries for the next try', async () => {
    let fail = true;
    const { actor, written, clock } = startBuffer(async () => {
      if (fail) throw new Error('quota exceeded');
    });
    actor.send({ type: 'log.add', entry: entry(1) });
    actor.send({ type: 'log.flush' });
    expect(written).toHaveLength(1);
    actor.send({ type: 'log.add', entry: entry(2) });
    await settle();
    expect((actor.getSnapshot().context as LogBufferContext).entries.map((e) => e.timestamp)).toEqual([1, 2]);
    fail = false;
    clock.increment(LOG_FLUSH_IDLE_MS);
    await settle();
    expect(written.at(-1)?.entries.map((e) => e.timestamp)).toEqual([1, 2]);
    expect(actor.getSnapshot().matches({ buffer: 'empty' })).toBe(true);
  });
});
