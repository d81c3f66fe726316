import type { DetailRecording, DetailSession } from '../../schemas/detail';
import type { WatchRequest } from '../playback/watch-decision';

/**
 * What a lesson of the class page offers: its live stream while it is on (only lessons broadcast
 * live have one), its recording once it is over and recorded, else nothing.
 */
export type LessonWatch = { kind: 'live' | 'replay'; request: WatchRequest } | null;

const ON_NOW = 1;
const FINISHED = 2;

export function lessonWatch(session: DetailSession, teclId: string): LessonWatch {
  if (session.courStatus === ON_NOW && session.isLive) return { kind: 'live', request: { kind: 'live', courseId: session.courId, teclId } };
  if (session.courStatus === FINISHED && session.vodId !== null) {
    return { kind: 'replay', request: { kind: 'video', courseId: session.courId, teclId, vodId: session.vodId } };
  }
  return null;
}

export function recordingWatch(recording: DetailRecording, teclId: string): WatchRequest {
  return { kind: 'video', courseId: recording.courId, teclId, vodId: recording.vodId };
}
