import { transition, type AnyMachineSnapshot, type StateValue } from 'xstate';
import { captureLifecycleMachine, CAPTURE_STATUSES, type CaptureLifecycleEvent, type CaptureStatus } from './capture-lifecycle.machine';

/**
 * The status the server writes to `lesson_captures` when something happens to a lesson's capture
 * (docs/machines/capture-lifecycle.md), read from the machine: the server's updates are set-based
 * SQL, so it asks the chart where a row of a given status goes and writes that. Pure: the chart's
 * effects are returned by `transition`, not run; the server does them itself (queues the job,
 * sends the messages).
 */

/** Where a row of each status stands in the chart (`null`: no row yet, within the capture window). */
const STATE_OF_STATUS: Readonly<Record<CaptureStatus | 'none', { value: StateValue; roadsOnAir: number }>> = {
  none: { value: 'waitingForSignal', roadsOnAir: 0 },
  capturing: { value: 'onAir', roadsOnAir: 1 },
  recording: { value: { over: 'recording' }, roadsOnAir: 0 },
  recorded: { value: { over: { recorded: 'published' } }, roadsOnAir: 0 },
  failed: { value: { over: 'failed' }, roadsOnAir: 0 },
};

/** The status a state stands for: its tag, or null where the lesson has no row. */
export function captureStatusOf(snapshot: AnyMachineSnapshot): CaptureStatus | null {
  return CAPTURE_STATUSES.find((status) => snapshot.hasTag(status)) ?? null;
}

/**
 * The status a row of `status` (null: none yet) takes on `event`, the same when the chart ignores
 * it. Only for events that leave a row: a lesson never goes back to having none, and one without
 * a row keeps none until a road goes on air, so anything else throws.
 */
export function captureStatusAfter(status: CaptureStatus | null, event: CaptureLifecycleEvent): CaptureStatus {
  const { value, roadsOnAir } = STATE_OF_STATUS[status ?? 'none'];
  // Whether the lesson is broadcast decides only the no-signal alert, never a status.
  const snapshot = captureLifecycleMachine.resolveState({ value, context: { broadcast: true, roadsOnAir } });
  const [next] = transition(captureLifecycleMachine, snapshot, event);
  const after = captureStatusOf(next);
  if (after === null) throw new Error(`${event.type} leaves a capture ${status ?? 'without a row'} with no row`);
  return after;
}

/**
 * For an update that does not name the status it leaves: the one status `event` takes a row of
 * any status to. Throws when the statuses would go different ways (the update must then say which).
 */
export function captureStatusAfterAny(event: CaptureLifecycleEvent): CaptureStatus {
  const [first, ...rest] = CAPTURE_STATUSES.map((status) => captureStatusAfter(status, event));
  if (first === undefined || rest.some((status) => status !== first)) {
    throw new Error(`${event.type} does not take every capture status to one status`);
  }
  return first;
}
