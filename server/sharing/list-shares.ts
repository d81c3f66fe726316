import { and, desc, eq } from 'drizzle-orm';
import type { ShareListItem } from '../../src/schemas/sharing';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { courseSessions, shareLinks, vods } from '../db/schema';
import { assertTeachesClass } from '../access';
import { shareState } from './share-state';

/** GET /v1/share/list: a class's links, newest first, with their state; never their tokens. */
export async function listShares(db: Db, claims: AccessClaims, teclId: string, now: Date): Promise<ShareListItem[]> {
  await assertTeachesClass(db, claims, teclId);
  const rows = await db
    .select({
      shareId: shareLinks.id,
      kind: shareLinks.kind,
      startS: shareLinks.startS,
      createdAt: shareLinks.createdAt,
      expiresAt: shareLinks.expiresAt,
      revokedAt: shareLinks.revokedAt,
      vodTitle: vods.title,
      courName: courseSessions.courName,
    })
    .from(shareLinks)
    .leftJoin(vods, eq(vods.id, shareLinks.vodId))
    .leftJoin(courseSessions, eq(courseSessions.id, shareLinks.courId))
    .where(and(eq(shareLinks.teclId, teclId), eq(shareLinks.tenantId, claims.tid)))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  return rows.map(({ vodTitle, courName, ...link }) => ({
    ...link,
    title: vodTitle ?? courName ?? '',
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    state: shareState(link, now),
  }));
}
