import { sql, type SQL } from 'drizzle-orm';
import { LESSON_MAX_MINUTES } from '../../src/constants';
import type { CourStatus } from '../../src/schemas/catalogue';
import { COUR_STATUS, courseSessions } from '../db/schema';

const literal = (value: number) => sql.raw(String(value));

/**
 * courStatus derived from the clock, never read from the stored column: the seed wrote it at seed
 * time, and a lesson planned then has begun or ended since. 0 not started, 1 on now, 2 finished.
 */
export const courStatusAt = (now: Date): SQL<CourStatus> => {
  const at = now.toISOString();
  return sql<CourStatus>`(case
    when ${courseSessions.courEndTime} <= ${at}::timestamptz then ${literal(COUR_STATUS.finished)}
    when ${courseSessions.courBeginTime} <= ${at}::timestamptz then ${literal(COUR_STATUS.live)}
    else ${literal(COUR_STATUS.notStarted)} end)`.mapWith(Number) as SQL<CourStatus>;
};

/**
 * A lesson lasts at most this (LESSON_MAX_MINUTES, which lesson moves enforce; seeded lessons are
 * single slots): bounds index scans on the begin time when looking for overlaps, so the live list
 * reads its day plus four hours instead of its day plus the one before (docs/bench.md "EXPLAIN").
 */
export const MAX_LESSON_MS = LESSON_MAX_MINUTES * 60_000;
