import { and, asc, desc, eq, exists, gt, lte, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUR_STATUS, type CourseSearchQuery, type SearchField, type SearchRecord } from '../../src/schemas/catalogue';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { SEARCH_KIND, VOD_STATUS, classrooms, courseSessions, teachingClasses, vods } from '../db/schema';
import { stampColumn, withCatalogueCache, type CatalogueCache, type Stamped } from './catalogue-cache';
import { parseKeyword } from './keyword-match';
import { lessonColumns, toLesson } from './lesson-row';
import { withClassCard } from './class-card';
import { orderPairs } from './list-order';
import { emptyPage, pageLimits, paged, type Paged } from './paging';
import { searchHitsCached, type SearchHit } from './search-hits';
import { visibleClassesCached } from './visible-classes';
import { publishedReady } from '../access';
import { lessonRecordingOf } from './recording-visibility';

/**
 * GET /v1/course/search (docs/search.md). The keyword is matched against the small
 * `search_texts` table (subjects, classes, teachers, classrooms, with pinyin); the hits fan out
 * to the lessons of the matched classes and classrooms. A lesson's relevance is its best hit;
 * results are ordered by relevance, then by begin time.
 *
 * One statement (docs/bench.md "EXPLAIN"): visibility is decided per class before the fan-out
 * to lessons, the lessons carry their begin time (no second lookup), the page carries its total
 * (count over the ranked lessons) and is joined for display with its ready recording.
 */

/** courStatus 0: not finished lessons of live-enabled classes; 1: finished lessons with a ready recording. */
function lessonState(courStatus: number, now: Date): SQL {
  if (courStatus === SEARCH_COUR_STATUS.recorded) {
    return and(
      lte(courseSessions.courEndTime, now),
      exists(
        sql`(select 1 from ${vods} where ${vods.courId} = ${courseSessions.id} and ${vods.status} = ${VOD_STATUS.ready} and not ${vods.hidden})`,
      ),
    )!;
  }
  return and(eq(courseSessions.isLive, true), gt(courseSessions.courEndTime, now))!;
}

type HitKind = SearchHit['kind'];

/** Classes reached by the hits of `kinds` (through themselves, their subject, their teacher), visible ones only. */
function classBranches(kinds: Set<HitKind>, visible: SQL | undefined): SQL {
  const andVisible = visible ? sql` and ${visible}` : sql``;
  const through: [HitKind, SQL][] = [
    [SEARCH_KIND.teachingClass, sql`${teachingClasses.id}`],
    [SEARCH_KIND.subject, sql`${teachingClasses.subjId}`],
    [SEARCH_KIND.teacher, sql`${teachingClasses.teacherId}`],
  ];
  const branches = through
    .filter(([kind]) => kinds.has(kind))
    .map(
      ([kind, column]) => sql`select ${teachingClasses.id} as tecl_id, hits.field, hits.score from hits
        join ${teachingClasses} on ${column} = hits."entityId" where hits.kind = ${sql`${kind}::text`}${andVisible}`,
    );
  return branches.length > 0
    ? sql.join(branches, sql` union all `)
    : sql`select null::text as tecl_id, null::text as field, null::float8 as score where false`;
}

/**
 * The page of ranked lessons: (cour_id, score, begin_time, matched_on, total). Only the branches
 * of the kinds hit are written (less to plan). Without classroom hits a lesson is reached through
 * its class only, so it takes its class's best score and fields: ranked per class (a hundred
 * rows), not per lesson. `visible` reads `teaching_classes`, so every branch has it once, unaliased.
 */
