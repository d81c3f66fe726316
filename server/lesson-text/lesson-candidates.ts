import { sql, type SQL } from 'drizzle-orm';
import { LESSON_HITS_COUNTED } from '../../src/schemas/lesson-search';
import { DIGEST_COLUMNS, lessonTextsReadableBy } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import { lessonTextDocs, lessonTexts, teachingClasses, vods } from '../db/schema';
import { daysQuery, digestIsExact, digestQueryOf, keywordDigestQueryOf } from './lesson-text-docs';
import type { TextQuery } from './text-terms';

/**
 * The first step of the search inside lessons (docs/search.md "How the search stays fast"): the
 * caller's lessons that hold a keyword, found in the sources' digests (`lesson_text_docs`) rather
 * than in every piece, in the search's order, each with its sources the caller reads that hold it.
 * As CTEs of the search's statement:
 *
 * - `candidates`: the tenant's digests holding every lexeme of the keyword (one GIN scan of a few
 *   rows a lesson, the tenant's lexeme part of it), each marked when its source talks about the
 *   keyword (every lexeme in three pieces or more, `often`);
 * - `lessons`: those by lesson, whoever may read them;
 * - `found`: the first LESSON_HITS_COUNTED + 1 lessons in the search's order, deciding who reads
 *   each lesson's sources as they come and stopping there: a lesson the caller reads a talking
 *   source of first, the latest first, then the others, the latest first. A word said in most
 *   lessons makes thousands of candidates; deciding every one of them cost most of a call, and
 *   the page and a count up to LESSON_HITS_COUNTED need a hundred or so.
 *
 * A source is kept when the caller reads it and one of its pieces holds the whole keyword. For a
 * keyword of one lexeme the digest says so already; otherwise its pieces are read, by its key,
 * until one holds it (the first does, for a source really about it): lexemes apart in different
 * pieces, or pairs of characters not standing together, are false candidates and left out, so the
 * page and the count hold only lessons that answer.
 */

/**
 * The rows of the source `of` (its kind and source_id columns) through `lesson_texts_source_idx`:
 * OFFSET 0 keeps the caller's test of the terms out of this scan, so it never turns to the
 * tenant-wide GIN index.
 */
export const sourcePieces = (columns: SQL, of: string) =>
  sql`(select ${columns} from ${lessonTexts} t where t.source_id = ${sql.raw(of)}.source_id and t.kind = ${sql.raw(of)}.kind offset 0)`;

/** The lesson a source belongs to: its recording, else its lesson, else its class. */
const lessonKey = sql`coalesce(${lessonTextDocs.vodId}, 'lesson:' || ${lessonTextDocs.courId}, 'class:' || ${lessonTextDocs.teclId})`;

/**
 * Of the lesson `l`'s candidate sources, those the caller reads that hold the keyword, as a
 * LATERAL: their kinds and keys, and whether one of them talks about it (null when none is kept).
 * The sources are unnested under the digest table's name, so the readers' rule reads them as it
 * reads a digest (server/access/lesson-text-readers.ts); their recordings are looked up by key
 * (a LATERAL, OFFSET 0 keeps it one: joined plainly, the planner hashed the whole `vods` table on
 * every call, 18 ms at 10,000 lesson-hours, for a hundred sources).
 */
function keptSources(claims: AccessClaims, query: TextQuery): SQL {
  const holds = digestIsExact(query)
    ? sql`true`
    : sql`exists (select 1 from ${sourcePieces(sql`t.terms`, 'lesson_text_docs')} as p where p.terms @@ ${query.tsquery}::tsquery)`;
  return sql`cross join lateral (
      select bool_or(lesson_text_docs.talks) as talks, array_agg(lesson_text_docs.kind) as kinds,
        array_agg(lesson_text_docs.source_id) as sources
      from unnest(l.kinds, l.sources, l.vod_ids, l.talking) as lesson_text_docs(kind, source_id, vod_id, talks)
      join ${teachingClasses} on ${teachingClasses.id} = l.tecl_id
      left join lateral (select * from ${vods} where ${vods.id} = lesson_text_docs.vod_id offset 0) as vods on true
      where ${lessonTextsReadableBy(claims, DIGEST_COLUMNS)} and ${holds}
    ) as kept`;
}

/**
 * How a search reads the candidates: `reach`, how many lessons of each pass, the latest, are
 * decided at most (null: all of them); `window`, when set, the digests of the latest days alone
 * (about that many of the tenant's latest digests, at most WINDOW_DAYS days), else every one.
 */
export type CandidateReading = { reach: number | null; window: number | null };

/**
 * The latest days first: the days a windowed search reads, from the day of the tenant's
 * `window`-th latest digest (or WINDOW_DAYS before its latest day, whichever is later) to its
 * latest day, as `recent`: `cut`, the first day's midnight (UTC), and `query`, the digest query
 * limited to those days' lexemes (lesson-text-docs.ts `dayLexemes`). GIN answers it as it answers
 * the plain query: a word said in most lessons (tens of thousands of digests at 10,000
 * lesson-hours, 20 ms to read and 20 ms to group) costs the latest two thousand's worth.
 */
const WINDOW_DAYS = 62;

function recentDays(tenantId: string, window: number, query: TextQuery): SQL {
  const latest = (offset: number) => sql`(select ${lessonTextDocs.lessonAt} from ${lessonTextDocs}
    where ${lessonTextDocs.tenantId} = ${tenantId} and ${lessonTextDocs.lessonAt} is not null
    order by ${lessonTextDocs.lessonAt} desc nulls last offset ${offset} limit 1)`;
  return sql`bounds as materialized (
      select date_trunc('day', ${latest(0)} at time zone 'UTC') as last_day,
        date_trunc('day', coalesce(${latest(window - 1)}, '-infinity') at time zone 'UTC') as window_day
    ), days as (
      select last_day, greatest(window_day, last_day - interval '${sql.raw(String(WINDOW_DAYS - 1))} days') as first_day from bounds
    ), recent as materialized (
      select first_day at time zone 'UTC' as cut,
        ${keywordDigestQueryOf(query)}::tsquery && ${daysQuery(tenantId, sql`first_day`, sql`last_day`)} as query from days
    )`;
}

