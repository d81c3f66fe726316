import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  captureLifecycleMachine,
  type CaptureLifecycleContext,
  type CaptureLifecycleEvent,
} from '../../../../src/machines/capture-lifecycle.machine';
import { defineModel, type EventFixtures } from '../model';

/**
 * Every event the ingest's tick, its feeds and the job send, with both answers to each time check
 * the server makes (`afterEnd`) and both review settings of a class.
 */
export const captureLifecycleEvents = {
  'capture.windowOpened': [{ type: 'capture.windowOpened' }],
  'capture.noSignalDue': [{ type: 'capture.noSignalDue' }],
  'capture.roadOnAir': [
    { type: 'capture.roadOnAir', afterEnd: false },
    { type: 'capture.roadOnAir', afterEnd: true },
  ],
  'capture.roadOffAir': [
    { type: 'capture.roadOffAir', afterEnd: false },
    { type: 'capture.roadOffAir', afterEnd: true },
  ],
  'capture.lessonEnded': [{ type: 'capture.lessonEnded' }],
  'capture.windowClosed': [{ type: 'capture.windowClosed' }],
  'capture.recordingMade': [
    { type: 'capture.recordingMade', heldForReview: false },
    { type: 'capture.recordingMade', heldForReview: true },
  ],
  'capture.recordingFailed': [{ type: 'capture.recordingFailed' }],
  'capture.recordingStranded': [{ type: 'capture.recordingStranded' }],
} as const satisfies EventFixtures<CaptureLifecycleEvent, never>;

/** Two roads show every rule a third would (one stopping while another goes on). */
export const MODEL_ROADS = 2;

/** Only feeds that can happen: a road stops only when one is on air, and a room has so many roads. */
const possibleFeeds = (snapshot: AnyMachineSnapshot, event: EventObject): boolean => {
  const { roadsOnAir } = snapshot.context as CaptureLifecycleContext;
  if (event.type === 'capture.roadOnAir') return roadsOnAir < MODEL_ROADS;
  if (event.type === 'capture.roadOffAir') return roadsOnAir > 0;
  return true;
};

export const captureLifecycleModel = defineModel({
  name: 'captureLifecycle',
  machine: captureLifecycleMachine,
  worlds: [
    { name: 'broadcast lesson', input: { broadcast: true }, filterEvents: possibleFeeds },
    { name: 'lesson not broadcast', input: { broadcast: false }, filterEvents: possibleFeeds },
  ],
  events: captureLifecycleEvents,
  describeContext: (snapshot) => `roads=${(snapshot.context as CaptureLifecycleContext).roadsOnAir}`,
});
