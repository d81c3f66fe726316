import { and, eq } from 'drizzle-orm';
import type { RecordingVisibility } from '../../src/schemas/admin-detail';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { vods } from '../db/schema';
import { ApiError } from '../errors';
import { classToManage } from './class-to-manage';

/**
 * PATCH /v1/admin/recordings/:vodId (docs/admin.md "Publishing or hiding a recording"): hide a
 * recording from students or publish it again, as its class's teacher or an administrator.
 * Another tenant's recording does not exist (404); another teacher's class is a 403. The
 * database does the rest in the same statement: the class's recorded counters (migration 0019)
 * and the catalogue stamp, so search and the lists show the change at the next call.
 */
export async function setRecordingHidden(db: Db, claims: AccessClaims, vodId: string, hidden: boolean): Promise<RecordingVisibility> {
  const [vod] = await db
    .select({ teclId: vods.teclId })
    .from(vods)
    .where(and(eq(vods.id, vodId), eq(vods.tenantId, claims.tid)));
  if (!vod) throw new ApiError('notFound', `no recording ${vodId}`);
  await classToManage(db, claims, vod.teclId);
  await db
    .update(vods)
    .set({ hidden })
    .where(and(eq(vods.id, vodId), eq(vods.tenantId, claims.tid)));
  return { vodId, teclId: vod.teclId, hidden };
}
