import type { PlayLesson } from '../../schemas/playback';

/** Watched this close to the end, a lesson starts again from the beginning. */
const NEAR_END_S = 5;

/** The lesson asked for, else the newest one (the class page's "play the latest recording"). */
export function chooseLesson(lessons: readonly PlayLesson[], vodId: string | undefined): PlayLesson | null {
  return lessons.find((lesson) => lesson.vodId === vodId) ?? lessons.at(-1) ?? null;
}

/**
 * Where playback starts: a time deep link (t= seconds) wins; else where the viewer left off,
 * unless they had reached the end; else the beginning.
 */
export function startPosition(lesson: PlayLesson, deepLinkS: number | undefined): number {
  const limit = lesson.durationS > 0 ? lesson.durationS : Number.POSITIVE_INFINITY;
  if (deepLinkS !== undefined && deepLinkS >= 0) return Math.min(deepLinkS, limit);
  const resume = lesson.watch?.positionS ?? 0;
  return resume >= limit - NEAR_END_S ? 0 : resume;
}
