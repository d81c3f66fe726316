import { and, eq, isNull } from 'drizzle-orm';
import type { CollectionBody } from '../../src/schemas/detail';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { collections, vods } from '../db/schema';
import { ApiError } from '../errors';
import { assertClassViewable } from '../access';

/**
 * POST /v1/vod/collection (SPEC §7): keeps a recording or a whole class among the caller's
 * favourites, or drops it when it is there already. Only what the caller may watch, in their
 * own tenant, can be kept.
 */

/** The class a favourite points at: the class itself, or the recording's class. */
async function classOfTarget(db: Db, tenantId: string, body: CollectionBody): Promise<string> {
  if (body.teclId !== undefined) return body.teclId;
  const [vod] = await db
    .select({ teclId: vods.teclId })
    .from(vods)
    .where(and(eq(vods.id, body.vodId!), eq(vods.tenantId, tenantId)));
  if (!vod) throw new ApiError('notFound', `no recording ${body.vodId}`);
  return vod.teclId;
}

const sameTarget = (claims: AccessClaims, body: CollectionBody) =>
  and(
    eq(collections.userId, claims.sub),
    eq(collections.tenantId, claims.tid),
    body.vodId === undefined ? isNull(collections.vodId) : eq(collections.vodId, body.vodId),
    body.teclId === undefined ? isNull(collections.teclId) : eq(collections.teclId, body.teclId),
  );

export async function toggleCollection(db: Db, claims: AccessClaims, body: CollectionBody): Promise<{ collected: boolean }> {
  await assertClassViewable(db, claims, await classOfTarget(db, claims.tid, body));
  const removed = await db.delete(collections).where(sameTarget(claims, body)).returning({ id: collections.id });
  if (removed.length > 0) return { collected: false };
  // A double click racing this one may have inserted first: the unique key keeps one row.
  await db
    .insert(collections)
    .values({ tenantId: claims.tid, userId: claims.sub, vodId: body.vodId ?? null, teclId: body.teclId ?? null })
    .onConflictDoNothing();
  return { collected: true };
}

export async function classCollected(db: Db, claims: AccessClaims, teclId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.userId, claims.sub), eq(collections.teclId, teclId)));
  return row !== undefined;
}
