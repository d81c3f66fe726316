import { and, eq } from 'drizzle-orm';
import type { ShareCreateBody } from '../../src/schemas/sharing';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { SHARE_KIND, VOD_STATUS, courseSessions, vods, type ShareKind } from '../db/schema';
import { ApiError } from '../errors';
import { assertTeachesClass } from '../access';

export type ShareTarget = { kind: ShareKind; vodId: string | null; courId: string | null; teclId: string };

/**
 * What a new link opens: a ready recording (a start time must fall inside it) or a lesson that
 * is broadcast live, of the caller's tenant and of a class they teach. Ownership is checked
 * before anything else is said about the target.
 */
export async function shareTarget(db: Db, claims: AccessClaims, body: ShareCreateBody): Promise<ShareTarget> {
  if (body.vodId !== undefined) {
    const [vod] = await db
      .select({ teclId: vods.teclId, durationS: vods.durationS })
      .from(vods)
      .where(and(eq(vods.id, body.vodId), eq(vods.tenantId, claims.tid), eq(vods.status, VOD_STATUS.ready)));
    if (!vod) throw new ApiError('notFound', `no recording ${body.vodId}`);
    await assertTeachesClass(db, claims, vod.teclId);
    if (body.startS !== undefined && vod.durationS > 0 && body.startS >= vod.durationS) {
      throw new ApiError('badRequest', `body.startS: must be within the recording (under ${vod.durationS} s)`);
    }
    return { kind: SHARE_KIND.vod, vodId: body.vodId, courId: null, teclId: vod.teclId };
  }
  const courId = body.courId!;
  const [lesson] = await db
    .select({ teclId: courseSessions.teclId, isLive: courseSessions.isLive })
    .from(courseSessions)
    .where(and(eq(courseSessions.id, courId), eq(courseSessions.tenantId, claims.tid)));
  if (!lesson) throw new ApiError('notFound', `no lesson ${courId}`);
  await assertTeachesClass(db, claims, lesson.teclId);
  if (!lesson.isLive) throw new ApiError('badRequest', 'body.courId: this lesson is not broadcast live');
  return { kind: SHARE_KIND.live, vodId: null, courId, teclId: lesson.teclId };
}
