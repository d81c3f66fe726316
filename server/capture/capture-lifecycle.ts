import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { captureStatusAfter, captureStatusAfterAny } from '../../src/machines/capture-status';
import type { Db } from '../db/client';
import { CAPTURE_STATUS, courseSessions, lessonCaptures } from '../db/schema';

/**
 * What the database keeps of a lesson being captured (docs/capture.md "Recordings"), so that its
 * recording is made whatever happens to the process that ingests it: the row is written when the
 * first road goes on air, touched while feeds arrive, and turned to `recording` once the lesson's
 * end has passed (by the ingest's tick, or by a restarted one) or when a feed stops after its end,
 * each time with a `capture-recording` job queued. Each status written is the one the capture
 * lifecycle machine moves the row to (src/machines/capture-status.ts, docs/machines/capture-lifecycle.md).
 */
export async function noteCaptureBegun(db: Db, lesson: { courId: string; tenantId: string; end: Date }, now: Date): Promise<void> {
  // Before its end, a lesson recorded already (moved to a later time) is being captured again.
  const before = lesson.end.getTime() > now.getTime();
  const onAir = { type: 'capture.roadOnAir', afterEnd: !before } as const;
  await db
    .insert(lessonCaptures)
    .values({
      courId: lesson.courId,
      tenantId: lesson.tenantId,
      firstFeedAt: now,
      lastFeedAt: now,
      status: captureStatusAfter(null, onAir),
    })
    .onConflictDoUpdate({
      target: lessonCaptures.courId,
      // After its end a road running over changes no status.
      set: before ? { lastFeedAt: now, status: captureStatusAfterAny(onAir) } : { lastFeedAt: now },
    });
}

export async function noteFeedsSeen(db: Db, courIds: readonly string[], now: Date): Promise<void> {
  if (courIds.length === 0) return;
  await db
    .update(lessonCaptures)
    .set({ lastFeedAt: now })
    .where(inArray(lessonCaptures.courId, [...courIds]));
}

/** Lessons still `capturing` whose end has passed: now `recording`, for the job queued by the caller. */
export async function lessonsEnded(db: Db, now: Date): Promise<string[]> {
  const ended = db
    .select({ id: courseSessions.id })
    .from(courseSessions)
    .where(and(eq(courseSessions.id, lessonCaptures.courId), lte(courseSessions.courEndTime, now)));
  const rows = await db
    .update(lessonCaptures)
    .set({ status: captureStatusAfter(CAPTURE_STATUS.capturing, { type: 'capture.lessonEnded' }) })
    .where(and(eq(lessonCaptures.status, CAPTURE_STATUS.capturing), sql`exists (${ended})`))
    .returning({ courId: lessonCaptures.courId });
  return rows.map((row) => row.courId);
}

/**
 * A feed of `courId` stopped: when the lesson's end has passed (it ran over), its recording is
 * made again with the rest; answers whether the caller should queue that.
 */
export async function feedStoppedAfterEnd(db: Db, courId: string, now: Date): Promise<boolean> {
  const [lesson] = await db.select({ end: courseSessions.courEndTime }).from(courseSessions).where(eq(courseSessions.id, courId));
  if (!lesson || lesson.end.getTime() > now.getTime()) return false;
  const rows = await db
    .update(lessonCaptures)
    .set({ status: captureStatusAfterAny({ type: 'capture.roadOffAir', afterEnd: true }) })
    .where(eq(lessonCaptures.courId, courId))
    .returning({ courId: lessonCaptures.courId });
  return rows.length > 0;
}

/** Lessons whose recording is due but whose job is not known to be queued (a restart): the worker's sweep queues them. */
export async function recordingsDue(db: Db): Promise<{ courId: string }[]> {
  return db.select({ courId: lessonCaptures.courId }).from(lessonCaptures).where(eq(lessonCaptures.status, CAPTURE_STATUS.recording));
}
