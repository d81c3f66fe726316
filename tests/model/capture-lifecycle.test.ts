import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { CAPTURE_STATUS } from '../../server/db/schema/capture';
import {
  captureLifecycleMachine,
  CAPTURE_STATUSES,
  type CaptureLifecycleContext,
  type CaptureLifecycleEvent,
  type CaptureLifecycleInput,
} from '../../src/machines/capture-lifecycle.machine';
import { captureStatusAfter, captureStatusAfterAny, captureStatusOf } from '../../src/machines/capture-status';
import { stateNodesOf } from './support/coverage';
import { describeGeneratedPaths } from './support/generated-paths';
import type { EffectCall, StepRecord } from './support/model';
import { captureLifecycleModel } from './support/models/capture-lifecycle.model';

const runs = (calls: EffectCall[], name: string) => calls.filter((call) => call.kind === 'action' && call.name === name).length;
const roadsOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as CaptureLifecycleContext).roadsOnAir;
const isRecording = (snapshot: AnyMachineSnapshot) => snapshot.matches({ over: 'recording' });

/**
 * docs/capture.md, checked after every step of every path: a lesson's recording is queued once
 * each time the server has cause to make it (its end with something captured, a road stopping
 * after the end, the sweep of a lost job) and never otherwise; a road back within the lesson goes
 * on in the same capture; the no-signal alert goes out once, for a broadcast lesson still
 * waiting; a recording held for review is never announced; a lesson never loses its row; and the
 * status after each step depends only on the status before and the event, so the server may take
 * it from `captureStatusAfter`.
 */
function captureRules(step: StepRecord<CaptureLifecycleInput>): void {
  const { input, before, after, calls } = step;
  const event = step.event as CaptureLifecycleEvent | { type: 'xstate.init' };
  const status = captureStatusOf(after);
  if (before === null) {
    expect(after.value).toBe('scheduled');
    expect(after.context).toEqual({ broadcast: input.broadcast, roadsOnAir: 0 });
    expect(calls).toEqual([]);
    return;
  }
  const statusBefore = captureStatusOf(before);
  if (statusBefore !== null) expect(status).not.toBeNull();
  if (status !== null) expect(captureStatusAfter(statusBefore, event as CaptureLifecycleEvent)).toBe(status);
  expect(after.context.broadcast).toBe(input.broadcast);

  const queued = runs(calls, 'queueRecording');
  const alerted = runs(calls, 'alertNoSignal');
  const announced = runs(calls, 'announceRecording');
  if (queued > 0) expect(isRecording(after)).toBe(true);
  if (event.type !== 'capture.noSignalDue') expect(alerted).toBe(0);
  if (event.type !== 'capture.recordingMade') expect(announced).toBe(0);

  switch (event.type) {
    case 'capture.windowOpened':
      expect([before.value, after.value]).toEqual(['scheduled', 'waitingForSignal']);
      break;
    case 'capture.noSignalDue': {
      const alerts = input.broadcast && before.matches('waitingForSignal');
      expect(alerted).toBe(alerts ? 1 : 0);
      expect(after.value).toBe(alerts ? 'noSignal' : before.value);
      break;
    }
    case 'capture.roadOnAir':
      expect(roadsOf(after)).toBe(roadsOf(before) + 1);
      expect(queued).toBe(0);
      // A road back within the lesson (or the first one) is this capture: on air, status capturing.
      if (!event.afterEnd || statusBefore === null || statusBefore === CAPTURE_STATUS.capturing) {
        expect(after.value).toBe('onAir');
        expect(status).toBe(CAPTURE_STATUS.capturing);
      } else {
        // Running over into the tail: whatever the recording was doing, it goes on.
        expect(after.value).toEqual(before.value);
      }
      break;
    case 'capture.roadOffAir':
      expect(roadsOf(after)).toBe(roadsOf(before) - 1);
      if (event.afterEnd) {
        // What ran over joins the recording: made again.
        expect(isRecording(after)).toBe(true);
        expect(queued).toBe(1);
      } else {
        expect(queued).toBe(0);
        expect(status).toBe(statusBefore);
        if (before.matches('onAir')) expect(after.value).toBe(roadsOf(after) === 0 ? 'signalLost' : 'onAir');
      }
      break;
    case 'capture.lessonEnded':
      // Only something captured has a recording to make, and only once per end.
      expect(queued).toBe(statusBefore === CAPTURE_STATUS.capturing ? 1 : 0);
      if (statusBefore === CAPTURE_STATUS.capturing) expect(isRecording(after)).toBe(true);
      else expect(after.value).toEqual(before.value);
      expect(roadsOf(after)).toBe(roadsOf(before));
      break;
    case 'capture.windowClosed':
      expect(statusBefore).toBeNull();
      expect(after.value).toBe('missed');
      expect(after.status).toBe('done');
      break;
    case 'capture.recordingMade':
      expect(status).toBe(CAPTURE_STATUS.recorded);
      // A recording held for review is hidden and untold; a published one is announced once.
      expect(after.matches({ over: { recorded: event.heldForReview ? 'held' : 'published' } })).toBe(true);
      expect(announced).toBe(event.heldForReview ? 0 : 1);
      expect(queued).toBe(0);
      break;
    case 'capture.recordingFailed':
      expect(status).toBe(CAPTURE_STATUS.failed);
      expect(queued).toBe(0);
      break;
    case 'capture.recordingStranded':
      expect(isRecording(before) && isRecording(after)).toBe(true);
      expect(queued).toBe(1);
      break;
    default:
      throw new Error(`no rule for ${event.type}`);
  }
}

