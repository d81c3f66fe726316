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

/** 00:00 local of a YYYY-MM-DD date (a term's begin or end). */
export const localDateOf = (text: string): Date => {
  const [year, month, day] = text.split('-').map(Number);
  return new Date(year!, month! - 1, day!);
};

const DAY_MS = 86_400_000;

/** Whole calendar days from `from`'s local date to `to`'s, whatever the zone's clock changes did between. */
export const calendarDaysBetween = (from: Date, to: Date): number =>
  Math.round(
    (Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) - Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) / DAY_MS,
  );

/** The local hour and minute of an instant, exactly on the minute, or null when it has seconds. */
export const localMinuteOf = (at: Date): { hour: number; minute: number } | null =>
  at.getSeconds() !== 0 || at.getMilliseconds() !== 0 ? null : { hour: at.getHours(), minute: at.getMinutes() };
