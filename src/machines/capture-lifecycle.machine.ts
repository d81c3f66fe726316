/**
 * One lesson's lecture capture, from the timetable to its recording (docs/capture.md, issue 29),
 * as the server does it: the ingest's tick, its feeds and the `capture-recording` job send the
 * events; the time checks are theirs (CAPTURE_LEAD_MS, CAPTURE_NO_SIGNAL_ALERT_MS,
 * CAPTURE_TAIL_MS in server/capture/), so no timer runs here. The server does not run this
 * machine as an actor: it takes each status it writes to `lesson_captures` from it
 * (`captureStatusAfter`, src/machines/capture-status.ts): a state with a row is tagged with its status.
 *
 * `scheduled` until the tick finds the lesson within its lead (`capture.windowOpened`), then
 * `waitingForSignal`. The first road taken (`capture.roadOnAir`) writes the row: `onAir`
 * (`capturing`), counting the roads on air. A broadcast lesson (`isBroadcast`) still silent
 * 2 min after its begin (`capture.noSignalDue`) alerts its administrators and teacher
 * (`alertNoSignal`) and goes on waiting in `noSignal`, which has no way back: the alert is sent
 * once. When the last road stops before the end (`capture.roadOffAir`) the lesson is in
 * `signalLost`, still `capturing`: a road that comes back goes on in the same capture, its parts
 * one recording. When the end has passed (`capture.lessonEnded` from the tick, or a road stopping
 * `isAfterEnd`) the lesson is `over`: `recording` queues the job (`queueRecording`) each time it is
 * entered. Roads may run over into the tail; each one that stops after the end enters `recording`
 * again, so the recording gets the rest, and so does the worker's sweep of a recording whose job
 * was lost (`capture.recordingStranded`). The job ends `recorded`, `published` (the class is told,
 * `announceRecording`) or `held` for the teacher's review when the class's `capture_review` says so
 * (`isHeldForReview`), or `failed` when nothing was captured. A road on air before the end
 * (`isLessonOn`: the lesson was moved later) captures it again in `onAir`. A window that closes
 * with nothing received (`capture.windowClosed`) leaves the lesson `missed`: no row, no recording.
 */
import { assign, setup } from 'xstate';
import { edgeAction } from './edge-stubs';

/** What `lesson_captures.status` holds (server/db/schema/capture.ts), one tag per state that has a row. */
export const CAPTURE_STATUSES = ['capturing', 'recording', 'recorded', 'failed'] as const;
export type CaptureStatus = (typeof CAPTURE_STATUSES)[number];

export type CaptureLifecycleInput = {
  /** The lesson is broadcast (`is_live`): only such a lesson raises the no-signal alert. */
  broadcast: boolean;
};

export type CaptureLifecycleContext = CaptureLifecycleInput & {
  /** Roads of the lesson's classroom whose feed is taken now. */
  roadsOnAir: number;
};

export type CaptureLifecycleEvent =
  | { type: 'capture.windowOpened' }
  | { type: 'capture.noSignalDue' }
  /** `afterEnd`: the lesson's end had passed when the feed was taken (or stopped), as the server checks it. */
  | { type: 'capture.roadOnAir'; afterEnd: boolean }
  | { type: 'capture.roadOffAir'; afterEnd: boolean }
  | { type: 'capture.lessonEnded' }
  | { type: 'capture.windowClosed' }
  /** `heldForReview`: the class's `capture_review` when the job made the recording. */
  | { type: 'capture.recordingMade'; heldForReview: boolean }
  | { type: 'capture.recordingFailed' }
  | { type: 'capture.recordingStranded' };

export type CaptureLifecycleEventType = CaptureLifecycleEvent['type'];

const countRoadOnAir = { type: 'countRoadOnAir' } as const;
const countRoadOffAir = { type: 'countRoadOffAir' } as const;
const afterEndOf = ({ event }: { event: { afterEnd: boolean } }) => ({ afterEnd: event.afterEnd });

