import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { WatchHistoryItem, recentWatchBodySchema, recentWatchResultSchema } from '../../src/schemas/shell';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { courseSessions, teachingClasses, vods, watchRecords } from '../db/schema';
import { localDayText } from '../local-day';
import { hasAutomaticTranscript } from './transcript-badge';
import { classCardColumns, withClassCard } from './class-card';

/**
 * POST /v1/list/recentWatchRecord: the caller's watch history, newest first, grouped by the
 * server's local day of the last watch, like every other "day" (SPEC §7 "Watch-history list":
 * data.list entries hold courseInfoList). Live lessons leave no watch record yet, so isLive=true
 * answers an empty list.
 */
export async function recentWatches(
  db: Db,
  claims: AccessClaims,
  { isLive, page }: z.output<typeof recentWatchBodySchema>,
): Promise<z.output<typeof recentWatchResultSchema>> {
  if (isLive) return { list: [], total: 0 };
  const mine = and(eq(watchRecords.userId, claims.sub), eq(watchRecords.tenantId, claims.tid));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(watchRecords).where(mine);
  const { subjName, subjNameEn, teclImgUrl, teclId } = classCardColumns;
  const rows = await withClassCard(
    db
      .select({
        subjName,
        subjNameEn,
        watchPercent: watchRecords.watchPercent,
        courId: courseSessions.id,
        vodId: vods.id,
        courTransferFlag: hasAutomaticTranscript,
        watchedAt: watchRecords.updatedAt,
        courBeginTime: courseSessions.courBeginTime,
        courEndTime: courseSessions.courEndTime,
        weekNo: courseSessions.weekNo,
        letiNumber: courseSessions.letiNumber,
        teclImgUrl,
        teclId,
      })
      .from(watchRecords)
      .innerJoin(vods, eq(vods.id, watchRecords.vodId))
      .innerJoin(courseSessions, eq(courseSessions.id, vods.courId))
      .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
      .$dynamic(),
  )
    .where(mine)
    .orderBy(desc(watchRecords.updatedAt), desc(watchRecords.id))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  const groups = new Map<string, WatchHistoryItem[]>();
  for (const row of rows) {
    const item: WatchHistoryItem = {
      subjName: row.subjName,
      subjNameEn: row.subjNameEn,
      watchPercent: Math.min(1, Math.max(0, row.watchPercent)),
      courId: row.courId,
      vodId: row.vodId,
      courTransferFlag: row.courTransferFlag,
      watchedAt: row.watchedAt.toISOString(),
      courseOfEsDto: {
        courBeginTime: row.courBeginTime.toISOString(),
        courEndTime: row.courEndTime.toISOString(),
        weekNo: row.weekNo,
        letiNumber: row.letiNumber,
        teclImgUrl: row.teclImgUrl,
        teclId: row.teclId,
      },
    };
    const day = localDayText(row.watchedAt);
    groups.set(day, [...(groups.get(day) ?? []), item]);
  }
  return { list: [...groups].map(([date, courseInfoList]) => ({ date, courseInfoList })), total };
}
