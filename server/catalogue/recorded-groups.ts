import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { VOD_GROUP_ORDER_FIELDS, VodGroup, VodGroupQuery } from '../../src/schemas/catalogue';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { teachingClasses, vods } from '../db/schema';
import { publishedReady } from '../access';
import { stampColumn, withCatalogueCache, type CatalogueCache, type Stamped } from './catalogue-cache';
import { classCardColumns, withClassCard } from './class-card';
import { classFilters, courseNamed } from './list-filters';
import { orderPairs, orderSql } from './list-order';
import { pageLimits, paged, totalOver, type Paged } from './paging';
import { viewKey, visibleClassesCached } from './visible-classes';

/**
 * GET /v1/group_subject_vod_list/t-1: one card per teaching class that has ready recordings,
 * with its recording count and latest recording. The page of classes comes from the counts a
 * trigger keeps on `teaching_classes` (migration 0005). A recording's time is when it was made
 * (`vods.created_at`).
 */

/** The class's newest ready recording, as JSON (one correlated index read per card of the page). */
const latestReady = (tenantId: string) => sql<LatestRow>`(select json_build_object(
    'vodId', ${vods.id}, 'title', ${vods.title}, 'posterUrl', ${vods.posterUrl}, 'durationS', ${vods.durationS},
    'courId', ${vods.courId}, 'recordedAt', ${vods.createdAt})
  from ${vods} where ${vods.teclId} = ${teachingClasses.id} and ${vods.tenantId} = ${tenantId} and ${publishedReady()}
  order by ${vods.createdAt} desc, ${vods.id} desc limit 1)`;
type LatestRow = Omit<VodGroup['latestVod'], 'recordedAt'> & { recordedAt: string };

/**
 * One statement: the page of classes (with the total counted over the window, unless cached)
 * joined for display, each with its newest ready recording (docs/bench.md "EXPLAIN").
 */
export const recordedGroups = (db: Db, claims: AccessClaims, query: VodGroupQuery): Promise<Paged<VodGroup>> =>
  withCatalogueCache(db, (cache) => recordedWith(db, cache, claims, query));

async function recordedWith(db: Db, cache: CatalogueCache, claims: AccessClaims, query: VodGroupQuery): Promise<Stamped<Paged<VodGroup>>> {
  const { tid } = claims;
  const where = and(
    eq(teachingClasses.tenantId, tid),
    gt(teachingClasses.readyVodCount, 0),
    await visibleClassesCached(db, cache, claims),
    classFilters(tid, query),
    query.courName ? courseNamed(tid, query.courName) : undefined,
  );
  const order = orderSql(orderPairs<(typeof VOD_GROUP_ORDER_FIELDS)[number]>(query, 'hot'), {
    hot: teachingClasses.hotScore,
    time: teachingClasses.lastRecordedAt,
  });
  const key = JSON.stringify(['recorded', viewKey(claims), query.acteId, query.courName, query.orgaChecked, query.tagsChecked]);
  const cachedTotal = cache.get<number>('totals', key);
  const total = cachedTotal === undefined ? totalOver() : sql`${cachedTotal}::int`;
  const { limit, offset } = pageLimits(query);
  const page = db.$with('page').as(
    db
      .select({ pageId: sql<string>`${teachingClasses.id}`.as('page_id'), total: sql<number>`${total}`.as('total') })
      .from(teachingClasses)
      .where(where)
      .orderBy(...order, asc(teachingClasses.id))
      .limit(limit)
      .offset(offset),
  );
  const rows = await withClassCard(
    db
      .with(page)
      .select({
        ...classCardColumns,
        acteId: teachingClasses.acteId,
        hotScore: teachingClasses.hotScore,
        viewCount: teachingClasses.viewCount,
        vodCount: teachingClasses.readyVodCount,
        latestVod: latestReady(tid),
        total: page.total,
        stamp: stampColumn,
      })
      .from(page)
      .innerJoin(teachingClasses, eq(teachingClasses.id, page.pageId))
      .$dynamic(),
  ).orderBy(...order, asc(teachingClasses.id));
  const countApart = async () => cachedTotal ?? db.$count(teachingClasses, where);
  const answer = await paged(
    query,
    rows.map((row) => ({ ...row, total: Number(row.total) })),
    async (found) =>
      found.map(({ total: _total, stamp: _stamp, latestVod, ...row }) => ({
        ...row,
        latestVod: { ...latestVod, recordedAt: new Date(latestVod.recordedAt).toISOString() },
      })),
    countApart,
  );
  if (cachedTotal === undefined) cache.set('totals', key, answer.total);
  return { answer, stamp: rows[0]?.stamp ?? null };
}
