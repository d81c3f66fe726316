import { LOG_RETENTION_DAYS } from '../constants';

/**
 * The retention rule of the client log store (SPEC §9: "retention 5 days (older entries deleted
 * at start, counted from the start of today)"). Pure: the clock is passed in.
 */

/** Local midnight LOG_RETENTION_DAYS days before the day of `now`; older entries go. */
export function retentionCutoff(now: number, days: number = LOG_RETENTION_DAYS): number {
  const cutoff = new Date(now);
  cutoff.setHours(0, 0, 0, 0);
  cutoff.setDate(cutoff.getDate() - days);
  return cutoff.getTime();
}
