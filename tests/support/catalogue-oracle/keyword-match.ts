import { like, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_FORM_SEPARATOR } from '../../../server/catalogue/pinyin-search-text';
import { escapeLike } from '../../../server/db/like-pattern';

/**
 * How a keyword matches a search text (docs/search.md); search texts are lower case, and so is
 * the keyword once parsed. A substring match (any form: the name, its full pinyin, its initials)
 * comes first. When nothing matches so, a typo-tolerant trigram match is tried for keywords of
 * three characters or more without digits: pg_trgm's `%` (whole-text similarity above 0.3) or
 * `<%` (a word of the text similar above 0.6), both served by the gin trigram index, kept when
 * the better similarity reaches FUZZY_MIN. Short Latin keywords only match at the start of a
 * word, so 'xx' does not match any text holding two x.
 */

export type Keyword = {
  text: string;
  /** LIKE patterns, any one of which matches. */
  patterns: string[];
  fuzzy: boolean;
};

const HAN = /\p{Script=Han}/u;
const SHORT = 3;
/** Codes and rooms (MATH1002, A101) are exact things: MATH1001 is no typo of MATH1002. */
const DIGIT = /\d/;
/** Pinyin typed with spaces ('xian xing dai shu') also matches the spaceless full form. */
const SPACED_LATIN = /^[a-z]+( [a-z]+)+$/;
/** Below this trigram similarity a near miss is noise. */
const FUZZY_MIN = 0.5;

export function parseKeyword(raw: string): Keyword {
  const text = raw.trim().replace(/\s+/g, ' ').toLowerCase();
  const escaped = escapeLike(text);
  const short = text.length < SHORT && !HAN.test(text);
  const patterns = short ? [`${escaped}%`, `% ${escaped}%`] : [`%${escaped}%`];
  if (SPACED_LATIN.test(text)) patterns.push(`%${escapeLike(text.replace(/ /g, ''))}%`);
  return { text, patterns, fuzzy: !short && !DIGIT.test(text) };
}

/** The keyword inside a (lower-case) search text, in any form. */
export const containsKeyword = (column: PgColumn | SQL, keyword: Keyword): SQL =>
  or(...keyword.patterns.map((pattern) => like(column, pattern)))!;

const similarityOf = (column: PgColumn | SQL, keyword: Keyword) =>
  sql`greatest(similarity(${column}, ${keyword.text}::text), word_similarity(${keyword.text}::text, ${column}))`;

/** A near miss of the keyword: the trigram operators find candidates through the index. */
export const nearKeyword = (column: PgColumn | SQL, keyword: Keyword): SQL =>
  sql`(${column} % ${keyword.text}::text or ${keyword.text}::text <% ${column}) and ${similarityOf(column, keyword)} >= ${FUZZY_MIN}`;

/**
 * Relevance of a match in [0, 1]: 1 when a whole form equals the keyword, 0.9 for a substring,
 * else 0.8 times the better trigram similarity, so exact beats partial beats typo.
 */
export const keywordScore = (column: PgColumn | SQL, keyword: Keyword): SQL<number> =>
  sql<number>`(case
    when ${keyword.text}::text = any(string_to_array(${column}, ${SEARCH_FORM_SEPARATOR}::text)) then 1.0
    when ${containsKeyword(column, keyword)} then 0.9
    else 0.8 * ${similarityOf(column, keyword)} end)::float8`.mapWith(Number);
