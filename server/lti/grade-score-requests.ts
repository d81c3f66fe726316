import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ltiCourseGrades, ltiGradeItems, ltiGradeScores, ltiUsers, vods, watchRecords } from '../db/schema';

/**
 * Asking for scores to be posted (docs/lti.md "Grades"). A student's progress save raises the
 * version of their score for every active graded item covering the recording, in the LMS courses
 * of the platforms they come from (`lti_users`: their `sub` is the score's user); the score's job
 * then posts what the score is when it runs. A score is a row first and a job second: a job lost
 * with its process is sent again by the worker's sweep, which finds every version not yet posted.
 */

/** Sends a score's job (the queue's `lti-grade-score`, delayed to gather a burst of saves), or null with no queue here. */
export type SendScore = ((scoreId: string) => Promise<void>) | null;

type Candidate = { itemId: string; userId: string; subject: string; tenantId: string };

/** Raises each candidate's version (making the row on a first change) and sends its job. */
async function raiseScores(db: Db, send: SendScore, candidates: Candidate[], now: Date): Promise<void> {
  for (const candidate of candidates) {
    const [score] = await db
      .insert(ltiGradeScores)
      .values({ ...candidate, updatedAt: now })
      .onConflictDoUpdate({
        target: [ltiGradeScores.itemId, ltiGradeScores.userId],
        set: { version: sql`${ltiGradeScores.version} + 1`, subject: candidate.subject, updatedAt: now },
      })
      .returning({ id: ltiGradeScores.id });
    if (send !== null) await send(score!.id);
  }
}

/** The active items, with the student's platform subject, whose course comes from a platform the student launched from. */
const candidatesOf = (db: Db, where: ReturnType<typeof and>) =>
  db
    .select({ itemId: ltiGradeItems.id, userId: ltiUsers.userId, subject: ltiUsers.subject, tenantId: ltiGradeItems.tenantId })
    .from(ltiGradeItems)
    .innerJoin(ltiCourseGrades, eq(ltiCourseGrades.id, ltiGradeItems.courseId))
    .innerJoin(ltiUsers, and(eq(ltiUsers.tenantId, ltiCourseGrades.tenantId), eq(ltiUsers.issuer, ltiCourseGrades.issuer)))
    .where(and(eq(ltiGradeItems.status, 'active'), isNotNull(ltiGradeItems.lineItemUrl), where));

/** After a progress save of `vodId` by `userId`: the scores of the items covering it (the recording's, or its class's). */
export async function queueScoresOfSave(db: Db, send: SendScore, save: { tenantId: string; userId: string; vodId: string }, now: Date) {
  const [vod] = await db
    .select({ teclId: vods.teclId })
    .from(vods)
    .where(and(eq(vods.id, save.vodId), eq(vods.tenantId, save.tenantId)));
  if (!vod) return;
  const covering = or(eq(ltiGradeItems.vodId, save.vodId), and(isNull(ltiGradeItems.vodId), eq(ltiGradeItems.teclId, vod.teclId)));
  await raiseScores(
    db,
    send,
    await candidatesOf(db, and(eq(ltiGradeItems.tenantId, save.tenantId), eq(ltiUsers.userId, save.userId), covering)),
    now,
  );
}

/**
 * After a progress save, never failing it: the save has happened, and a score whose job could not
 * be sent is found by the sweep.
 */
export async function scoresAfterSave(
  db: Db,
  send: SendScore,
  save: { tenantId: string; userId: string; vodId: string },
  now: Date,
  log: { warn: (details: object, message: string) => void },
): Promise<void> {
  try {
    await queueScoresOfSave(db, send, save, now);
  } catch (error) {
    log.warn({ err: error, vodId: save.vodId }, 'LTI scores not queued after a progress save');
  }
}

/** A new line item: the scores of the students of its platform who already watched what it covers. */
export async function queueItemScores(db: Db, send: SendScore, itemId: string, now: Date): Promise<void> {
  const watched = db
    .select({ userId: watchRecords.userId })
    .from(watchRecords)
    .innerJoin(vods, eq(vods.id, watchRecords.vodId))
    .innerJoin(ltiGradeItems, eq(ltiGradeItems.id, itemId))
    .where(and(eq(vods.teclId, ltiGradeItems.teclId), or(isNull(ltiGradeItems.vodId), eq(ltiGradeItems.vodId, vods.id))));
  await raiseScores(db, send, await candidatesOf(db, and(eq(ltiGradeItems.id, itemId), inArray(ltiUsers.userId, watched))), now);
}

/** Scores changed and not yet posted, of items still active: the worker's sweep sends them again. */
export async function pendingGradeScores(db: Db): Promise<{ scoreId: string }[]> {
  const rows = await db
    .select({ id: ltiGradeScores.id })
    .from(ltiGradeScores)
    .innerJoin(ltiGradeItems, eq(ltiGradeItems.id, ltiGradeScores.itemId))
    .where(and(gt(ltiGradeScores.version, ltiGradeScores.postedVersion), eq(ltiGradeItems.status, 'active')));
  return rows.map((row) => ({ scoreId: row.id }));
}