describeGeneratedPaths(captureLifecycleModel, captureRules);

describe('captureLifecycle machine: the statuses the server writes', () => {
  it('are the statuses of lesson_captures, each the tag of a state', () => {
    expect([...CAPTURE_STATUSES].sort()).toEqual(Object.values(CAPTURE_STATUS).sort());
    const tags = stateNodesOf(captureLifecycleMachine).flatMap((node) => [...node.tags]);
    expect(new Set(tags)).toEqual(new Set(CAPTURE_STATUSES));
  });

  it('match what server/capture writes on each event', () => {
    const begunBeforeEnd = { type: 'capture.roadOnAir', afterEnd: false } as const;
    const begunAfterEnd = { type: 'capture.roadOnAir', afterEnd: true } as const;
    expect(captureStatusAfter(null, begunBeforeEnd)).toBe('capturing');
    expect(captureStatusAfter(null, begunAfterEnd)).toBe('capturing');
    // Before its end, a lesson recorded already (moved later) is captured again.
    expect(captureStatusAfterAny(begunBeforeEnd)).toBe('capturing');
    // After its end, a road on air keeps every status, which is why noteCaptureBegun writes none then.
    for (const status of CAPTURE_STATUSES) expect(captureStatusAfter(status, begunAfterEnd)).toBe(status);
    expect(() => captureStatusAfterAny(begunAfterEnd)).toThrow(/does not take every capture status/);
    expect(captureStatusAfter('capturing', { type: 'capture.lessonEnded' })).toBe('recording');
    expect(captureStatusAfterAny({ type: 'capture.roadOffAir', afterEnd: true })).toBe('recording');
    expect(captureStatusAfter('recording', { type: 'capture.recordingMade', heldForReview: true })).toBe('recorded');
    expect(captureStatusAfter('recording', { type: 'capture.recordingMade', heldForReview: false })).toBe('recorded');
    expect(captureStatusAfter('recording', { type: 'capture.recordingFailed' })).toBe('failed');
  });

  it('refuses an event that leaves a lesson without a row', () => {
    expect(() => captureStatusAfter(null, { type: 'capture.noSignalDue' })).toThrow(/with no row/);
  });
});

