import { and, eq } from 'drizzle-orm';
import { RECORDING_TITLE_MAX, recordingTitleRefusal, type RecordingTitle, type RecordingVisibility } from '../../src/schemas/admin-detail';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { vods } from '../db/schema';
import { ApiError, badBody } from '../errors';
import { sendRecordingReady } from '../messages/course-events';
import { classToManage } from './class-to-manage';

/**
 * What a class's manager changes on one of its recordings (docs/admin.md "Publishing or hiding a
 * recording", "Renaming a recording"), as its class's teacher or an administrator. Another
 * tenant's recording does not exist (404); another teacher's class is a 403.
 */

async function recordingToManage(db: Db, claims: AccessClaims, vodId: string): Promise<{ teclId: string }> {
  const [vod] = await db
    .select({ teclId: vods.teclId })
    .from(vods)
    .where(and(eq(vods.id, vodId), eq(vods.tenantId, claims.tid)));
  if (!vod) throw new ApiError('notFound', `no recording ${vodId}`);
  await classToManage(db, claims, vod.teclId);
  return vod;
}

/**
 * PATCH /v1/admin/recordings/:vodId: hide a recording from students or publish it again. The
 * database does the rest in the same statement: the class's recorded counters (migration 0019)
 * and the catalogue stamp, so search and the lists show the change at the next call. Published,
 * it is announced to the class's students not yet told of it: a captured lesson's recording held
 * for the teacher's review (docs/capture.md "Recordings") goes out now.
 */
export async function setRecordingHidden(
  db: Db,
  claims: AccessClaims,
  vodId: string,
  hidden: boolean,
  now: Date,
): Promise<RecordingVisibility> {
  const { teclId } = await recordingToManage(db, claims, vodId);
  await db
    .update(vods)
    .set({ hidden })
    .where(and(eq(vods.id, vodId), eq(vods.tenantId, claims.tid)));
  // A failed send leaves the recording published.
  if (!hidden) await sendRecordingReady(db, vodId, now).catch(() => 0);
  return { vodId, teclId, hidden };
}

/**
 * PUT /v1/admin/recordings/:vodId/title: a recording is titled after its lesson when made
 * (server/uploads/recording-rows.ts); its manager may call it anything of 1 to
 * RECORDING_TITLE_MAX characters. Every page reads the title from the row, so the class page,
 * player, viewing records and reports show the new one at their next call (no cache holds titles).
 */
export async function renameRecording(db: Db, claims: AccessClaims, vodId: string, typed: string): Promise<RecordingTitle> {
  // Who may first: a recording the caller may not manage is refused whatever the title says.
  const { teclId } = await recordingToManage(db, claims, vodId);
  const refusal = recordingTitleRefusal(typed);
  if (refusal === 'recordingTitleEmpty') throw badBody('title', 'is required', refusal, {});
  if (refusal === 'recordingTitleTooLong')
    throw badBody('title', `at most ${RECORDING_TITLE_MAX} characters`, refusal, { max: RECORDING_TITLE_MAX });
  const title = typed.trim();
  await db
    .update(vods)
    .set({ title })
    .where(and(eq(vods.id, vodId), eq(vods.tenantId, claims.tid)));
  return { vodId, teclId, title };
}
