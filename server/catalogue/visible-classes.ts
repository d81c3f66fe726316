import type { SQL } from 'drizzle-orm';
import { isAdministrator, visibleByFacts, visibleFacts, type VisibleFacts } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import type { CatalogueCache } from './catalogue-cache';

/**
 * The classes a caller may see in lists and search (visibleClasses, server/access/visible-classes.ts,
 * docs/course-visibility.md) with the caller's facts read once and cached (catalogue-cache.ts),
 * so the condition is a plain test per class: the visibility column, or one of the caller's own
 * classes. Undefined means "every class of the tenant".
 */
export async function visibleClassesCached(db: Db, cache: CatalogueCache, claims: AccessClaims): Promise<SQL | undefined> {
  if (isAdministrator(claims)) return undefined;
  const key = `${claims.tid}:${claims.sub}`;
  let facts = cache.get<VisibleFacts>('visible', key);
  if (!facts) cache.set('visible', key, (facts = await visibleFacts(db, claims)));
  return visibleByFacts(facts);
}

/** The key of a caller's view, for caches of answers that depend on it. */
export const viewKey = (claims: AccessClaims): string => (isAdministrator(claims) ? `${claims.tid}:all` : `${claims.tid}:${claims.sub}`);
