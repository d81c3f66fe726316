import type { CurriculumLesson, LessonSlot } from '../../schemas/schedule';
import { weekdayIndex } from './schedule-weeks';

/**
 * A week's lessons laid on the day's slots: rows are slots, columns Monday to Sunday. A block
 * starts at a lesson's first slot (letiNumber) and covers the slots beginning before it ends,
 * stopping short of the next block of that day. Lessons off the slots (no letiNumber, or one the
 * day does not have) go to a last row of their day.
 */
export type TimetableBlock = { slot: number; span: number; lessons: CurriculumLesson[] };
export type TimetableDay = { blocks: Map<number, TimetableBlock>; covered: Set<number>; offSlot: CurriculumLesson[] };
export type TimetableGrid = { days: TimetableDay[]; hasOffSlot: boolean };

const pad = (value: number) => String(value).padStart(2, '0');
const localClock = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** Slots from `leti` on that begin before the lesson ends (at least its first). */
function spanOf(lesson: CurriculumLesson, leti: number, slots: readonly LessonSlot[]): number {
  const end = localClock(new Date(lesson.courEndTime));
  const later = slots.filter((slot) => slot.letiNumber > leti && slot.beginTime < end).length;
  return 1 + later;
}

export function timetableGrid(lessons: readonly CurriculumLesson[], slots: readonly LessonSlot[]): TimetableGrid {
  const known = new Set(slots.map((slot) => slot.letiNumber));
  const days: TimetableDay[] = Array.from({ length: 7 }, () => ({ blocks: new Map(), covered: new Set(), offSlot: [] }));
  for (const lesson of lessons) {
    const day = days[weekdayIndex(new Date(lesson.courBeginTime))]!;
    const leti = lesson.letiNumber;
    if (leti === null || !known.has(leti)) {
      day.offSlot.push(lesson);
      continue;
    }
    const block = day.blocks.get(leti) ?? { slot: leti, span: 1, lessons: [] };
    block.lessons.push(lesson);
    block.span = Math.max(block.span, spanOf(lesson, leti, slots));
    day.blocks.set(leti, block);
  }
  for (const day of days) {
    const starts = [...day.blocks.keys()].sort((a, b) => a - b);
    starts.forEach((start, i) => {
      const block = day.blocks.get(start)!;
      const next = starts[i + 1];
      if (next !== undefined) block.span = Math.min(block.span, next - start);
      for (let slot = start + 1; slot < start + block.span; slot++) day.covered.add(slot);
    });
  }
  return { days, hasOffSlot: days.some((day) => day.offSlot.length > 0) };
}
