import { sql, type SQL } from 'drizzle-orm';
import type { CourStatus } from '../../../src/schemas/catalogue';
import { COUR_STATUS, courseSessions } from '../../../server/db/schema';

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

/** A lesson lasts less than this: bounds index scans on the begin time when looking for overlaps. */
export const MAX_LESSON_MS = 24 * 3_600_000;
