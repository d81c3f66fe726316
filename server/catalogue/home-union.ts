import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { UnionCard } from '../../src/schemas/catalogue';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { courseSessions, teachingClasses, vods } from '../db/schema';
import { publishedReady, visibleClasses } from '../access';
import { classCardColumns, withClassCard } from './class-card';
import { lessonsByIds } from './lesson-row';
import { overlapping } from './live-lessons';
import { pageLimits, type PageQuery, type Paged } from './paging';

/**
 * GET /v1/union/vod_live_new: the home page's mixed list. Lessons on now come first (earliest
 * begun first), then the newest recordings; one page may hold the end of the first and the start
 * of the second. The home page is no archive (the recorded list is): it offers the newest
 * HOME_RECORDINGS recordings at most, which also keeps its count cheap on a large campus.
 */
export const HOME_RECORDINGS = 100;

/** Spelled like the index vods_tenant_created_idx (DESC NULLS LAST), so the newest are read from it. */
const newestFirst = sql`${vods.createdAt} desc nulls last`;

export async function homeUnion(db: Db, claims: AccessClaims, query: PageQuery, now: Date): Promise<Paged<UnionCard>> {
  const { tid } = claims;
  const visible = visibleClasses(claims);
  const liveWhere = and(
    eq(courseSessions.tenantId, tid),
    eq(courseSessions.isLive, true),
    overlapping(now, new Date(now.getTime() + 1)),
    visible,
  );
  const vodWhere = and(eq(vods.tenantId, tid), publishedReady(), visible);

  const [liveCount] = await db
    .select({ n: count() })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .where(liveWhere);
  const newest = db
    .select({ one: sql`1`.as('one') })
    .from(vods)
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .where(vodWhere)
    .orderBy(newestFirst)
    .limit(HOME_RECORDINGS)
    .as('newest');
  const [vodCount] = await db.select({ n: count() }).from(newest);
  const liveTotal = liveCount?.n ?? 0;
  const { limit, offset } = pageLimits(query);
  const liveTake = Math.max(0, Math.min(limit, liveTotal - offset));
  const liveIds =
    liveTake === 0
      ? []
      : await db
          .select({ id: courseSessions.id })
          .from(courseSessions)
          .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
          .where(liveWhere)
          .orderBy(asc(courseSessions.courBeginTime), asc(courseSessions.id))
          .limit(liveTake)
          .offset(offset);
  const vodOffset = Math.max(0, offset - liveTotal);
  const vodTake = Math.min(limit - liveTake, HOME_RECORDINGS - vodOffset);
  const { teclId, teclName, subjName, teacName, teclImgUrl } = classCardColumns;
  const recorded =
    vodTake <= 0
      ? []
      : await withClassCard(
          db
            .select({
              vodId: vods.id,
              title: vods.title,
              posterUrl: vods.posterUrl,
              durationS: vods.durationS,
              courId: vods.courId,
              recordedAt: vods.createdAt,
              teclId,
              teclName,
              subjName,
              teacName,
              teclImgUrl,
              viewCount: vods.viewCount,
            })
            .from(vods)
            .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
            .$dynamic(),
        )
          .where(vodWhere)
          .orderBy(newestFirst, desc(vods.id))
          .limit(vodTake)
          .offset(vodOffset);

  const records: UnionCard[] = [
    ...(
      await lessonsByIds(
        db,
        liveIds.map((r) => r.id),
        now,
      )
    ).map((lesson) => ({ kind: 'live' as const, ...lesson })),
    ...recorded.map((row) => ({ kind: 'vod' as const, ...row, recordedAt: row.recordedAt.toISOString() })),
  ];
  return { records, total: liveTotal + (vodCount?.n ?? 0), pageIndex: query['page.pageIndex'], pageSize: limit };
}
