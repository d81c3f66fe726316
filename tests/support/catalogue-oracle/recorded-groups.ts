import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { VOD_GROUP_ORDER_FIELDS, VodGroup, VodGroupQuery } from '../../../src/schemas/catalogue';
import type { AccessClaims } from '../../../server/auth/token-signer';
import type { Db } from '../../../server/db/client';
import { VOD_STATUS, teachingClasses, vods } from '../../../server/db/schema';
import { classCardColumns, withClassCard } from './class-card';
import { classFilters, courseNamed } from './list-filters';
import { orderPairs, orderSql } from './list-order';
import { pageLimits, paged, totalOver, type Paged } from './paging';
import { visibleClasses } from './visible-classes';

/**
 * GET /v1/group_subject_vod_list/t-1: one card per teaching class that has ready recordings,
 * with its recording count and latest recording. The page of classes comes from the counts a
 * trigger keeps on `teaching_classes` (migration 0005); then the page's classes and latest
 * recordings are read. A recording's time is when it was made (`vods.created_at`).
 */
const readyOf = (tenantId: string) => and(eq(vods.tenantId, tenantId), eq(vods.status, VOD_STATUS.ready));

async function classCards(db: Db, teclIds: string[]) {
  const rows = await withClassCard(
    db
      .select({
        ...classCardColumns,
        acteId: teachingClasses.acteId,
        hotScore: teachingClasses.hotScore,
        viewCount: teachingClasses.viewCount,
      })
      .from(teachingClasses)
      .$dynamic(),
  ).where(inArray(teachingClasses.id, teclIds));
  return new Map(rows.map((row) => [row.teclId, row]));
}

async function latestRecordings(db: Db, tenantId: string, teclIds: string[]): Promise<Map<string, VodGroup['latestVod']>> {
  const rows = await db
    .selectDistinctOn([vods.teclId], {
      teclId: vods.teclId,
      vodId: vods.id,
      title: vods.title,
      posterUrl: vods.posterUrl,
      durationS: vods.durationS,
      courId: vods.courId,
      recordedAt: vods.createdAt,
    })
    .from(vods)
    .where(and(readyOf(tenantId), inArray(vods.teclId, teclIds)))
    .orderBy(vods.teclId, desc(vods.createdAt), desc(vods.id));
  return new Map(rows.map(({ teclId, ...vod }) => [teclId, { ...vod, recordedAt: vod.recordedAt.toISOString() }]));
}

export async function recordedGroups(db: Db, claims: AccessClaims, query: VodGroupQuery): Promise<Paged<VodGroup>> {
  const { tid } = claims;
  const where = and(
    eq(teachingClasses.tenantId, tid),
    gt(teachingClasses.readyVodCount, 0),
    visibleClasses(claims),
    classFilters(tid, query),
    query.courName ? courseNamed(tid, query.courName) : undefined,
  );
  const order = orderSql(orderPairs<(typeof VOD_GROUP_ORDER_FIELDS)[number]>(query, 'hot'), {
    hot: teachingClasses.hotScore,
    time: teachingClasses.lastRecordedAt,
  });
  const { limit, offset } = pageLimits(query);
  const rows = await db
    .select({ teclId: teachingClasses.id, vodCount: teachingClasses.readyVodCount, total: totalOver() })
    .from(teachingClasses)
    .where(where)
    .orderBy(...order, asc(teachingClasses.id))
    .limit(limit)
    .offset(offset);
  const countApart = async () => db.$count(teachingClasses, where);
  return paged(
    query,
    rows,
    async (page) => {
      const ids = page.map((r) => r.teclId);
      if (ids.length === 0) return [];
      const [cards, latest] = [await classCards(db, ids), await latestRecordings(db, tid, ids)];
      return page.map((r) => ({ ...cards.get(r.teclId)!, vodCount: r.vodCount, latestVod: latest.get(r.teclId)! }));
    },
    countApart,
  );
}
