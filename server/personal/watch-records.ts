import { and, desc, eq } from 'drizzle-orm';
import type { WatchRecordItem, WatchRecordListQuery } from '../../src/schemas/personal';
import type { AccessClaims } from '../auth/token-signer';
import { classCardColumns, withClassCard } from '../catalogue/class-card';
import { emptyPage, pageLimits, paged, totalOver, type Paged } from '../catalogue/paging';
import type { Db } from '../db/client';
import { teachingClasses, vods, watchRecords } from '../db/schema';
import { ApiError } from '../errors';
import { localDayText } from '../local-day';

/**
 * The personal center's viewing record: every watch record of the caller in their tenant,
 * newest first, each with the server's local day it falls on (the dropdown's grouping, SPEC §7).
 * Live lessons leave no watch record (a record always names a recording), so `type=live` is empty.
 */
const mine = (claims: AccessClaims) => and(eq(watchRecords.userId, claims.sub), eq(watchRecords.tenantId, claims.tid));

export async function myWatchRecords(db: Db, claims: AccessClaims, query: WatchRecordListQuery): Promise<Paged<WatchRecordItem>> {
  if (query.type === 'live') return emptyPage(query);
  const from = () =>
    db
      .select({
        total: totalOver(),
        id: watchRecords.id,
        vodId: watchRecords.vodId,
        courId: vods.courId,
        title: vods.title,
        posterUrl: vods.posterUrl,
        durationS: vods.durationS,
        watchPercent: watchRecords.watchPercent,
        positionS: watchRecords.positionS,
        watchedAt: watchRecords.updatedAt,
        ...classCardColumns,
      })
      .from(watchRecords)
      .innerJoin(vods, eq(vods.id, watchRecords.vodId))
      .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
      .$dynamic();
  const { limit, offset } = pageLimits(query);
  const rows = await withClassCard(from())
    .where(mine(claims))
    .orderBy(desc(watchRecords.updatedAt), desc(watchRecords.id))
    .limit(limit)
    .offset(offset);
  return paged(
    query,
    rows,
    async (found) =>
      found.map((row) => ({
        id: row.id,
        vodId: row.vodId,
        courId: row.courId,
        teclId: row.teclId,
        title: row.title,
        subjName: row.subjName,
        subjNameEn: row.subjNameEn,
        teacName: row.teacName,
        teclImgUrl: row.teclImgUrl,
        posterUrl: row.posterUrl,
        durationS: row.durationS,
        watchPercent: Math.min(1, Math.max(0, row.watchPercent)),
        positionS: Math.max(0, row.positionS),
        isLive: false,
        watchedAt: row.watchedAt.toISOString(),
        date: localDayText(row.watchedAt),
      })),
    async () => (await db.select({ id: watchRecords.id }).from(watchRecords).where(mine(claims))).length,
  );
}

/** Deletes one record of the caller; someone else's (or none) is "not found", never a hint it exists. */
export async function deleteWatchRecord(db: Db, claims: AccessClaims, id: string): Promise<{ deleted: number }> {
  const removed = await db
    .delete(watchRecords)
    .where(and(eq(watchRecords.id, id), mine(claims)))
    .returning({ id: watchRecords.id });
  if (removed.length === 0) throw new ApiError('notFound', `no watch record ${id}`);
  return { deleted: removed.length };
}

export async function clearWatchRecords(db: Db, claims: AccessClaims): Promise<{ deleted: number }> {
  const removed = await db.delete(watchRecords).where(mine(claims)).returning({ id: watchRecords.id });
  return { deleted: removed.length };
}
