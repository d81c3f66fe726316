import { and, asc, desc, eq, exists, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUR_STATUS, type CourseSearchQuery, type SearchField, type SearchRecord } from '../../../src/schemas/catalogue';
import type { AccessClaims } from '../../../server/auth/token-signer';
import type { Db } from '../../../server/db/client';
import { SEARCH_KIND, VOD_STATUS, courseSessions, teachingClasses, vods } from '../../../server/db/schema';
import { parseKeyword } from './keyword-match';
import { lessonsByIds } from './lesson-row';
import { orderPairs, orderSql } from './list-order';
import { emptyPage, pageLimits, paged, totalOver, type Paged } from './paging';
import { searchHits, type SearchHit } from './search-hits';
import { visibleClasses } from './visible-classes';

/**
 * GET /v1/course/search (docs/search.md). The keyword is matched against the small
 * `search_texts` table (subjects, classes, teachers, classrooms, with pinyin); the hits fan out
 * to the lessons of the matched classes and classrooms. A lesson's relevance is its best hit;
 * results are ordered by relevance, then by begin time.
 */

/** The newest ready recording of each of the lessons that have one. */
async function readyRecordings(db: Db, courIds: string[]): Promise<Map<string, string>> {
  if (courIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([vods.courId], { courId: vods.courId, vodId: vods.id })
    .from(vods)
    .where(and(inArray(vods.courId, courIds), eq(vods.status, VOD_STATUS.ready)))
    .orderBy(vods.courId, desc(vods.createdAt));
  return new Map(rows.map((r) => [r.courId!, r.vodId]));
}

/** courStatus 0: not finished lessons of live-enabled classes; 1: finished lessons with a ready recording. */
function lessonState(courStatus: number, now: Date): SQL {
  if (courStatus === SEARCH_COUR_STATUS.recorded) {
    return and(
      lte(courseSessions.courEndTime, now),
      exists(sql`(select 1 from ${vods} where ${vods.courId} = ${courseSessions.id} and ${vods.status} = ${VOD_STATUS.ready})`),
    )!;
  }
  return and(eq(courseSessions.isLive, true), gt(courseSessions.courEndTime, now))!;
}

/** Lessons of the hits in the wanted state: (cour_id, score, matched_on), a lesson's best hit as its score. */
function rankedLessons(hits: SearchHit[], state: SQL): SQL {
  const kind = (k: string) => sql`${k}::text`;
  return sql`
    with hits as (
      select * from json_to_recordset(${JSON.stringify(hits)}::json) as h("kind" text, "entityId" text, "field" text, "score" float8)
    ), class_hits as (
      select ${teachingClasses.id} as tecl_id, hits.field, hits.score from hits
        join ${teachingClasses} on ${teachingClasses.id} = hits."entityId" where hits.kind = ${kind(SEARCH_KIND.teachingClass)}
      union all
      select ${teachingClasses.id}, hits.field, hits.score from hits
        join ${teachingClasses} on ${teachingClasses.subjId} = hits."entityId" where hits.kind = ${kind(SEARCH_KIND.subject)}
      union all
      select ${teachingClasses.id}, hits.field, hits.score from hits
        join ${teachingClasses} on ${teachingClasses.teacherId} = hits."entityId" where hits.kind = ${kind(SEARCH_KIND.teacher)}
    ), lesson_hits as (
      select ${courseSessions.id} as id, class_hits.field, class_hits.score from class_hits
        join ${courseSessions} on ${courseSessions.teclId} = class_hits.tecl_id where ${state}
      union all
      select ${courseSessions.id}, hits.field, hits.score from hits
        join ${courseSessions} on ${courseSessions.clroId} = hits."entityId" where hits.kind = ${kind(SEARCH_KIND.classroom)} and ${state}
    )
    select id as cour_id, max(score) as score, array_agg(distinct field order by field) as matched_on
    from lesson_hits group by id`;
}

export async function searchCourses(db: Db, claims: AccessClaims, query: CourseSearchQuery, now: Date): Promise<Paged<SearchRecord>> {
  const hits = await searchHits(db, claims.tid, parseKeyword(query.unionName));
  if (hits.length === 0) return emptyPage(query);
  const state = lessonState(query.courStatus ?? SEARCH_COUR_STATUS.upcoming, now);
  const ranked = db
    .$with('ranked', {
      courId: sql<string>`cour_id`.as('cour_id'),
      score: sql<number>`score`.as('score'),
      matchedOn: sql<SearchField[]>`matched_on`.as('matched_on'),
    })
    .as(rankedLessons(hits, state));
  const where = visibleClasses(claims);
  const timeOrder = orderSql(orderPairs(query, 'courBeginTime'), { courBeginTime: courseSessions.courBeginTime });
  const { limit, offset } = pageLimits(query);
  const fromRanked = () =>
    db
      .with(ranked)
      .select({ id: courseSessions.id, matchedOn: ranked.matchedOn, total: totalOver() })
      .from(ranked)
      .innerJoin(courseSessions, eq(courseSessions.id, ranked.courId))
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
      .where(where);
  const rows = await fromRanked()
    .orderBy(desc(ranked.score), ...timeOrder, asc(courseSessions.id))
    .limit(limit)
    .offset(offset);
  const countApart = async () => (await fromRanked().limit(1))[0]?.total ?? 0;
  return paged(
    query,
    rows,
    async (page) => {
      const ids = page.map((r) => r.id);
      const [lessons, recordings] = [await lessonsByIds(db, ids, now), await readyRecordings(db, ids)];
      return lessons.map((lesson, i) => ({ ...lesson, matchedOn: page[i]!.matchedOn, vodId: recordings.get(lesson.courId) ?? null }));
    },
    countApart,
  );
}
