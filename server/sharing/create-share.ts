import { sharePagePath, type ShareCreateBody, type ShareCreated } from '../../src/schemas/sharing';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { shareLinks } from '../db/schema';
import { hashShareToken, newShareToken } from './share-token';
import { shareTarget } from './share-target';

const HOUR_MS = 3_600_000;

/** POST /v1/share/create: the one answer that holds the token; only its hash is stored. */
export async function createShare(db: Db, claims: AccessClaims, body: ShareCreateBody, now: Date): Promise<ShareCreated> {
  const target = await shareTarget(db, claims, body);
  const token = newShareToken();
  const expiresAt = new Date(now.getTime() + body.expiresInHours * HOUR_MS);
  const startS = body.startS ?? null;
  const [link] = await db
    .insert(shareLinks)
    .values({ tenantId: claims.tid, ...target, createdBy: claims.sub, tokenHash: hashShareToken(token), startS, expiresAt, createdAt: now })
    .returning({ id: shareLinks.id });
  return { shareId: link!.id, token, path: sharePagePath(target.kind, token), expiresAt: expiresAt.toISOString(), startS };
}
