/**
 * "Today" by the server's clock (SPEC §7 getServerDateTime: todayBeginTime, timestamp), falling
 * back to the local clock when the server's answer is missing. A wrong clock on a student's
 * laptop must not move the live list to another day.
 */
export type ServerTime = { todayBeginTime: number; timestamp: number };

export const DAY_MS = 86_400_000;

/** Epoch ms of today 00:00: the server's when known, else the local midnight. */
export function todayBegin(server: ServerTime | null, localNow: Date): number {
  if (server !== null) return server.todayBeginTime;
  return new Date(localNow.getFullYear(), localNow.getMonth(), localNow.getDate()).getTime();
}

/**
 * The day `offsetDays` after today as the lists' query window (courBeginTime / courEndTime,
 * epoch ms, end exclusive). Days are counted in whole days from the server's midnight, as the
 * server's liveDay counts them.
 */
export function dayWindow(server: ServerTime | null, localNow: Date, offsetDays: number): { courBeginTime: number; courEndTime: number } {
  const begin = todayBegin(server, localNow) + offsetDays * DAY_MS;
  return { courBeginTime: begin, courEndTime: begin + DAY_MS };
}

/** The name of a day of the live filter (SPEC §3 liveForm.currentTimeName: 'today' for 0). */
export type DayName = 'yesterday' | 'today' | 'tomorrow' | 'date';

export function dayName(offsetDays: number): DayName {
  if (offsetDays === 0) return 'today';
  if (offsetDays === 1) return 'tomorrow';
  if (offsetDays === -1) return 'yesterday';
  return 'date';
}
