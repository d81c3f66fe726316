import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseSessions, lessonTextDocs, lessonTexts, vods, type LessonTextKind } from '../db/schema';
import { quoted, type TextQuery } from './text-terms';

/**
 * The digests of `lesson_text_docs` (docs/search.md "How the search stays fast"): per source, the
 * lexemes its pieces hold without their positions, and those three pieces or more hold. The
 * search asks them which lessons may hold a keyword, then reads the pieces of a page of lessons
 * only. Written from the source's rows of `lesson_texts` by one statement, in the transaction that
 * wrote them (server/lesson-text/lesson-text-index.ts), and the same way by the bench's generator
 * and migration 0033's backfill.
 */

/** Pieces of a source holding a lexeme for it to count as what the source talks about. */
export const OFTEN_PIECES = 3;

/**
 * A lexeme naming the tenant, in every digest and every digest query: GIN intersects it with the
 * keyword's lexemes, so one tenant's digests are never read for another's search. The tokenizer
 * makes lexemes of letters, digits and Han characters only, so none can be this.
 */
const TENANT_PREFIX = '#tenant:';
export const tenantLexeme = (tenantId: string) => `${TENANT_PREFIX}${tenantId}`;

/**
 * A lexeme naming the tenant and the day (UTC) of the digest's lesson, in `terms` and `often` of
 * every dated digest: a search for a word said in most lessons asks GIN for the tenant's latest
 * days' digests alone (lesson-candidates.ts "The latest days first"), and needs no tenant lexeme
 * then (whose posting list, every digest of the tenant, GIN would read in full). `tenant` is an
 * SQL text, `day` an SQL timestamp; a null day gives no lexeme.
 */
const DAY_PREFIX = '#day:';
export const dayLexemes = (tenant: SQL, day: SQL) =>
  sql`(case when ${day} is null then '{}'::text[] else array[${DAY_PREFIX}::text || ${tenant} || ':' || to_char(${day} at time zone 'UTC', 'YYYY-MM-DD')] end)`;

/** The tsquery of the tenant's days from `first` to `last` (SQL UTC timestamps at midnight): any of their lexemes. */
export const daysQuery = (tenantId: string, first: SQL, last: SQL) =>
  sql`(select string_agg(quote_literal(${DAY_PREFIX}::text || ${tenantId}::text || ':' || to_char(d, 'YYYY-MM-DD')), ' | ')
    from generate_series(${first}, ${last}, interval '1 day') as d)::tsquery`;

/** What a digest must hold of the keyword itself: every lexeme of every phrase, AND-ed, whichever the tenant. */
export const keywordDigestQueryOf = (query: TextQuery) => [...new Set(query.groups.flat())].map(quoted).join(' & ');

/**
 * What a digest must hold to be a candidate for `query`: the tenant and every lexeme of every
 * phrase, AND-ed (a phrase operator never matches a vector without positions).
 */
export function digestQueryOf(tenantId: string, query: TextQuery): string {
  const lexemes = new Set([tenantLexeme(tenantId), ...query.groups.flat()]);
  return [...lexemes].map(quoted).join(' & ');
}

/**
 * True when a digest holding the lexemes is exactly a piece holding the query: one lexeme (a word,
 * one character, or a pair of characters). Otherwise the lexemes may be in different pieces, or
 * apart, and the pieces decide.
 */
export const digestIsExact = (query: TextQuery) => query.groups.length === 1 && query.groups[0]!.length === 1;

/**
 * Writes the digests of `sourceIds` (sources of `kind`) again from their rows of `lesson_texts`: a
 * source left without rows is left without a digest. Run after the rows change, in their
 * transaction.
 */
export async function writeLessonTextDocs(db: Db, kind: LessonTextKind, sourceIds: readonly string[]): Promise<void> {
  if (sourceIds.length === 0) return;
  const ids = sql`array[${sql.join(
    sourceIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  await db.execute(sql`delete from ${lessonTextDocs} where ${lessonTextDocs.kind} = ${kind} and ${lessonTextDocs.sourceId} = any(${ids})`);
  await db.execute(digestInsert(sql`t.kind = ${kind} and t.source_id = any(${ids})`));
}

/**
 * INSERT of the digests of the sources whose rows of `lesson_texts t` meet `where`, with each
 * source's lesson date (its lesson's start, else its recording's creation) for ordering, and its
 * day's lexeme. Two
 * writes of one new source at once both insert its digest: the later one's stands, never an error.
 */
export function digestInsert(where: SQL): SQL {
  const tenant = sql`array[${TENANT_PREFIX}::text || s.tenant_id]`;
  const day = dayLexemes(sql`s.tenant_id`, sql`dated.lesson_at`);
  return sql`insert into ${lessonTextDocs} (tenant_id, tecl_id, vod_id, cour_id, kind, source_id, lesson_at, terms, often)
    select s.tenant_id, s.tecl_id, s.vod_id, s.cour_id, s.kind, s.source_id, dated.lesson_at,
      array_to_tsvector(s.lexemes || ${tenant} || ${day}), array_to_tsvector(s.often || ${tenant} || ${day})
    from (
      select l.tenant_id, l.tecl_id, l.vod_id, l.cour_id, l.kind, l.source_id, array_agg(l.lexeme) as lexemes,
        coalesce(array_agg(l.lexeme) filter (where l.pieces >= ${sql.raw(String(OFTEN_PIECES))}), '{}') as often
      from (
        select t.tenant_id, t.tecl_id, t.vod_id, t.cour_id, t.kind, t.source_id, u.lexeme, count(*) as pieces
        from ${lessonTexts} t cross join lateral unnest(t.terms) as u
        where ${where}
        group by t.tenant_id, t.tecl_id, t.vod_id, t.cour_id, t.kind, t.source_id, u.lexeme
      ) l
      group by l.tenant_id, l.tecl_id, l.vod_id, l.cour_id, l.kind, l.source_id
    ) s
    left join ${vods} on ${vods.id} = s.vod_id
    left join ${courseSessions} on ${courseSessions.id} = coalesce(s.cour_id, ${vods.courId})
    cross join lateral (select coalesce(${courseSessions.courBeginTime}, ${vods.createdAt}) as lesson_at) as dated
    on conflict (kind, source_id) do update set tenant_id = excluded.tenant_id, tecl_id = excluded.tecl_id,
      vod_id = excluded.vod_id, cour_id = excluded.cour_id, lesson_at = excluded.lesson_at, terms = excluded.terms, often = excluded.often`;
}
