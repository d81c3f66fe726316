import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq } from 'drizzle-orm';
import { recentWatchBodySchema, type WatchHistoryItem } from '../../src/schemas/shell';
import { localDayText } from '../catalogue/server-day';
import { courseSessions, subjects, teachingClasses, vods, watchRecords } from '../db/schema';
import { authenticate, claimsOf } from './authenticate';
import { envelope } from './errors';

/**
 * POST /v1/list/recentWatchRecord: the caller's watch history, newest first, grouped by the
 * server's local day of the last watch, like every other "day" (SPEC §7 "Watch-history list":
 * data.list entries hold courseInfoList). Live lessons leave no watch record yet, so isLive=true
 * answers an empty list.
 */

export const watchHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post('/v1/list/recentWatchRecord', { preHandler: authenticate(), schema: { body: recentWatchBodySchema } }, async (request) => {
    const claims = claimsOf(request);
    const { isLive, page } = request.body;
    if (isLive) return envelope({ list: [], total: 0 });
    const mine = and(eq(watchRecords.userId, claims.sub), eq(watchRecords.tenantId, claims.tid));
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(watchRecords).where(mine);
    const rows = await db
      .select({
        subjName: subjects.subjName, watchPercent: watchRecords.watchPercent, courId: courseSessions.id, vodId: vods.id,
        courTransferFlag: courseSessions.courTransferFlag, watchedAt: watchRecords.updatedAt,
        courBeginTime: courseSessions.courBeginTime, courEndTime: courseSessions.courEndTime, weekNo: courseSessions.weekNo,
        letiNumber: courseSessions.letiNumber, teclImgUrl: teachingClasses.teclImgUrl, teclId: teachingClasses.id,
      })
      .from(watchRecords)
      .innerJoin(vods, eq(vods.id, watchRecords.vodId))
      .innerJoin(courseSessions, eq(courseSessions.id, vods.courId))
      .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
      .innerJoin(subjects, eq(subjects.id, teachingClasses.subjId))
      .where(mine)
      .orderBy(desc(watchRecords.updatedAt), desc(watchRecords.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize);
    const groups = new Map<string, WatchHistoryItem[]>();
    for (const row of rows) {
      const item: WatchHistoryItem = {
        subjName: row.subjName,
        watchPercent: Math.min(1, Math.max(0, row.watchPercent)),
        courId: row.courId,
        vodId: row.vodId,
        courTransferFlag: row.courTransferFlag,
        watchedAt: row.watchedAt.toISOString(),
        courseOfEsDto: {
          courBeginTime: row.courBeginTime.toISOString(), courEndTime: row.courEndTime.toISOString(),
          weekNo: row.weekNo, letiNumber: row.letiNumber, teclImgUrl: row.teclImgUrl, teclId: row.teclId,
        },
      };
      const day = localDayText(row.watchedAt);
      groups.set(day, [...(groups.get(day) ?? []), item]);
    }
    return envelope({ list: [...groups].map(([date, courseInfoList]) => ({ date, courseInfoList })), total });
  });
};
