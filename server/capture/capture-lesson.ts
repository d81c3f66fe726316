import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseSessions } from '../db/schema';

/**
 * Which lesson a classroom's feed belongs to (docs/capture.md "The timetable decides"): the one
 * scheduled in that room now, counting a few minutes before its begin (an encoder started as the
 * teacher sets up) and after its end (a lesson that runs over). When two lessons' windows meet
 * (back-to-back lessons), the one on now wins, then the one about to begin, then the one that has
 * just ended, so a break between two lessons hands the room over at the next lesson's lead.
 */
export const CAPTURE_LEAD_MS = 5 * 60_000;
export const CAPTURE_TAIL_MS = 10 * 60_000;

export type CaptureLesson = { courId: string; teclId: string; begin: Date; end: Date; isLive: boolean };

export async function lessonInRoom(db: Db, tenantId: string, clroId: string, now: Date): Promise<CaptureLesson | null> {
  const rows = await db
    .select({
      courId: courseSessions.id,
      teclId: courseSessions.teclId,
      begin: courseSessions.courBeginTime,
      end: courseSessions.courEndTime,
      isLive: courseSessions.isLive,
    })
    .from(courseSessions)
    .where(
      and(
        eq(courseSessions.tenantId, tenantId),
        eq(courseSessions.clroId, clroId),
        lte(courseSessions.courBeginTime, new Date(now.getTime() + CAPTURE_LEAD_MS)),
        gte(courseSessions.courEndTime, new Date(now.getTime() - CAPTURE_TAIL_MS)),
      ),
    )
    .orderBy(asc(courseSessions.courBeginTime), asc(sql`${courseSessions.id}`));
  const at = now.getTime();
  const rank = (l: CaptureLesson) => (l.begin.getTime() <= at && at < l.end.getTime() ? 0 : l.begin.getTime() > at ? 1 : 2);
  // Stable: within a rank, the earliest begin (then id) stays first.
  return [...rows].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}
