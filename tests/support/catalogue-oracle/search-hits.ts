import { and, eq, type SQL } from 'drizzle-orm';
import type { SearchField } from '../../../src/schemas/catalogue';
import type { Db } from '../../../server/db/client';
import { searchTexts, type SearchKind } from '../../../server/db/schema';
import { containsKeyword, keywordScore, nearKeyword, type Keyword } from './keyword-match';

/**
 * The subjects, classes, teachers and classrooms of a tenant whose search text matches the
 * keyword, with the field that matched and its relevance. Substring matches first; only when
 * there is none, near misses (a typo), so a well-typed keyword never pays for fuzzy matching.
 */
export type SearchHit = { kind: SearchKind; entityId: string; field: SearchField; score: number };

const hitsWhere = (db: Db, tenantId: string, keyword: Keyword, match: SQL) =>
  db
    .select({
      kind: searchTexts.kind,
      entityId: searchTexts.entityId,
      field: searchTexts.field,
      score: keywordScore(searchTexts.text, keyword),
    })
    .from(searchTexts)
    .where(and(eq(searchTexts.tenantId, tenantId), match)) as Promise<SearchHit[]>;

export async function searchHits(db: Db, tenantId: string, keyword: Keyword): Promise<SearchHit[]> {
  const hits = await hitsWhere(db, tenantId, keyword, containsKeyword(searchTexts.text, keyword));
  if (hits.length > 0 || !keyword.fuzzy) return hits;
  return hitsWhere(db, tenantId, keyword, nearKeyword(searchTexts.text, keyword));
}
