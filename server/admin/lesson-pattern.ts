import type { LessonPatternBody, SkipReason } from '../../src/schemas/admin-classes';
import { atLocalTime, localDayText, localDateOf, startOfLocalDay, startOfLocalWeek } from '../local-day';
import { LESSON_SLOTS } from '../schedule/lesson-slots';
import { termWeekOf } from './lesson-calendar';

/**
 * The days a weekly pattern names in a term (docs/admin.md "Generating a term's lessons"), each
 * with its lesson's begin and end on the server's local dates (as a moved lesson's,
 * server/admin/move-lesson.ts) and whether it is made or why not. Pure: the caller adds the
 * lessons the class already has. Week w is the w-th Monday-based week from the term's first day,
 * as `weekNo` counts it (server/admin/lesson-calendar.ts).
 */
export type PatternDay = { date: string; begin: Date; end: Date; weekNo: number; skip: Exclude<SkipReason, 'exists'> | null };

type Term = { beginDate: string; endDate: string };

export function patternDays(term: Term, body: LessonPatternBody, now: Date): PatternDay[] {
  const firstMonday = startOfLocalWeek(localDateOf(term.beginDate));
  const [beginHour, beginMinute] = LESSON_SLOTS[body.slots.first - 1]!;
  const [, , endHour, endMinute] = LESSON_SLOTS[body.slots.first + body.slots.count - 2]!;
  const holidays = new Set(body.skipDates);
  const weekdays = [...body.weekdays].sort((a, b) => a - b);
  const days: PatternDay[] = [];
  for (let week = body.weeks.from; week <= body.weeks.to; week++) {
    for (const weekday of weekdays) {
      const day = startOfLocalDay(firstMonday, (week - 1) * 7 + weekday - 1);
      const date = localDayText(day);
      const begin = atLocalTime(day, beginHour, beginMinute);
      const end = atLocalTime(day, endHour, endMinute);
      const skip =
        date < term.beginDate || date > term.endDate
          ? 'outside-term'
          : holidays.has(date)
            ? 'holiday'
            : begin.getTime() <= now.getTime()
              ? 'past'
              : null;
      days.push({ date, begin, end, weekNo: termWeekOf(term.beginDate, begin), skip });
    }
  }
  return days;
}
