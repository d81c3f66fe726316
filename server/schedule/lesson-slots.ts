import type { LessonSlot } from '../../src/schemas/schedule';

/**
 * The school day's lesson slots (leti 1..12), as a usual Chinese university plans them: start and
 * end [hour, minute] of each 45-minute slot, local time; slot n is index n-1. The schema keeps a
 * lesson's first slot (course_sessions.leti_number), not the slots themselves, so the day is
 * defined here once: the demo seed plans its lessons on it and GET /v1/myself/curriculum/letiNumber
 * answers it.
 */
export const LESSON_SLOTS: readonly (readonly [number, number, number, number])[] = [
  [8, 0, 8, 45],
  [8, 55, 9, 40],
  [10, 0, 10, 45],
  [10, 55, 11, 40],
  [14, 0, 14, 45],
  [14, 55, 15, 40],
  [16, 0, 16, 45],
  [16, 55, 17, 40],
  [19, 0, 19, 45],
  [19, 55, 20, 40],
  [20, 50, 21, 35],
  [21, 45, 22, 30],
];

const clock = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** The slots as GET /v1/myself/curriculum/letiNumber answers them. */
export const lessonSlots = (): LessonSlot[] =>
  LESSON_SLOTS.map(([bh, bm, eh, em], index) => ({ letiNumber: index + 1, beginTime: clock(bh, bm), endTime: clock(eh, em) }));
