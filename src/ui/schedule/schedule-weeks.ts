/**
 * Term and week arithmetic of the timetable, on local calendar dates: week 1 is the Monday-based
 * week holding the term's first day, and every step goes through the date parts (never adds
 * 24 hours), so a daylight-saving change cannot move a lesson to another day or week
 * (tests/unit/schedule-weeks.test.ts). Counting whole days between two dates uses Date.UTC on
 * their parts: a calendar count, free of the local zone's clock changes.
 */

const DAY_MS = 86_400_000;

/** 00:00 local of a YYYY-MM-DD date (the form terms carry); null for anything else. */
export function parseLocalDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** 00:00 local of the day `days` after the one `date` falls in (negative: before). */
export const addLocalDays = (date: Date, days: number): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** 00:00 local of the Monday starting the week `date` falls in. */
export const mondayOf = (date: Date): Date => addLocalDays(date, -((date.getDay() + 6) % 7));

/** Whole calendar days from `from`'s date to `to`'s date. */
const calendarDays = (from: Date, to: Date): number =>
  Math.round(
    (Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) - Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) / DAY_MS,
  );

/** The same local calendar day. */
export const sameLocalDay = (a: Date, b: Date): boolean =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** Monday 00:00 of week `week` (1-based) of the term starting on `termBegin`. */
export const termWeekStart = (termBegin: Date, week: number): Date => addLocalDays(mondayOf(termBegin), (week - 1) * 7);

/** The term week `date` falls in: 1 for the week of the first day, 0 or less before it. */
export const termWeekOf = (termBegin: Date, date: Date): number => Math.floor(calendarDays(mondayOf(termBegin), date) / 7) + 1;

/** The week a timetable opens on: today's, held inside the term's weeks. */
export const defaultTermWeek = (termBegin: Date, weekCount: number, today: Date): number =>
  Math.min(Math.max(termWeekOf(termBegin, today), 1), Math.max(weekCount, 1));

/** The seven days of a term week, Monday first, each at 00:00 local. */
export const weekDays = (termBegin: Date, week: number): Date[] => {
  const monday = termWeekStart(termBegin, week);
  return Array.from({ length: 7 }, (_, i) => addLocalDays(monday, i));
};

/** The instants bounding a term week, [Monday 00:00, next Monday 00:00), for GET /v1/myself/curriculum. */
export const termWeekRange = (termBegin: Date, week: number): { begin: Date; end: Date } => ({
  begin: termWeekStart(termBegin, week),
  end: termWeekStart(termBegin, week + 1),
});

/** The instants bounding a whole term of `weekCount` weeks (the .ics export). */
export const termRange = (termBegin: Date, weekCount: number): { begin: Date; end: Date } => ({
  begin: termWeekStart(termBegin, 1),
  end: termWeekStart(termBegin, weekCount + 1),
});

/** Monday 0 … Sunday 6 of a date. */
export const weekdayIndex = (date: Date): number => (date.getDay() + 6) % 7;
