import type { DetailSession } from '../../schemas/detail';

/**
 * A class's lessons as a timetable: one row per teaching week, one column per weekday the class
 * meets on (Monday first), each cell the lessons of that day, by time.
 */
export type ScheduleWeek = { weekNo: number; cells: DetailSession[][] };
export type ScheduleGrid = { weekdays: number[]; weeks: ScheduleWeek[] };

/** 0 for Monday … 6 for Sunday, in the reader's time zone. */
export const weekdayOf = (iso: string) => (new Date(iso).getDay() + 6) % 7;

export function scheduleGrid(sessions: readonly DetailSession[]): ScheduleGrid {
  const weekdays = [...new Set(sessions.map((s) => weekdayOf(s.courBeginTime)))].sort((a, b) => a - b);
  const weekNos = [...new Set(sessions.map((s) => s.weekNo))].sort((a, b) => a - b);
  const byTime = [...sessions].sort((a, b) => a.courBeginTime.localeCompare(b.courBeginTime));
  const weeks = weekNos.map((weekNo) => ({
    weekNo,
    cells: weekdays.map((day) => byTime.filter((s) => s.weekNo === weekNo && weekdayOf(s.courBeginTime) === day)),
  }));
  return { weekdays, weeks };
}
