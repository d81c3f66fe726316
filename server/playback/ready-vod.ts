import { and, eq } from 'drizzle-orm';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { vodRoads, vods } from '../db/schema';
import { assertClassViewable, readySeenBy } from '../access';
import { ApiError } from '../errors';

/** A ready recording the caller may watch (a hidden one: its class's teacher and administrators only), or the envelope error saying why not. */
export async function readyVod(db: Db, claims: AccessClaims, vodId: string) {
  const [vod] = await db
    .select({ teclId: vods.teclId, courId: vods.courId })
    .from(vods)
    .where(and(eq(vods.id, vodId), eq(vods.tenantId, claims.tid), readySeenBy(claims)));
  if (!vod) throw new ApiError('notFound', `no recording ${vodId}`);
  await assertClassViewable(db, claims, vod.teclId);
  return vod;
}

/** The HLS folder of a road of a ready recording the caller may watch. */
export async function readyRoadPath(db: Db, claims: AccessClaims, roadId: string): Promise<string> {
  const [road] = await db
    .select({ vodId: vodRoads.vodId, hlsPath: vodRoads.hlsPath })
    .from(vodRoads)
    .where(and(eq(vodRoads.id, roadId), eq(vodRoads.tenantId, claims.tid)));
  if (!road) throw new ApiError('notFound', `no road ${roadId}`);
  await readyVod(db, claims, road.vodId);
  return road.hlsPath;
}
