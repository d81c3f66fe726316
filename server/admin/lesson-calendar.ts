import { calendarDaysBetween, localDateOf, localDayText, localMinuteOf, startOfLocalWeek } from '../local-day';
import { LESSON_SLOTS } from '../schedule/lesson-slots';

/**
 * Where a moved lesson falls in its term's calendar: its week (`week_no`) and first slot
 * (`leti_number`), which the timetable and the class's schedule place it by. Local dates of the
 * server process (server/local-day.ts), counted through the calendar so a daylight-saving change
 * cannot shift a week.
 */

/** The 1-based term week `at` falls in: week 1 is the Monday-based week of the term's first day. */
export const termWeekOf = (termBeginDate: string, at: Date): number =>
  Math.floor(calendarDaysBetween(startOfLocalWeek(localDateOf(termBeginDate)), at) / 7) + 1;

/** Whether `at`'s local date is one of the term's days, its first and last included. */
export const withinTerm = (term: { beginDate: string; endDate: string }, at: Date): boolean => {
  const day = localDayText(at);
  return day >= term.beginDate && day <= term.endDate;
};

/** The slot beginning exactly at `at`'s local time of day, or null for a lesson outside the slots. */
export function slotBeginningAt(at: Date): number | null {
  const time = localMinuteOf(at);
  if (time === null) return null;
  const index = LESSON_SLOTS.findIndex(([hour, minute]) => hour === time.hour && minute === time.minute);
  return index === -1 ? null : index + 1;
}
