import { sql, type SQL } from 'drizzle-orm';
import { LESSON_HITS_COUNTED } from '../../src/schemas/lesson-search';
import { DIGEST_COLUMNS, lessonTextsReadableBy } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import { LESSON_TEXT_KIND, lessonTextDocs, lessonTexts, teachingClasses, vods } from '../db/schema';
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
 * A lesson counts when the caller reads one of its sources and one of that source's pieces holds
 * the whole keyword. For a keyword of one lexeme the digest says so already; otherwise the source
 * is asked (`sourceHolds`): lexemes apart in different pieces, or pairs of characters not standing
 * together, are false candidates and left out, so the page and the count hold only lessons that
 * answer.
 */

/**
 * The pieces of the source `of` (its kind and source_id columns) that hold `query`, through
 * `lesson_texts_source_terms_idx`: one GIN scan of the source's key and the keyword's lexemes,
 * whatever the source's length (0.05–0.1 ms at the bench's scale, where reading a caption track's
 * 900 cues to test each took 0.3 ms). OFFSET 0 keeps it a look-up of its own source.
 */
export const sourceHits = (columns: SQL, of: string, tsquery: string) =>
  sql`(select ${columns} from ${lessonTexts} t where t.source_id = ${sql.raw(of)}.source_id and t.kind = ${sql.raw(of)}.kind
    and t.terms @@ ${tsquery}::tsquery offset 0)`;

/**
 * Pieces of a source read in turn before asking the index whether one holds a keyword
 * (`sourceHolds`): a slide deck's 40 cost less read than asked, and so do a track's first cues
 * when the keyword is said every few minutes; when it is said once in the hour, the index answers
 * at once what reading 900 cues would.
 */
const PIECES_READ_FIRST = 64;

/** True when a piece of the source `of` holds `query`: its first pieces read, else its index asked. */
const sourceHolds = (of: string, tsquery: string) =>
  sql`(exists (select 1 from (select t.terms from ${lessonTexts} t where t.source_id = ${sql.raw(of)}.source_id
      and t.kind = ${sql.raw(of)}.kind limit ${sql.raw(String(PIECES_READ_FIRST))}) as p where p.terms @@ ${tsquery}::tsquery)
    or exists ${sourceHits(sql`1`, of, tsquery)})`;

/**
 * The order a lesson's sources are asked in, the kinds with the fewest pieces first: a recording's
 * slides (about 40 an hour, read whole within PIECES_READ_FIRST), then notes, then its caption and
 * transcript tracks (about 900 cues an hour). A slide, a title and lines on one topic, also holds
 * a keyword of several words more often than a cue of a dozen words does. Sorted per lesson (a few
 * sources, OFFSET 0 keeps the sort below the test): ordered aggregates over every candidate in
 * `lessons` cost more than they saved.
 */
const FEWEST_PIECES_FIRST = sql.raw(`d.kind <> '${LESSON_TEXT_KIND.slide}', d.kind <> '${LESSON_TEXT_KIND.note}'`);

/** The lesson a source belongs to: its recording, else its lesson, else its class. */
const lessonKey = sql`coalesce(${lessonTextDocs.vodId}, 'lesson:' || ${lessonTextDocs.courId}, 'class:' || ${lessonTextDocs.teclId})`;

/**
 * Of the lesson `l`'s candidate sources, those the caller reads, as a LATERAL `kept`: their kinds
 * and keys, and whether the lesson is found in the pass `l.pass` (`found`, false when it is not).
 * The sources are unnested under the digest table's name, so the readers' rule reads them as it
 * reads a digest (server/access/lesson-text-readers.ts); their recordings are looked up by key
 * (a LATERAL, OFFSET 0 keeps it one: joined plainly, the planner hashed the whole `vods` table on
 * every call, 18 ms at 10,000 lesson-hours, for a hundred sources).
 *
 * Whether a source holds the keyword is asked last and only as far as the pass needs (`holds`, one
 * EXISTS each, which stops at the first source that answers): pass 1 a talking source that holds
 * it, pass 2 none that does and another that holds it. For a keyword of several lexemes each
 * answer reads the source's pieces until one holds it (0.1–0.3 ms), and asking it of every source
 * of every lesson decided was most of such a search (347 sources for 166 lessons of "傅里叶
 * transform"). The page's lessons keep every source the caller reads: the moments are tested
 * piece by piece there anyway, and a source that does not hold the keyword gives none.
 */
