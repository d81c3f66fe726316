import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shareLinks, type ShareKind } from '../db/schema';
import { ApiError } from '../errors';
import { hashShareToken, isShareTokenShaped } from './share-token';

export type ShareLink = typeof shareLinks.$inferSelect;

/**
 * The link behind a token presented without a session, or the error to answer with: unknown,
 * malformed or of the other kind → notFound; revoked → shareRevoked (410); past its expiry →
 * shareExpired (410). Every public share request (page data, playlists, segments, captions)
 * goes through here, so revoking takes effect on the next request. The live share half calls
 * it with kind 'live' and `now` from app.deps.clock().
 */
export async function resolveShare(db: Db, token: string, kind: ShareKind, now: Date): Promise<ShareLink> {
  if (!isShareTokenShaped(token)) throw new ApiError('notFound', 'no such share link');
  const [link] = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, hashShareToken(token)));
  if (!link || link.kind !== kind) throw new ApiError('notFound', 'no such share link');
  if (link.revokedAt !== null) throw new ApiError('shareRevoked');
  if (link.expiresAt.getTime() <= now.getTime()) throw new ApiError('shareExpired');
  return link;
}
