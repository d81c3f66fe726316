import { sql, type SQL } from 'drizzle-orm';
import { DIGEST_COLUMNS, lessonTextsReadableBy } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import { LESSON_TEXT_KIND, lessonTextDocs, lessonTexts, teachingClasses, vods } from '../db/schema';
import { digestIsExact, digestQueryOf } from './lesson-text-docs';
import type { TextQuery } from './text-terms';

/**
 * The first step of the search inside lessons (docs/search.md "How the search stays fast"): the
 * caller's lessons that hold a keyword, found in the sources' digests (`lesson_text_docs`) rather
 * than in every piece, each with the sources that hold it. As CTEs of the search's statement:
 *
 * - `docs`: the tenant's digests holding every lexeme of the keyword (one GIN scan of a few rows a
 *   lesson, the tenant's lexeme part of it), readable by the caller as its pieces would be
 *   (server/access/lesson-text-readers.ts on the digest's columns);
 * - `lessons`: those by lesson, ranked without reading a piece: a source that talks about every
 *   lexeme (each in three pieces or more) first, then lessons matched in more kinds, then the
 *   latest;
 * - `found`: the lessons where one piece holds the whole keyword. For a keyword of one lexeme the
 *   digest says so already; otherwise each lesson's sources are read, by their key, until one
 *   piece holds it (the first of them does, for a lesson really about it): lexemes apart in
 *   different pieces, or pairs of characters not standing together, are false candidates and left
 *   out, so the page and the total count only lessons that answer.
 */

/**
 * The rows of the source `s` (kind, source_id) through `lesson_texts_source_idx`: OFFSET 0 keeps
 * the caller's test of the terms out of this scan, so it never turns to the tenant-wide GIN index.
 */
export const sourcePieces = (columns: SQL) =>
  sql`(select ${columns} from ${lessonTexts} t where t.source_id = s.source_id and t.kind = s.kind offset 0)`;

export function candidateLessons(claims: AccessClaims, query: TextQuery): SQL {
  const digestQuery = sql`${digestQueryOf(claims.tid, query)}::tsquery`;
  const held = digestIsExact(query)
    ? sql`true`
    : sql`exists (select 1 from unnest(lessons.kinds, lessons.sources) as s(kind, source_id)
        cross join lateral ${sourcePieces(sql`t.terms`)} as p where p.terms @@ ${query.tsquery}::tsquery)`;
  // count(distinct kind) would sort every candidate source by lesson; one bool_or per kind lets
  // the lessons be grouped by hashing.
  const kindsMatched = sql.join(
    Object.values(LESSON_TEXT_KIND).map((kind) => sql`bool_or(kind = ${kind})::int`),
    sql` + `,
  );
  return sql`often as (
      select ${lessonTextDocs.kind} as kind, ${lessonTextDocs.sourceId} as source_id from ${lessonTextDocs}
      where ${lessonTextDocs.often} @@ ${digestQuery}
    ), docs as (
      select ${lessonTextDocs.kind} as kind, ${lessonTextDocs.sourceId} as source_id, ${lessonTextDocs.lessonAt} as lesson_at,
        coalesce(${lessonTextDocs.vodId}, 'lesson:' || ${lessonTextDocs.courId}, 'class:' || ${lessonTextDocs.teclId}) as lesson_key,
        ((${lessonTextDocs.kind}, ${lessonTextDocs.sourceId}) in (select kind, source_id from often))::int as tier
      from ${lessonTextDocs}
      join ${teachingClasses} on ${teachingClasses.id} = ${lessonTextDocs.teclId}
      left join ${vods} on ${vods.id} = ${lessonTextDocs.vodId}
      where ${lessonTextDocs.tenantId} = ${claims.tid} and ${lessonTextDocs.terms} @@ ${digestQuery}
        and ${lessonTextsReadableBy(claims, DIGEST_COLUMNS)}
    ), lessons as (
      select lesson_key, max(tier) as tier, (${kindsMatched}) as matched_kinds, max(lesson_at) as lesson_at,
        array_agg(kind) as kinds, array_agg(source_id) as sources
      from docs group by lesson_key
    ), found as (
      select * from lessons where ${held}
    )`;
}

/** The order of `found`'s lessons, as columns of `from` (a relation carrying them, written with its dot, or '' unqualified). */
export const lessonOrder = (from: 'ranked.' | '') =>
  sql.raw(`${from}tier desc, ${from}matched_kinds desc, ${from}lesson_at desc nulls last, ${from}lesson_key`);
