import { and, asc, count, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Lesson, LiveListQuery, LIVE_ORDER_FIELDS } from '../../src/schemas/catalogue';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { classrooms, courseSessions, teachingClasses } from '../db/schema';
import { MAX_LESSON_MS } from './cour-status';
import { stampColumn, withCatalogueCache, type CatalogueCache, type Stamped } from './catalogue-cache';
import { withClassCard } from './class-card';
import { lessonColumns, toLesson } from './lesson-row';
import { classFilters, classroomNamed, courseNamed, teacherNamed } from './list-filters';
import { orderPairs, orderSql } from './list-order';
import { pageLimits, paged, totalOver, type Paged } from './paging';
import { startOfLocalDay } from '../local-day';
import { viewKey, visibleClassesCached } from './visible-classes';

type LiveOrderField = (typeof LIVE_ORDER_FIELDS)[number];

/**
 * GET /v1/vod_live/t-1: lessons of live-enabled classes whose time overlaps the window. The
 * window is the day `liveDay` days from the server's today; courBeginTime / courEndTime, when
 * given, replace its start / end.
 */
export function liveWindow(query: LiveListQuery, now: Date): { from: Date; to: Date } {
  const day = query.liveDay ?? 0;
  return {
    from: query.courBeginTime !== undefined ? new Date(query.courBeginTime) : startOfLocalDay(now, day),
    to: query.courEndTime !== undefined ? new Date(query.courEndTime) : startOfLocalDay(now, day + 1),
  };
}

/** Lessons overlapping [from, to); the lower bound on the begin time lets the index do the work. */
export const overlapping = (from: Date, to: Date): SQL =>
  and(
    lt(courseSessions.courBeginTime, to),
    gt(courseSessions.courEndTime, from),
    gt(courseSessions.courBeginTime, new Date(from.getTime() - MAX_LESSON_MS)),
  )!;

/** The filters that decide the total, as a cache key (the order and the page do not). */
const totalKey = (claims: AccessClaims, query: LiveListQuery, from: Date, to: Date) =>
  JSON.stringify([
    viewKey(claims),
    from.getTime(),
    to.getTime(),
    query.courName,
    query.teacName,
    query.clroName,
    query.orgaChecked,
    query.tagsChecked,
  ]);

/**
 * One statement: the page's ids (with the total counted over the window when it is not cached)
 * joined for display. With the total cached, the begin-time order walks the index and stops at
 * the page's end instead of reading the whole day (docs/bench.md "EXPLAIN").
 */
export const liveLessons = (db: Db, claims: AccessClaims, query: LiveListQuery, now: Date): Promise<Paged<Lesson>> =>
  withCatalogueCache(db, (cache) => liveWith(db, cache, claims, query, now));

async function liveWith(
  db: Db,
  cache: CatalogueCache,
  claims: AccessClaims,
  query: LiveListQuery,
  now: Date,
): Promise<Stamped<Paged<Lesson>>> {
  const { tid } = claims;
  const { from, to } = liveWindow(query, now);
  const where = and(
    eq(courseSessions.tenantId, tid),
    eq(courseSessions.isLive, true),
    overlapping(from, to),
    await visibleClassesCached(db, cache, claims),
    classFilters(tid, query),
    query.courName ? courseNamed(tid, query.courName) : undefined,
    query.teacName ? teacherNamed(tid, query.teacName) : undefined,
    query.clroName ? classroomNamed(tid, query.clroName) : undefined,
  );
  const order = orderSql(orderPairs<LiveOrderField>(query, 'courBeginTime'), {
    courBeginTime: courseSessions.courBeginTime,
    hot: teachingClasses.hotScore,
  });
  const key = totalKey(claims, query, from, to);
  const cachedTotal = cache.get<number>('totals', key);
  const { limit, offset } = pageLimits(query);
  const page = db.$with('page').as(
    db
      .select({
        pageId: sql<string>`${courseSessions.id}`.as('page_id'),
        total: sql<number>`${cachedTotal === undefined ? totalOver() : sql`${cachedTotal ?? 0}::int`}`.as('total'),
      })
      .from(courseSessions)
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
      .where(where)
      .orderBy(...order, asc(courseSessions.courBeginTime), asc(courseSessions.id))
      .limit(limit)
      .offset(offset),
  );
  const rows = await withClassCard(
    db
      .with(page)
      .select({ ...lessonColumns(now), total: page.total, stamp: stampColumn })
      .from(page)
      .innerJoin(courseSessions, eq(courseSessions.id, page.pageId))
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
      .$dynamic(),
  )
    .leftJoin(classrooms, eq(classrooms.id, courseSessions.clroId))
    .orderBy(...order, asc(courseSessions.courBeginTime), asc(courseSessions.id));
  const countApart = async () => {
    const [row] = await db
      .select({ n: count() })
      .from(courseSessions)
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
      .where(where);
    return row?.n ?? 0;
  };
  const answer = await paged(
    query,
    rows.map((row) => ({ ...row, total: Number(row.total) })),
    async (found) => found.map(({ total: _total, stamp: _stamp, ...row }) => toLesson(row)),
    async () => cachedTotal ?? countApart(),
  );
  if (cachedTotal === undefined) cache.set('totals', key, answer.total);
  return { answer, stamp: rows[0]?.stamp ?? null };
}