function keptSources({ claims, exact, tsquery }: SearchTerms): SQL {
  const holds = (talking: boolean) =>
    exact
      ? sql`exists (select 1 from unnest(readable.kinds, readable.sources, readable.talking) as lesson_text_docs(kind, source_id, talks)
          where ${talking ? sql`` : sql`not`} lesson_text_docs.talks)`
      : sql`exists (select 1 from (select * from unnest(readable.kinds, readable.sources, readable.talking) as d(kind, source_id, talks)
            order by ${FEWEST_PIECES_FIRST} offset 0) as lesson_text_docs
          where ${talking ? sql`` : sql`not`} lesson_text_docs.talks
          and ${sourceHolds('lesson_text_docs', tsquery)})`;
  return sql`cross join lateral (
      select array_agg(lesson_text_docs.kind) as kinds, array_agg(lesson_text_docs.source_id) as sources,
        array_agg(lesson_text_docs.talks) as talking
      from unnest(l.kinds, l.sources, l.vod_ids, l.talking) as lesson_text_docs(kind, source_id, vod_id, talks)
      join ${teachingClasses} on ${teachingClasses.id} = l.tecl_id
      left join lateral (select * from ${vods} where ${vods.id} = lesson_text_docs.vod_id offset 0) as vods on true
      where ${lessonTextsReadableBy(claims, DIGEST_COLUMNS)}
    ) as readable
    cross join lateral (
      select readable.kinds, readable.sources,
        coalesce(case l.pass when 1 then ${holds(true)} else not ${holds(true)} and ${holds(false)} end, false) as found
    ) as kept`;
}

/**
 * How a search reads the candidates: `reach`, how many lessons of each pass, the latest, are
 * decided at most (null: all of them); `window`, when set, the digests of the latest days alone
 * (about that many of the tenant's latest digests, at most WINDOW_DAYS days), else every one.
 */
export type CandidateReading = { reach: number | null; window: number | null };

/**
 * A reading as the statement binds it (moment-search.ts): `reach`, and `windowFrom`, the place of
 * the window's earliest digest among the tenant's latest (its `window` − 1), or null for every
 * digest.
 */
export type BoundReading = { reach: number | null; windowFrom: number | null };

/**
 * What a search's statement binds: the caller, and the keyword's queries as text, the pieces'
 * (`tsquery`), the tenant's digests' (`digestQuery`, lesson-text-docs.ts digestQueryOf) and any
 * digest's (`keywordQuery`, keywordDigestQueryOf). The statement is built once per shape with
 * these as placeholders (server/db/sql-rows.ts shapedRowsOf), so they are only ever put in the
 * SQL, never read here: `exact` (digestIsExact) and the caller's role shape it.
 */
export type SearchTerms = { claims: AccessClaims; exact: boolean; tsquery: string; digestQuery: string; keywordQuery: string };

/** The terms of `query` for `claims`, with their values: what moment-search.ts binds. */
export const searchTermsOf = (claims: AccessClaims, query: TextQuery): SearchTerms => ({
  claims,
  exact: digestIsExact(query),
  tsquery: query.tsquery,
  digestQuery: digestQueryOf(claims.tid, query),
  keywordQuery: keywordDigestQueryOf(query),
});

/**
 * The latest days first: the days a windowed search reads, from the day of the tenant's
 * `window`-th latest digest (or WINDOW_DAYS before its latest day, whichever is later) to its
 * latest day, as `recent`: `cut`, the first day's midnight (UTC), and `query`, the digest query
 * limited to those days' lexemes (lesson-text-docs.ts `dayLexemes`). GIN answers it as it answers
 * the plain query: a word said in most lessons (tens of thousands of digests at 10,000
 * lesson-hours, 20 ms to read and 20 ms to group) costs the latest two thousand's worth.
 */
const WINDOW_DAYS = 62;

function recentDays({ claims, keywordQuery }: SearchTerms, windowFrom: number): SQL {
  const tenantId = claims.tid;
  const latest = (offset: number) => sql`(select ${lessonTextDocs.lessonAt} from ${lessonTextDocs}
    where ${lessonTextDocs.tenantId} = ${tenantId} and ${lessonTextDocs.lessonAt} is not null
    order by ${lessonTextDocs.lessonAt} desc nulls last offset ${offset} limit 1)`;
  return sql`bounds as materialized (
      select date_trunc('day', ${latest(0)} at time zone 'UTC') as last_day,
        date_trunc('day', coalesce(${latest(windowFrom)}, '-infinity') at time zone 'UTC') as window_day
    ), days as (
      select last_day, greatest(window_day, last_day - interval '${sql.raw(String(WINDOW_DAYS - 1))} days') as first_day from bounds
    ), recent as materialized (
      select first_day at time zone 'UTC' as cut,
        ${keywordQuery}::tsquery && ${daysQuery(tenantId, sql`first_day`, sql`last_day`)} as query from days
    ), covered as materialized (
      select coalesce(${earliestInside(tenantId)}, true) as every_digest
    )`;
}

/**
 * True when the tenant's earliest digest, undated first, is inside the window (`recent`'s cut): the
 * window then holds every digest. One step of lesson_text_docs_tenant_at_idx read backwards.
 */
const earliestInside = (tenantId: string) => sql`(select ${lessonTextDocs.lessonAt} is not null
    and ${lessonTextDocs.lessonAt} >= (select cut from recent) from ${lessonTextDocs}
    where ${lessonTextDocs.tenantId} = ${tenantId} order by ${lessonTextDocs.lessonAt} asc nulls first limit 1)`;

