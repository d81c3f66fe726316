import type { CurriculumLesson } from '../../schemas/schedule';
import type { WatchRequest } from '../playback/watch-decision';

/**
 * What a timetable lesson offers, as its status says: its live stream while it is on (lessons
 * broadcast live), its own recording once over and recorded (that lesson's vodId, not the class's
 * newest), else a note: not started yet, on now without a stream, or no recording yet.
 */
export type LessonOffer =
  | { kind: 'live'; request: WatchRequest }
  | { kind: 'recording'; request: WatchRequest }
  | { kind: 'note'; note: 'notStarted' | 'onNow' | 'noRecording' };

const ON_NOW = 1;
const FINISHED = 2;

export function lessonOffer(lesson: CurriculumLesson): LessonOffer {
  if (lesson.courStatus === ON_NOW) {
    return lesson.isLive
      ? { kind: 'live', request: { kind: 'live', courseId: lesson.courId, teclId: lesson.teclId } }
      : { kind: 'note', note: 'onNow' };
  }
  if (lesson.courStatus === FINISHED) {
    return lesson.vodId === null
      ? { kind: 'note', note: 'noRecording' }
      : { kind: 'recording', request: { kind: 'video', courseId: lesson.courId, teclId: lesson.teclId, vodId: lesson.vodId } };
  }
  return { kind: 'note', note: 'notStarted' };
}
