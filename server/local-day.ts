/**
 * The server's one definition of "day": the server process's local calendar day. "Today" is it
 * (SPEC §7 getServerDateTime: todayBeginTime), the live list's liveDay counts days from it, the
 * watch history is grouped by it, the landing page's "this week" is its last seven, and the
 * demo timetable plans lessons in it. Day arithmetic goes through the calendar (never adds
 * 24 hours), so a daylight-saving change cannot shift a day. tests/unit/local-day.test.ts.
 */

/** 00:00 of the local day `offsetDays` after the one `date` falls in (negative: before). */
export const startOfLocalDay = (date: Date, offsetDays = 0): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + offsetDays);

/** `hour`:`minute` on the local day `date` falls in. */
export const atLocalTime = (date: Date, hour: number, minute: number): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate(), hour, minute);

/** 00:00 of the Monday starting the local week `date` falls in (weeks start on Monday). */
export const startOfLocalWeek = (date: Date): Date => startOfLocalDay(date, -((date.getDay() + 6) % 7));

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar date of an instant, e.g. 2026-03-02 (never the UTC date). */
export const localDayText = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
