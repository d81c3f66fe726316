import { sql, type SQL } from 'drizzle-orm';
import {
  LESSON_HITS_COUNTED,
  MOMENTS_PER_LESSON,
  type LessonHit,
  type LessonHitPage,
  type LessonSearchQuery,
  type Moment,
  type MomentKind,
} from '../../src/schemas/lesson-search';
import { LESSON_MOMENTS_MAX, type LessonMoments } from '../../src/schemas/lesson-texts';
import { boundClaims, claimsShape } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { courseSessions, lessonTexts, subjects, teachingClasses, users, vods } from '../db/schema';
import { instantOf, rowsOf, shapedRowsOf } from '../db/sql-rows';
import { emptyPage, pageLimits } from '../catalogue/paging';
import { candidateLessons, lessonOrder, searchTermsOf, sourceHits, windowHolds, type CandidateReading } from './lesson-candidates';
import { marksOf, parseTextQuery, type TextQuery } from './text-terms';

/**
 * The search inside lessons (docs/search.md "Inside lessons"): the moments whose slide, caption,
 * transcript or note holds every word of the keyword. GET /v1/lesson/search answers them grouped
 * by lesson across the caller's lessons: it finds the lessons in the sources' digests and reads
 * the pieces of one page of them only (docs/search.md "How the search stays fast"). The player
 * searches within one recording (GET /v1/vod/{vodId}/moments and its share link's,
 * docs/player-texts.md) through that recording's pieces alone. Who reads what is decided in the
 * statement from each source as it is now (server/access/lesson-text-readers.ts), always within
 * one tenant.
 */

/** Characters of context around the first mark; a cue or a slide shorter than this is shown whole. */
const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 160;

/** A matching piece as a moment needs it. */
type PieceRow = { kind: string; start_ms: number; end_ms: number; text: string };

type Row = PieceRow & {
  /** Null on the one row of an empty page, which carries the counts alone. */
  lesson_key: string | null;
  vod_id: string | null;
  cour_id: string | null;
  tecl_id: string;
  title: string;
  subj_name: string;
  teac_name: string;
  cour_begin_time: string | Date | null;
  poster_url: string | null;
};

/** A short stretch of `text` around its first mark, with the marks inside it moved to match. */
export function snippetOf(text: string, query: TextQuery): { snippet: string; marks: { start: number; end: number }[] } {
  const marks = marksOf(text, query);
  if (text.length <= SNIPPET_LENGTH) return { snippet: text, marks };
  const from = Math.max(0, Math.min((marks[0]?.start ?? 0) - SNIPPET_BEFORE, text.length - SNIPPET_LENGTH));
  const to = Math.min(text.length, from + SNIPPET_LENGTH);
  const lead = from > 0 ? '…' : '';
  const shifted = marks
    .filter((mark) => mark.start >= from && mark.end <= to)
    .map((mark) => ({ start: mark.start - from + lead.length, end: mark.end - from + lead.length }));
  return { snippet: `${lead}${text.slice(from, to)}${to < text.length ? '…' : ''}`, marks: shifted };
}

/** A matching piece as the answers show it: where it is, and a snippet with the words marked. */
const momentOf = (row: PieceRow, query: TextQuery): Moment => ({
  kind: row.kind as MomentKind,
  atS: row.start_ms / 1000,
  endS: row.end_ms / 1000,
  ...snippetOf(row.text, query),
});

/**
 * How many candidate lessons of each pass a search decides at first (lesson-candidates.ts): four
 * for each lesson it counts, enough unless most of a tenant's lessons holding the word are closed
 * to the caller. When they are, the search is made again over every candidate: the answer is the
 * same, only slower.
 */
const FIRST_REACH = 4 * (LESSON_HITS_COUNTED + 1);

/**
 * How many of the tenant's latest digests the first search reads (lesson-candidates.ts "The latest
 * days first"): about five hundred lessons, which hold a hundred answers for a word said in a
 * quarter of the lessons or more. A rarer word is searched again over every digest, at the cost of
 * a first statement that found too little (one or two milliseconds at 10,000 lesson-hours).
 */
const FIRST_WINDOW = 2000;

/** What decides whether the first reach was enough: the lessons found, by pass, and the candidates. */
type Counts = {
  counted: number;
  counted_talking: number;
  talking_lessons: number;
  candidate_lessons: number;
  /** False when a windowed search may have missed lessons outside its window. */
  window_holds: boolean;
};

/** True when a pass was cut at `reach` before it had found what the count needs: its answer may be short. */
const cutShort = (counts: Counts, reach: number) =>
  (counts.talking_lessons > reach && counts.counted_talking < LESSON_HITS_COUNTED + 1) ||
  (counts.candidate_lessons > reach && counts.counted < LESSON_HITS_COUNTED + 1);