function rankedPage(hits: SearchHit[], state: SQL, visible: SQL | undefined, beginAsc: boolean, limit: number, offset: number): SQL {
  const kinds = new Set(hits.map((h) => h.kind));
  const beginOrder = beginAsc ? sql`begin_time asc` : sql`begin_time desc`;
  const head = sql`with hits as (
      select * from json_to_recordset(${JSON.stringify(hits)}::json) as h("kind" text, "entityId" text, "field" text, "score" float8)
    ), class_hits as (${classBranches(kinds, visible)})`;
  const tail = sql`select id as cour_id, score, begin_time, matched_on, (count(*) over ())::int as total from ranked
    order by score desc, ${beginOrder}, id asc limit ${limit} offset ${offset}`;
  if (!kinds.has(SEARCH_KIND.classroom)) {
    return sql`${head}, class_best as (
      select tecl_id, max(score) as score, array_agg(distinct field order by field) as matched_on from class_hits group by tecl_id
    ), ranked as (
      select ${courseSessions.id} as id, class_best.score, ${courseSessions.courBeginTime} as begin_time, class_best.matched_on
      from class_best join ${courseSessions} on ${courseSessions.teclId} = class_best.tecl_id where ${state}
    ) ${tail}`;
  }
  const andVisible = visible ? sql` and ${visible}` : sql``;
  return sql`${head}, lesson_hits as (
      select ${courseSessions.id} as id, ${courseSessions.courBeginTime} as begin_time, class_hits.field, class_hits.score from class_hits
        join ${courseSessions} on ${courseSessions.teclId} = class_hits.tecl_id where ${state}
      union all
      select ${courseSessions.id}, ${courseSessions.courBeginTime}, hits.field, hits.score from hits
        join ${courseSessions} on ${courseSessions.clroId} = hits."entityId"
        join ${teachingClasses} on ${teachingClasses.id} = ${courseSessions.teclId}
        where hits.kind = ${sql`${SEARCH_KIND.classroom}::text`} and ${state}${andVisible}
    ), ranked as (
      select id, max(score) as score, min(begin_time) as begin_time, array_agg(distinct field order by field) as matched_on
      from lesson_hits group by id
    ) ${tail}`;
}

const readyRecording = lessonRecordingOf(publishedReady());

export const searchCourses = (db: Db, claims: AccessClaims, query: CourseSearchQuery, now: Date): Promise<Paged<SearchRecord>> =>
  withCatalogueCache(db, (cache) => searchWith(db, cache, claims, query, now));

async function searchWith(
  db: Db,
  cache: CatalogueCache,
  claims: AccessClaims,
  query: CourseSearchQuery,
  now: Date,
): Promise<Stamped<Paged<SearchRecord>>> {
  const hits = await searchHitsCached(db, cache, claims.tid, parseKeyword(query.unionName));
  if (hits.length === 0) return { answer: emptyPage(query), stamp: null };
  const state = lessonState(query.courStatus ?? SEARCH_COUR_STATUS.upcoming, now);
  const visible = await visibleClassesCached(db, cache, claims);
  const beginAsc = orderPairs(query, 'courBeginTime')[0]!.asc;
  const { limit, offset } = pageLimits(query);
  const ranked = db
    .$with('ranked', {
      courId: sql<string>`cour_id`.as('cour_id'),
      score: sql<number>`score`.as('score'),
      matchedOn: sql<SearchField[]>`matched_on`.as('matched_on'),
      total: sql<number>`total`.as('total'),
    })
    .as(rankedPage(hits, state, visible, beginAsc, limit, offset));
  const rows = await withClassCard(
    db
      .with(ranked)
      .select({ ...lessonColumns(now), matchedOn: ranked.matchedOn, total: ranked.total, vodId: readyRecording, stamp: stampColumn })
      .from(ranked)
      .innerJoin(courseSessions, eq(courseSessions.id, ranked.courId))
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
      .$dynamic(),
  )
    .leftJoin(classrooms, eq(classrooms.id, courseSessions.clroId))
    .orderBy(desc(ranked.score), beginAsc ? asc(courseSessions.courBeginTime) : desc(courseSessions.courBeginTime), asc(ranked.courId));
  const countApart = async () => {
    const counted = db.$with('counted', { total: sql<number>`total`.as('total') }).as(rankedPage(hits, state, visible, beginAsc, 1, 0));
    const [row] = await db.with(counted).select({ total: counted.total }).from(counted);
    return Number(row?.total ?? 0);
  };
  const answer = await paged(
    query,
    rows.map((row) => ({ ...row, total: Number(row.total) })),
    async (page) => page.map(({ total: _total, stamp: _stamp, ...row }) => toLesson(row)),
    countApart,
  );
  return { answer, stamp: rows[0]?.stamp ?? null };
}
