/**
 * "Today" is the server's local calendar day (SPEC §7 getServerDateTime: todayBeginTime), and the
 * live list's liveDay counts days from it. Lessons are planned in local time too, and the watch
 * history is grouped by the same day.
 */
export const startOfLocalDay = (now: Date, offsetDays = 0): Date =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays);

const pad = (value: number) => String(value).padStart(2, '0');

/** The server's local calendar date of an instant, e.g. 2026-03-02 (never the UTC date). */
export const localDayText = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