/**
 * Whether a windowed statement searched its window (`windowed`): when the window's digests are of
 * LESSON_HITS_COUNTED + 1 lessons or more, or are every digest of the tenant. Otherwise the window
 * cannot hold the answer (`windowHolds` asks no less), and the same statement searches every digest
 * instead: a word of a few hundred lessons has a few dozen in the window, and a statement of its
 * own to find that out cost 1–4 ms of a 10–20 ms search.
 */
const windowUsed = sql`(select used from windowed)`;

/**
 * True when the statement's answer is the whole's (`found` and `counts` as moment-search.ts has
 * them): it searched every digest; or every candidate of the tenant is inside the window; or the
 * page's lessons and the count are all of pass 1 and found inside it (every lesson outside is
 * older); or no digest outside talks about the keyword, so pass 1 is whole inside it, and enough
 * of pass 2 was found there too. Otherwise the search is made again over every digest.
 */
export function windowHolds({ digestQuery }: SearchTerms): SQL {
  const cut = sql`(select cut from recent)`;
  const counted = LESSON_HITS_COUNTED + 1;
  const talksOutside = sql`exists (select 1 from ${lessonTextDocs}
    where ${lessonTextDocs.often} @@ ${digestQuery}::tsquery and (${lessonTextDocs.lessonAt} < ${cut} or ${lessonTextDocs.lessonAt} is null))`;
  return sql`(not ${windowUsed} or (${cut} is not null and (
      counts.counted_talking >= ${counted}
      or (counts.counted >= ${counted} and not ${talksOutside})
      or (select every_digest from covered)
    )))`;
}

/**
 * Sorting every candidate lesson to read them in order cost more than deciding them (20,000 rows
 * with their sources, spilled to disk, at 10,000 lesson-hours); the first `reach` of each pass are
 * kept by a bounded heap instead. The caller checks the counts and goes further when a pass was
 * cut before it found enough, or the window did not hold the answer (moment-search.ts).
 */
export function candidateLessons(terms: SearchTerms, { reach, windowFrom }: BoundReading): SQL {
  const counted = LESSON_HITS_COUNTED + 1;
  const kept = keptSources(terms);
  // The digests holding `query`, each marked when it talks about it, whose query is `query` too.
  const digestsOf = (
    query: SQL,
    when: SQL = sql`true`,
  ) => sql`select ${lessonTextDocs.kind} as kind, ${lessonTextDocs.sourceId} as source_id,
      ${lessonTextDocs.vodId} as vod_id, ${lessonTextDocs.teclId} as tecl_id, ${lessonTextDocs.lessonAt} as lesson_at, ${lessonKey} as lesson_key,
      (${lessonTextDocs.kind}, ${lessonTextDocs.sourceId}) in (select ${lessonTextDocs.kind}, ${lessonTextDocs.sourceId} from ${lessonTextDocs}
        where ${lessonTextDocs.often} @@ ${query}) as talks
    from ${lessonTextDocs} where ${lessonTextDocs.terms} @@ ${query} and ${when}`;
  const every = sql`${terms.digestQuery}::tsquery`;
  // The lessons are read in order, the talking ones (pass 1) then all of them (pass 2), and decided
  // one at a time in the LATERAL until the LIMIT is met: the lessons past it are never decided.
  // Sorted in a subquery (OFFSET 0 keeps it one) the planner knows the order it reads them in and
  // keeps it; sorting at the top instead, it decided every lesson first and kept the best. A
  // lesson is found in pass 1 when a source the caller reads talks about the keyword, else in pass
  // 2 when one holds it; one LATERAL for both keeps one copy of the readers' rule to plan. The
  // digest query names the tenant (its lexeme, or its days'), so no other tenant's digest is a
  // candidate: a test of `tenant_id` besides had the planner read the whole tenant's rows of
  // lesson_text_docs_tenant_at_idx to AND them with GIN's. Of the two queries of a windowed
  // statement, the one not used is never run: its CTE and hashed set are read under a one-time
  // filter.
  return sql`${
    windowFrom === null
      ? sql`candidates as materialized (${digestsOf(every)})`
      : sql`${recentDays(terms, windowFrom)}, window_candidates as materialized (${digestsOf(sql`(select query from recent)`)}),
        windowed as materialized (
          select (select count(distinct lesson_key) from window_candidates) >= ${counted} or (select every_digest from covered) as used
        ), candidates as materialized (
          select * from window_candidates where ${windowUsed}
          union all (${digestsOf(every, sql`not ${windowUsed}`)})
        )`
  }, lessons as materialized (
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
      where kept.found
      order by l.pass, l.lesson_at desc nulls last, l.lesson_key limit ${counted}
    )`;
}

/** The order of `found`'s lessons, as columns of `from` (a relation carrying them, written with its dot, or '' unqualified). */
export const lessonOrder = (from: 'moments.' | '') => sql.raw(`${from}tier desc, ${from}lesson_at desc nulls last, ${from}lesson_key`);
