import type { ClassDetail, DetailSession } from '../../schemas/detail';

/**
 * The lesson the page is about: the one asked for (courseId), else the one on now, else the
 * next to come; null for a class with no lesson left.
 */
export function currentLesson(detail: Pick<ClassDetail, 'focusCourId' | 'sessions'>): DetailSession | null {
  const { sessions, focusCourId } = detail;
  return (
    sessions.find((s) => s.courId === focusCourId) ??
    sessions.find((s) => s.courStatus === 1) ??
    sessions.find((s) => s.courStatus === 0) ??
    null
  );
}
