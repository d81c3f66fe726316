import { and, eq, sql } from 'drizzle-orm';
import type { WatchRecordBody } from '../../src/schemas/playback';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { vods, watchRecords } from '../db/schema';
import { assertClassViewable, readySeenBy } from '../access';
import { ApiError } from '../errors';
import { countMinutesPlayed, minutesPlayed } from '../reports/watch-minutes';

/**
 * POST /v1/vod/addVodWatchRecord: one record per user and recording, overwritten with the
 * latest position. The position is kept within the recording; the percent never goes down,
 * so scrubbing back to rewatch a part does not undo progress. Times come from the application
 * clock (`now`), as every other time the history is compared with, never the database's.
 */
export async function saveWatchRecord(db: Db, claims: AccessClaims, body: WatchRecordBody, now: Date) {
  const [vod] = await db
    .select({ teclId: vods.teclId, courId: vods.courId, durationS: vods.durationS })
    .from(vods)
    .where(and(eq(vods.id, body.vodId), eq(vods.tenantId, claims.tid), readySeenBy(claims)));
  if (!vod) throw new ApiError('notFound', `no recording ${body.vodId}`);
  await assertClassViewable(db, claims, vod.teclId);
  const positionS = vod.durationS > 0 ? Math.min(body.positionS, vod.durationS) : body.positionS;
  // The step since the previous save feeds the heat map's minutes (server/reports/watch-minutes.ts).
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ positionS: watchRecords.positionS, savedAt: watchRecords.updatedAt })
      .from(watchRecords)
      .where(and(eq(watchRecords.userId, claims.sub), eq(watchRecords.vodId, body.vodId)))
      .for('update');
    const [saved] = await tx
      .insert(watchRecords)
      .values({
        tenantId: claims.tid,
        userId: claims.sub,
        vodId: body.vodId,
        courId: vod.courId,
        positionS,
        watchPercent: body.watchPercent,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [watchRecords.userId, watchRecords.vodId],
        set: {
          positionS,
          watchPercent: sql`greatest(${watchRecords.watchPercent}, excluded.watch_percent)`,
          updatedAt: now,
        },
      })
      .returning({ vodId: watchRecords.vodId, positionS: watchRecords.positionS, watchPercent: watchRecords.watchPercent });
    const minutes = minutesPlayed(before ?? null, positionS, now, vod.durationS);
    if (minutes) await countMinutesPlayed(tx, { tenantId: claims.tid, vodId: body.vodId, userId: claims.sub }, minutes);
    return saved!;
  });
}
