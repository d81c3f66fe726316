import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ltiCourseGrades, ltiGradeItems, ltiGradeScores, ltiPlatforms, watchRecords } from '../db/schema';
import { studentCompletion } from '../reports/completion';
import { postScore } from './ags-calls';
import { PlatformCallFailed } from './platform-json';
import { completionScore, scoreBody } from './score-values';
import { AGS_SCORE_SCOPE, ServiceTokenError, type ServiceTokens } from './service-token';

/**
 * Posting one student's score of a graded item (docs/lti.md "Grades"): the score as it is when
 * the job runs, for the version of the row read first. A version already posted, or a score the
 * platform already has, posts nothing, so a rerun after success (a retried job, a second worker)
 * sends nothing twice; the posted version is written only forward. An outage (5xx, no answer, the
 * token endpoint failing) answers `retry`, for pg-boss to run it again later; a refusal (4xx) marks
 * the item failing, which stops its scores until the teacher turns it on again.
 */
export type ScoreOutcome = 'posted' | 'unchanged' | 'nothing' | 'retry' | 'refused';

/**
 * The student's watch completion of what the item covers, as the reports have it: the recording's
 * percent watched, or the class's completion of the per-student report (which counts the class's
 * enrolled students: a learner no longer enrolled has none, and is sent nothing).
 */
async function currentCompletion(db: Db, item: { teclId: string; vodId: string | null }, userId: string): Promise<number | null> {
  if (item.vodId !== null) {
    const [watched] = await db
      .select({ fraction: watchRecords.watchPercent })
      .from(watchRecords)
      .where(and(eq(watchRecords.vodId, item.vodId), eq(watchRecords.userId, userId)));
    return watched?.fraction ?? 0;
  }
  const report = await studentCompletion(db, { teclId: item.teclId, teclName: '' });
  return report.records.find((record) => record.userId === userId)?.averagePercent ?? null;
}

async function markItem(db: Db, itemId: string, set: Partial<typeof ltiGradeItems.$inferInsert>, now: Date) {
  await db
    .update(ltiGradeItems)
    .set({ ...set, updatedAt: now })
    .where(eq(ltiGradeItems.id, itemId));
}

export async function runGradeScore(
  db: Db,
  tokens: ServiceTokens,
  scoreId: string,
  clock: () => Date,
  log: (line: string) => void,
): Promise<ScoreOutcome> {
  const [row] = await db
    .select({ score: ltiGradeScores, item: ltiGradeItems, platform: ltiPlatforms })
    .from(ltiGradeScores)
    .innerJoin(ltiGradeItems, eq(ltiGradeItems.id, ltiGradeScores.itemId))
    .innerJoin(ltiCourseGrades, eq(ltiCourseGrades.id, ltiGradeItems.courseId))
    .innerJoin(ltiPlatforms, and(eq(ltiPlatforms.id, ltiCourseGrades.platformId), eq(ltiPlatforms.tenantId, ltiCourseGrades.tenantId)))
    .where(eq(ltiGradeScores.id, scoreId));
  const lineItemUrl = row?.item.lineItemUrl ?? null;
  if (!row || row.item.status !== 'active' || lineItemUrl === null) return 'nothing';
  const { score, item, platform } = row;
  if (score.version <= score.postedVersion) return 'nothing';
  const completion = await currentCompletion(db, item, score.userId);
  const now = clock();
  const covered = and(eq(ltiGradeScores.id, score.id), lt(ltiGradeScores.postedVersion, score.version));
  if (completion === null) {
    await db.update(ltiGradeScores).set({ postedVersion: score.version }).where(covered);
    return 'nothing';
  }
  const given = completionScore(completion);
  if (score.postedScore === given) {
    await db.update(ltiGradeScores).set({ postedVersion: score.version }).where(covered);
    return 'unchanged';
  }
  try {
    await postScore(lineItemUrl, await tokens.tokenFor(platform, AGS_SCORE_SCOPE), scoreBody(score.subject, given, now));
  } catch (error) {
    if (!(error instanceof ServiceTokenError || error instanceof PlatformCallFailed)) throw error;
    log(`lti grade score ${scoreId}: not posted: ${error.message}`);
    const status = error instanceof PlatformCallFailed ? error.status : null;
    // A refused token may be one the platform revoked early: the next attempt asks anew.
    if (status === 401) tokens.forget(platform, AGS_SCORE_SCOPE);
    if (status !== null && status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429) {
      await markItem(db, item.id, { status: 'failing', failure: 'scores' }, now);
      return 'refused';
    }
    await markItem(db, item.id, { failure: error instanceof ServiceTokenError ? 'token' : 'scores' }, now);
    return 'retry';
  }
  await db.update(ltiGradeScores).set({ postedVersion: score.version, postedScore: given, postedAt: now }).where(covered);
  if (item.failure !== null) await markItem(db, item.id, { failure: null }, now);
  return 'posted';
}
