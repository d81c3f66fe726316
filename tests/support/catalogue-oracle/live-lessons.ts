import { and, asc, count, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Lesson, LiveListQuery, LIVE_ORDER_FIELDS } from '../../../src/schemas/catalogue';
import type { AccessClaims } from '../../../server/auth/token-signer';
import type { Db } from '../../../server/db/client';
import { courseSessions, teachingClasses } from '../../../server/db/schema';
import { MAX_LESSON_MS } from './cour-status';
import { lessonsByIds } from './lesson-row';
import { classFilters, classroomNamed, courseNamed, teacherNamed } from './list-filters';
import { orderPairs, orderSql } from './list-order';
import { pageLimits, paged, totalOver, type Paged } from './paging';
import { startOfLocalDay } from '../../../server/local-day';
import { visibleClasses } from './visible-classes';

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

export async function liveLessons(db: Db, claims: AccessClaims, query: LiveListQuery, now: Date): Promise<Paged<Lesson>> {
  const { tid } = claims;
  const { from, to } = liveWindow(query, now);
  const where = and(
    eq(courseSessions.tenantId, tid),
    eq(courseSessions.isLive, true),
    overlapping(from, to),
    visibleClasses(claims),
    classFilters(tid, query),
    query.courName ? courseNamed(tid, query.courName) : undefined,
    query.teacName ? teacherNamed(tid, query.teacName) : undefined,
    query.clroName ? classroomNamed(tid, query.clroName) : undefined,
  );
  const order = orderSql(orderPairs<LiveOrderField>(query, 'courBeginTime'), {
    courBeginTime: courseSessions.courBeginTime,
    hot: teachingClasses.hotScore,
  });
  const { limit, offset } = pageLimits(query);
  const rows = await db
    .select({ id: courseSessions.id, total: totalOver() })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .where(where)
    .orderBy(...order, asc(courseSessions.courBeginTime), asc(courseSessions.id))
    .limit(limit)
    .offset(offset);
  const countApart = async () => {
    const [row] = await db
      .select({ n: count() })
      .from(courseSessions)
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
      .where(where);
    return row?.n ?? 0;
  };
  return paged(
    query,
    rows,
    (page) =>
      lessonsByIds(
        db,
        page.map((r) => r.id),
        now,
      ),
    countApart,
  );
}