describe('captureLifecycle machine: journeys', () => {
  function startLesson(input: CaptureLifecycleInput = { broadcast: true }) {
    const effects: string[] = [];
    const machine = captureLifecycleMachine.provide({
      actions: {
        queueRecording: () => void effects.push('queueRecording'),
        alertNoSignal: () => void effects.push('alertNoSignal'),
        announceRecording: () => void effects.push('announceRecording'),
      },
    });
    const actor = createActor(machine, { input }).start();
    const send = (...events: CaptureLifecycleEvent[]) => events.forEach((event) => actor.send(event));
    return { actor, effects, send, status: () => captureStatusOf(actor.getSnapshot()) };
  }
  const onAir = { type: 'capture.roadOnAir', afterEnd: false } as const;
  const offAir = { type: 'capture.roadOffAir', afterEnd: false } as const;

  it('keeps an encoder that drops and comes back within the lesson in one capture, recorded once at the end', () => {
    const { actor, effects, send, status } = startLesson();
    send({ type: 'capture.windowOpened' }, onAir, offAir);
    expect([actor.getSnapshot().value, status()]).toEqual(['signalLost', 'capturing']);
    send(onAir, offAir, onAir, { type: 'capture.lessonEnded' }, { type: 'capture.lessonEnded' });
    expect(effects).toEqual(['queueRecording']);
    send({ type: 'capture.recordingMade', heldForReview: false });
    expect(effects).toEqual(['queueRecording', 'announceRecording']);
    expect(status()).toBe('recorded');
  });

  it('alerts once for a silent broadcast lesson, then captures the road that arrives', () => {
    const { actor, effects, send, status } = startLesson();
    send(
      { type: 'capture.windowOpened' },
      { type: 'capture.noSignalDue' },
      { type: 'capture.noSignalDue' },
      { type: 'capture.noSignalDue' },
    );
    expect(effects).toEqual(['alertNoSignal']);
    expect(status()).toBeNull();
    send(onAir);
    expect([actor.getSnapshot().value, status()]).toEqual(['onAir', 'capturing']);
    send(offAir, { type: 'capture.noSignalDue' });
    expect(effects).toEqual(['alertNoSignal']);
  });

  it('raises no alert for a lesson that is not broadcast, and leaves nothing when its window closes silent', () => {
    const { actor, effects, send, status } = startLesson({ broadcast: false });
    send(
      { type: 'capture.windowOpened' },
      { type: 'capture.noSignalDue' },
      { type: 'capture.lessonEnded' },
      { type: 'capture.windowClosed' },
    );
    expect(effects).toEqual([]);
    expect(actor.getSnapshot().value).toBe('missed');
    expect(status()).toBeNull();
  });

  it('makes the recording again with what ran over, once per road stopping after the end', () => {
    const { effects, send, status } = startLesson();
    send({ type: 'capture.windowOpened' }, onAir, onAir, { type: 'capture.lessonEnded' });
    send({ type: 'capture.recordingMade', heldForReview: false });
    send({ type: 'capture.roadOffAir', afterEnd: true });
    expect(status()).toBe('recording');
    send({ type: 'capture.recordingMade', heldForReview: false }, { type: 'capture.roadOffAir', afterEnd: true });
    send({ type: 'capture.recordingMade', heldForReview: false });
    expect(effects).toEqual([
      'queueRecording',
      'announceRecording',
      'queueRecording',
      'announceRecording',
      'queueRecording',
      'announceRecording',
    ]);
  });

  it('holds the recording of a class under review without telling anyone', () => {
    const { actor, effects, send, status } = startLesson();
    send({ type: 'capture.windowOpened' }, onAir, { type: 'capture.lessonEnded' }, { type: 'capture.recordingMade', heldForReview: true });
    expect(actor.getSnapshot().matches({ over: { recorded: 'held' } })).toBe(true);
    expect(status()).toBe('recorded');
    expect(effects).toEqual(['queueRecording']);
  });

  it('makes the recording again when a road stops after a failed one, and captures a lesson moved later anew', () => {
    const { actor, effects, send, status } = startLesson();
    send({ type: 'capture.windowOpened' }, onAir, { type: 'capture.lessonEnded' }, { type: 'capture.recordingFailed' });
    expect(status()).toBe('failed');
    send({ type: 'capture.roadOffAir', afterEnd: true });
    expect(status()).toBe('recording');
    send({ type: 'capture.recordingMade', heldForReview: false }, onAir);
    expect([actor.getSnapshot().value, status()]).toEqual(['onAir', 'capturing']);
    expect(effects).toEqual(['queueRecording', 'queueRecording', 'announceRecording']);
  });
});