/**
 * True when the windowed search found what the whole would (`found` and `counts` as
 * moment-search.ts has them): every candidate of the tenant is inside the window; or the page's
 * lessons and the count are all of pass 1 and found inside it (every lesson outside is older); or
 * no digest outside talks about the keyword, so pass 1 is whole inside it, and enough of pass 2
 * was found there too. Otherwise the search is made over every digest.
 */
export function windowHolds(tenantId: string, query: TextQuery): SQL {
  const cut = sql`(select cut from recent)`;
  const counted = LESSON_HITS_COUNTED + 1;
  // The tenant's earliest digest, undated first, is one step of lesson_text_docs_tenant_at_idx read backwards.
  const earliest = sql`(select ${lessonTextDocs.lessonAt} is not null and ${lessonTextDocs.lessonAt} >= ${cut} from ${lessonTextDocs}
    where ${lessonTextDocs.tenantId} = ${tenantId} order by ${lessonTextDocs.lessonAt} asc nulls first limit 1)`;
  const talksOutside = sql`exists (select 1 from ${lessonTextDocs}
    where ${lessonTextDocs.often} @@ ${digestQueryOf(tenantId, query)}::tsquery and (${lessonTextDocs.lessonAt} < ${cut} or ${lessonTextDocs.lessonAt} is null))`;
  return sql`(${cut} is not null and (
      counts.counted_talking >= ${counted}
      or (counts.counted >= ${counted} and not ${talksOutside})
      or coalesce(${earliest}, true)
    ))`;
}

/**
 * Sorting every candidate lesson to read them in order cost more than deciding them (20,000 rows
 * with their sources, spilled to disk, at 10,000 lesson-hours); the first `reach` of each pass are
 * kept by a bounded heap instead. The caller checks the counts and goes further when a pass was
 * cut before it found enough, or the window did not hold the answer (moment-search.ts).
 */
export function candidateLessons(claims: AccessClaims, query: TextQuery, { reach, window }: CandidateReading): SQL {
  const plainQuery = sql`${digestQueryOf(claims.tid, query)}::tsquery`;
  const digestQuery = window === null ? plainQuery : sql`(select query from recent)`;
  const counted = LESSON_HITS_COUNTED + 1;
  const kept = keptSources(claims, query);
  // The lessons are read in order, the talking ones (pass 1) then all of them (pass 2), and decided
  // one at a time in the LATERAL until the LIMIT is met: the lessons past it are never decided.
  // Sorted in a subquery (OFFSET 0 keeps it one) the planner knows the order it reads them in and
  // keeps it; sorting at the top instead, it decided every lesson first and kept the best. A
  // lesson is found in pass 1 when a source the caller reads talks about the keyword, else in pass
  // 2 when one holds it; one LATERAL for both keeps one copy of the readers' rule to plan. The
  // digest query names the tenant (its lexeme, or its days'), so no other tenant's digest is a
  // candidate: a test of `tenant_id` besides had the planner read the whole tenant's rows of
  // lesson_text_docs_tenant_at_idx to AND them with GIN's.
  return sql`${window === null ? sql`` : sql`${recentDays(claims.tid, window, query)},`} often as (
      select ${lessonTextDocs.kind} as kind, ${lessonTextDocs.sourceId} as source_id from ${lessonTextDocs}
      where ${lessonTextDocs.often} @@ ${digestQuery}
    ), candidates as materialized (
      select ${lessonTextDocs.kind} as kind, ${lessonTextDocs.sourceId} as source_id, ${lessonTextDocs.vodId} as vod_id,
        ${lessonTextDocs.teclId} as tecl_id, ${lessonTextDocs.lessonAt} as lesson_at, ${lessonKey} as lesson_key,
        (${lessonTextDocs.kind}, ${lessonTextDocs.sourceId}) in (select kind, source_id from often) as talks
      from ${lessonTextDocs}
      where ${lessonTextDocs.terms} @@ ${digestQuery}
    ), lessons as materialized (
      select lesson_key, max(tecl_id) as tecl_id, max(lesson_at) as lesson_at, bool_or(talks) as talks,
        array_agg(kind) as kinds, array_agg(source_id) as sources, array_agg(vod_id) as vod_ids, array_agg(talks) as talking
      from candidates group by lesson_key
    ), found as (
      select l.lesson_key, l.lesson_at, 2 - l.pass as tier, kept.kinds, kept.sources
      from (
        select * from (
          (select lessons.*, 1 as pass from lessons where talks order by lesson_at desc nulls last, lesson_key limit ${reach})
          union all (select lessons.*, 2 as pass from lessons order by lesson_at desc nulls last, lesson_key limit ${reach})
        ) as reached
        order by pass, lesson_at desc nulls last, lesson_key offset 0
      ) as l ${kept}
      where case l.pass when 1 then kept.talks else not kept.talks end
      order by l.pass, l.lesson_at desc nulls last, l.lesson_key limit ${counted}
    )`;
}

/** The order of `found`'s lessons, as columns of `from` (a relation carrying them, written with its dot, or '' unqualified). */
export const lessonOrder = (from: 'moments.' | '') => sql.raw(`${from}tier desc, ${from}lesson_at desc nulls last, ${from}lesson_key`);
