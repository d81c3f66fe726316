import { and, eq } from 'drizzle-orm';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { VOD_STATUS, vods } from '../db/schema';
import { assertClassViewable } from '../detail/class-access';
import { ApiError } from '../http/errors';

/** A ready recording the caller may watch, or the envelope error saying why not. */
export async function readyVod(db: Db, claims: AccessClaims, vodId: string) {
  const [vod] = await db
    .select({ teclId: vods.teclId, courId: vods.courId, captionsPath: vods.captionsPath })
    .from(vods)
    .where(and(eq(vods.id, vodId), eq(vods.tenantId, claims.tid), eq(vods.status, VOD_STATUS.ready)));
  if (!vod) throw new ApiError('notFound', `no recording ${vodId}`);
  await assertClassViewable(db, claims, vod.teclId);
  return vod;
}
