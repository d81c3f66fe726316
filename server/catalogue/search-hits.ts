import { and, eq, type SQL } from 'drizzle-orm';
import type { SearchField } from '../../src/schemas/catalogue';
import type { Db } from '../db/client';
import { searchTexts, type SearchKind } from '../db/schema';
import type { CatalogueCache } from './catalogue-cache';
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

/** searchHits through the catalogue cache: the hits of a keyword change only with `search_texts`. */
export async function searchHitsCached(db: Db, cache: CatalogueCache, tenantId: string, keyword: Keyword): Promise<SearchHit[]> {
  const key = `${tenantId}:${keyword.text}`;
  const cached = cache.get<SearchHit[]>('hits', key);
  if (cached) return cached;
  const hits = await searchHits(db, tenantId, keyword);
  cache.set('hits', key, hits);
  return hits;
}
