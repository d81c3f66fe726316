import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { courseStatusSchema } from '../../src/schemas/catalogue';
import type { AccessClaims } from '../auth/token-signer';
import { courStatusAt } from '../catalogue/cour-status';
import type { Db } from '../db/client';
import { courseSessions, vods } from '../db/schema';
import { ApiError } from '../errors';
import { assertClassViewable, readySeenBy } from '../access';

/**
 * GET /v1/course/status: the status of one lesson and its ready recording, which the live
 * page keeps asking for. Only for a class the caller may watch (403 otherwise, as its live page
 * and detail are); another tenant's lesson does not exist (404).
 */
export async function courseStatus(
  db: Db,
  claims: AccessClaims,
  courseId: string,
  now: Date,
): Promise<z.output<typeof courseStatusSchema>> {
  const [row] = await db
    .select({
      teclId: courseSessions.teclId,
      courStatus: courStatusAt(now),
      courBeginTime: courseSessions.courBeginTime,
      courEndTime: courseSessions.courEndTime,
    })
    .from(courseSessions)
    .where(and(eq(courseSessions.id, courseId), eq(courseSessions.tenantId, claims.tid)));
  if (!row) throw new ApiError('notFound', `no course ${courseId}`);
  await assertClassViewable(db, claims, row.teclId);
  const [vod] = await db
    .select({ id: vods.id })
    .from(vods)
    .where(and(eq(vods.courId, courseId), eq(vods.tenantId, claims.tid), readySeenBy(claims)))
    // As every page resolves a lesson's recording (catalogue/recording-visibility.ts `lessonRecordingOf`).
    .orderBy(desc(vods.createdAt), desc(vods.id))
    .limit(1);
  return {
    courStatus: row.courStatus,
    courBeginTime: row.courBeginTime.toISOString(),
    courEndTime: row.courEndTime.toISOString(),
    hasRecording: vod !== undefined,
    vodId: vod?.id ?? null,
  };
}
