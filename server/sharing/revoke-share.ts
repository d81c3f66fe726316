import { and, eq, isNull } from 'drizzle-orm';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { shareLinks } from '../db/schema';
import { ApiError } from '../errors';
import { assertTeachesClass } from '../access';

/**
 * POST /v1/share/revoke: idempotent; revoking again keeps the first time. The next playlist or
 * segment request with the token is refused, so a page already playing stops within a segment
 * or two.
 */
export async function revokeShare(db: Db, claims: AccessClaims, shareId: string, now: Date) {
  const [link] = await db
    .select({ teclId: shareLinks.teclId })
    .from(shareLinks)
    .where(and(eq(shareLinks.id, shareId), eq(shareLinks.tenantId, claims.tid)));
  if (!link) throw new ApiError('notFound', `no share link ${shareId}`);
  await assertTeachesClass(db, claims, link.teclId);
  await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(and(eq(shareLinks.id, shareId), isNull(shareLinks.revokedAt)));
  const [revoked] = await db.select({ revokedAt: shareLinks.revokedAt }).from(shareLinks).where(eq(shareLinks.id, shareId));
  return { shareId, revokedAt: revoked!.revokedAt!.toISOString() };
}