/** FIRST_REACH and FIRST_WINDOW; a test makes them small to see the search go further, or reads every digest (null). */
export type SearchReach = { firstReach: number; firstWindow: number | null };

/** GET /v1/lesson/search: lessons ordered by how much they hold the keyword, each with its best MOMENTS_PER_LESSON. */
export async function searchMoments(
  db: Db,
  claims: AccessClaims,
  query: LessonSearchQuery,
  { firstReach, firstWindow }: SearchReach = { firstReach: FIRST_REACH, firstWindow: FIRST_WINDOW },
): Promise<LessonHitPage> {
  const parsed = parseTextQuery(query.keyword);
  if (parsed === null) return { ...emptyPage(query), totalCapped: false };
  // The latest days first (every digest in the same statement when they hold too few lessons),
  // then every digest, then every candidate lesson: each only when the one before may have missed
  // a lesson the answer holds.
  let rows = await pageRows(db, claims, query, parsed, { reach: firstReach, window: firstWindow });
  if (!rows[0]!.window_holds) rows = await pageRows(db, claims, query, parsed, { reach: firstReach, window: null });
  if (cutShort(rows[0]!, firstReach)) rows = await pageRows(db, claims, query, parsed, { reach: null, window: null });
  const lessons = new Map<string, LessonHit>();
  for (const row of rows) {
    if (row.lesson_key === null) continue;
    const lesson = lessons.get(row.lesson_key) ?? {
      vodId: row.vod_id,
      courId: row.cour_id,
      teclId: row.tecl_id,
      title: row.title,
      subjName: row.subj_name,
      teacName: row.teac_name,
      courBeginTime: instantOf(row.cour_begin_time),
      posterUrl: row.poster_url,
      moments: [],
    };
    lesson.moments.push(momentOf(row, parsed));
    lessons.set(row.lesson_key, lesson);
  }
  const { counted } = rows[0]!;
  return {
    records: [...lessons.values()],
    total: Math.min(counted, LESSON_HITS_COUNTED),
    totalCapped: counted > LESSON_HITS_COUNTED,
    pageIndex: query['page.pageIndex'],
    pageSize: query['page.pageSize'],
  };
}

/**
 * The page's moments with the counts, one row per moment, or one row of counts alone when the page
 * is empty, or when a windowed search did not hold its answer (`window_holds` false: the page is
 * not read then). A page of the lessons found in the digests (lesson-candidates.ts), then the pieces of
 * their kept sources alone, read by the sources' key and tested for the phrases there. The names
 * of each moment kept are looked up by key in a LATERAL (OFFSET 0 keeps it one): joined plainly,
 * the planner expected hundreds of moments and hashed the whole of `vods` and `teaching_classes`
 * on every call for the thirty it gets.
 */
