import type { CourStatus } from '../../schemas/catalogue';
import { MAIN_ROAD_TYPE, type PlaybackTarget } from './playback-address';

/**
 * What "watch" does once the course-view check and the lesson status are known: refused without
 * the right to view ('no permission', SPEC §6); a live lesson that has ended plays its recording
 * instead, or says the recording is not ready; one not begun yet says so.
 */
export type WatchRequest =
  | { kind: 'live'; courseId: string; teclId: string }
  /** courseId is the recorded lesson, null for a recording made outside the timetable. */
  | { kind: 'video'; courseId: string | null; teclId: string; vodId: string; startS?: number };

export type WatchDecision =
  { kind: 'open'; target: PlaybackTarget } | { kind: 'denied' } | { kind: 'notStarted' } | { kind: 'noRecording' };

const LESSON = { notStarted: 0, live: 1, finished: 2 } as const satisfies Record<string, CourStatus>;

export function decideWatch(
  request: WatchRequest,
  verified: boolean,
  status: { courStatus: CourStatus; hasRecording: boolean; vodId: string | null } | null,
): WatchDecision {
  if (!verified) return { kind: 'denied' };
  if (request.kind === 'video') {
    const { teclId, vodId, startS } = request;
    return { kind: 'open', target: startS === undefined ? { kind: 'video', teclId, vodId } : { kind: 'video', teclId, vodId, startS } };
  }
  if (status?.courStatus === LESSON.finished) {
    // The ended lesson's own recording, never the class's newest.
    return status.hasRecording && status.vodId !== null
      ? { kind: 'open', target: { kind: 'video', teclId: request.teclId, vodId: status.vodId } }
      : { kind: 'noRecording' };
  }
  if (status?.courStatus === LESSON.notStarted) return { kind: 'notStarted' };
  return { kind: 'open', target: { kind: 'live', courseId: request.courseId, teclId: request.teclId, roadType: MAIN_ROAD_TYPE } };
}
