import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../client';
import { COUR_STATUS, courseSessions } from '../schema';
import { LIVE_NOW_REMAINING_MIN, LIVE_NOW_STARTED_MIN } from './sessions';

/**
 * The demo's "live now" lessons (ids `cour-<tenant>-live-N`) are moved to span the current time
 * at every start, so a campus seeded yesterday still has something live today. Other lessons
 * keep their timetable. Returns how many lessons were re-anchored.
 */
export async function keepDemoLessonsLive(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(courseSessions)
    .set({
      courBeginTime: new Date(now.getTime() - LIVE_NOW_STARTED_MIN * 60_000),
      courEndTime: new Date(now.getTime() + LIVE_NOW_REMAINING_MIN * 60_000),
      courStatus: COUR_STATUS.live,
    })
    .where(and(like(courseSessions.id, 'cour-%-live-%'), eq(courseSessions.isLive, true)))
    .returning({ id: courseSessions.id });
  return rows.length;
}