export const captureLifecycleMachine = setup({
  types: {
    context: {} as CaptureLifecycleContext,
    events: {} as CaptureLifecycleEvent,
    input: {} as CaptureLifecycleInput,
    tags: {} as CaptureStatus,
  },
  actions: {
    countRoadOnAir: assign({ roadsOnAir: ({ context }) => context.roadsOnAir + 1 }),
    countRoadOffAir: assign({ roadsOnAir: ({ context }) => Math.max(0, context.roadsOnAir - 1) }),
    /** The `capture-recording` job, through the job queue (server/jobs/capture-recorder.ts). */
    queueRecording: edgeAction('queueRecording'),
    /** The system message to the tenant's administrators and the lesson's teacher (server/capture/no-signal.ts). */
    alertNoSignal: edgeAction('alertNoSignal'),
    /** The class's "recording ready" message. */
    announceRecording: edgeAction('announceRecording'),
  },
  guards: {
    isBroadcast: ({ context }) => context.broadcast,
    hasOtherRoadsOnAir: ({ context }) => context.roadsOnAir > 1,
    isAfterEnd: (_, params: { afterEnd: boolean }) => params.afterEnd,
    isLessonOn: (_, params: { afterEnd: boolean }) => !params.afterEnd,
    isHeldForReview: (_, params: { heldForReview: boolean }) => params.heldForReview,
  },
}).createMachine({
  id: 'captureLifecycle',
  context: ({ input }) => ({ ...input, roadsOnAir: 0 }),
  initial: 'scheduled',
  states: {
    scheduled: {
      description: 'In the timetable, its capture window not open yet: a feed from its room is refused.',
      on: { 'capture.windowOpened': { target: 'waitingForSignal' } },
    },
    waitingForSignal: {
      description: 'Within its window (from 5 min before its begin), nothing received yet: no row.',
      on: {
        'capture.roadOnAir': { target: 'onAir', actions: countRoadOnAir },
        'capture.noSignalDue': { guard: 'isBroadcast', target: 'noSignal', actions: 'alertNoSignal' },
        'capture.windowClosed': { target: 'missed' },
      },
    },
    noSignal: {
      description: 'Still nothing 2 min after its begin: its administrators and teacher were told, once; still waiting.',
      on: {
        'capture.roadOnAir': { target: 'onAir', actions: countRoadOnAir },
        'capture.windowClosed': { target: 'missed' },
      },
    },
    onAir: {
      description: 'Status capturing: at least one road on air, packaged into parts.',
      tags: 'capturing',
      on: {
        'capture.roadOnAir': { actions: countRoadOnAir },
        'capture.roadOffAir': [
          { guard: { type: 'isAfterEnd', params: afterEndOf }, target: '#captureLifecycle.over.recording', actions: countRoadOffAir },
          { guard: 'hasOtherRoadsOnAir', actions: countRoadOffAir },
          { target: 'signalLost', actions: countRoadOffAir },
        ],
        'capture.lessonEnded': { target: '#captureLifecycle.over.recording' },
      },
    },
    signalLost: {
      description: 'Status capturing: every road stopped before the end; a road back goes on in the same capture.',
      tags: 'capturing',
      on: {
        'capture.roadOnAir': { target: 'onAir', actions: countRoadOnAir },
        'capture.lessonEnded': { target: '#captureLifecycle.over.recording' },
      },
    },
    over: {
      description: 'Its end has passed with something captured; roads may still run over into the tail.',
      initial: 'recording',
      on: {
        'capture.roadOnAir': [
          { guard: { type: 'isLessonOn', params: afterEndOf }, target: 'onAir', actions: countRoadOnAir },
          { actions: countRoadOnAir },
        ],
        'capture.roadOffAir': [
          { guard: { type: 'isAfterEnd', params: afterEndOf }, target: '.recording', reenter: true, actions: countRoadOffAir },
          { actions: countRoadOffAir },
        ],
        'capture.recordingMade': [
          {
            guard: { type: 'isHeldForReview', params: ({ event }) => ({ heldForReview: event.heldForReview }) },
            target: '.recorded.held',
          },
          { target: '.recorded.published' },
        ],
        'capture.recordingFailed': { target: '.failed' },
      },
      states: {
        recording: {
          description: 'Status recording: its job is queued or running.',
          tags: 'recording',
          entry: 'queueRecording',
          on: { 'capture.recordingStranded': { target: 'recording', reenter: true } },
        },
        recorded: {
          description: 'Status recorded: every road part in one recording.',
          tags: 'recorded',
          initial: 'published',
          states: {
            published: {
              description: 'Watchable by the class, which was told.',
              entry: 'announceRecording',
            },
            held: {
              description: 'Hidden until the teacher publishes it; nobody told yet.',
            },
          },
        },
        failed: {
          description: 'Status failed: the job found nothing captured.',
          tags: 'failed',
        },
      },
    },
    missed: {
      description: 'Its window closed with nothing received: no row, no recording.',
      type: 'final',
    },
  },
});