async function pageRows(db: Db, claims: AccessClaims, query: LessonSearchQuery, parsed: TextQuery, reading: CandidateReading) {
  const { limit, offset } = pageLimits(query);
  const terms = searchTermsOf(claims, parsed);
  const windowed = reading.window !== null;
  const values = {
    sub: claims.sub,
    tid: claims.tid,
    tsquery: terms.tsquery,
    digestQuery: terms.digestQuery,
    keywordQuery: terms.keywordQuery,
    reach: reading.reach,
    windowFrom: reading.window === null ? null : reading.window - 1,
    limit: Math.max(0, Math.min(limit, LESSON_HITS_COUNTED - offset)),
    offset,
  };
  // The caller's role (claimsShape) and `exact` decide the readers' rule and the test of the
  // sources; the window, whether its CTEs are there at all. Everything else is a value.
  const shape = `lesson-search:${claimsShape(claims)}:${terms.exact}:${windowed}`;
  return shapedRowsOf<Row & Counts, typeof values>(db, shape, values, (v) => {
    const bound = {
      claims: boundClaims(claims, v.sub, v.tid),
      exact: terms.exact,
      tsquery: v.tsquery,
      digestQuery: v.digestQuery,
      keywordQuery: v.keywordQuery,
    };
    const boundReading = { reach: v.reach, windowFrom: windowed ? v.windowFrom : null };
    return sql`with ${candidateLessons(bound, boundReading)}, counts as (
      select (select count(*) from found)::int as counted, (select count(*) from found where tier = 1)::int as counted_talking,
        (select count(*) from lessons where talks)::int as talking_lessons, (select count(*) from lessons)::int as candidate_lessons
    ), holds as (
      select ${windowed ? windowHolds(bound) : sql`true`} as window_holds from counts
    ), page as (
      select found.* from found where (select window_holds from holds) order by ${lessonOrder('')}
      limit ${v.limit} offset ${v.offset}
    ), hits as (
      select page.lesson_key, page.tier, page.lesson_at,
        p.kind, p.start_ms, p.end_ms, p.text, p.vod_id, p.cour_id, p.tecl_id,
        ts_rank_cd(p.terms, ${v.tsquery}::tsquery)::float8 as rank
      from page cross join lateral unnest(page.kinds, page.sources) as s(kind, source_id)
      cross join lateral ${sourceHits(sql`t.kind, t.start_ms, t.end_ms, t.text, t.vod_id, t.cour_id, t.tecl_id, t.terms`, 's', v.tsquery)} as p
    ), ranked as (
      select hits.*, row_number() over (partition by lesson_key order by rank desc, start_ms) as nth from hits
    ), moments as (
      select ranked.lesson_key, ranked.tier, ranked.lesson_at, ranked.nth, ranked.kind, ranked.start_ms, ranked.end_ms, ranked.text,
        ranked.vod_id, ranked.cour_id, ranked.tecl_id, shown.title, shown.subj_name, shown.teac_name,
        shown.cour_begin_time, shown.poster_url
      from ranked
      cross join lateral (
        select coalesce(${vods.title}, ${courseSessions.courName}, ${teachingClasses.teclName}) as title,
          ${subjects.subjName} as subj_name, ${users.name} as teac_name,
          ${courseSessions.courBeginTime} as cour_begin_time, ${vods.posterUrl} as poster_url
        from ${teachingClasses}
        join ${subjects} on ${subjects.id} = ${teachingClasses.subjId}
        join ${users} on ${users.id} = ${teachingClasses.teacherId}
        left join ${vods} on ${vods.id} = ranked.vod_id
        left join ${courseSessions} on ${courseSessions.id} = coalesce(ranked.cour_id, ${vods.courId})
        where ${teachingClasses.id} = ranked.tecl_id
        offset 0
      ) as shown
      where ranked.nth <= ${MOMENTS_PER_LESSON}
    )
    select counts.*, holds.window_holds, moments.* from counts cross join holds left join moments on true
    order by ${lessonOrder('moments.')}, moments.nth`;
  });
}

/** One recording of a tenant, and who reads which of its pieces (a rule of server/access/lesson-text-readers.ts). */
export type MomentScope = { tenantId: string; vodId: string; readable: SQL };

/**
 * The player's search within one recording (docs/player-texts.md): every moment the reader may
 * read, in time order; past LESSON_MOMENTS_MAX, the best of them, and `more` says so.
 */
export async function lessonMoments(db: Db, scope: MomentScope, keyword: string): Promise<LessonMoments> {
  const parsed = parseTextQuery(keyword);
  if (parsed === null) return { moments: [], more: false };
  // The recording's pieces through its index (lesson_texts_vod_idx), tested for the keyword there
  // (MATERIALIZED keeps the test out of the scan, off the tenant-wide GIN index); the few that
  // hold it are read whole and their readers decided.
  const rows = await rowsOf<PieceRow & { total: number }>(
    db,
    sql`with recording as materialized (
        select t.id, t.terms from ${lessonTexts} t where t.tenant_id = ${scope.tenantId} and t.vod_id = ${scope.vodId}
      ), hits as (
        select ${lessonTexts.kind} as kind, ${lessonTexts.startMs} as start_ms, ${lessonTexts.endMs} as end_ms, ${lessonTexts.text} as text,
          ts_rank_cd(${lessonTexts.terms}, ${parsed.tsquery}::tsquery)::float8 as rank
        from ${lessonTexts}
        join ${teachingClasses} on ${teachingClasses.id} = ${lessonTexts.teclId}
        left join ${vods} on ${vods.id} = ${lessonTexts.vodId}
        where ${lessonTexts.id} in (select id from recording where terms @@ ${parsed.tsquery}::tsquery)
          and ${lessonTexts.vodId} = ${scope.vodId} and ${scope.readable}
      )
      select kind, start_ms, end_ms, text, (count(*) over ())::int as total from hits
      order by rank desc, start_ms limit ${LESSON_MOMENTS_MAX}`,
  );
  const moments = rows
    .sort((a, b) => a.start_ms - b.start_ms || a.end_ms - b.end_ms || a.kind.localeCompare(b.kind))
    .map((row) => momentOf(row, parsed));
  return { moments, more: (rows[0]?.total ?? 0) > rows.length };
}
