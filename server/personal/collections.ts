import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { CollectionItem } from '../../src/schemas/personal';
import type { AccessClaims } from '../auth/token-signer';
import { classCardColumns, withClassCard } from '../catalogue/class-card';
import { pageLimits, paged, totalOver, type PageQuery, type Paged } from '../catalogue/paging';
import type { Db } from '../db/client';
import { collections, teachingClasses, vods } from '../db/schema';
import { readySeenBy, visibleClasses } from '../access';

/**
 * GET /v1/list/vod/collection: the caller's favourites, newest first. A favourite is a ready
 * recording or a whole class; one the caller may no longer watch (unenrolled, class closed,
 * recording withdrawn or hidden) is left out rather than shown as a card that refuses to open.
 */
export async function myCollections(db: Db, claims: AccessClaims, query: PageQuery): Promise<Paged<CollectionItem>> {
  const where = and(
    eq(collections.userId, claims.sub),
    eq(collections.tenantId, claims.tid),
    or(isNull(collections.vodId), readySeenBy(claims)),
    visibleClasses(claims),
  );
  const from = () =>
    db
      .select({
        total: totalOver(),
        collectionId: collections.id,
        vodId: collections.vodId,
        vodTitle: vods.title,
        durationS: vods.durationS,
        posterUrl: vods.posterUrl,
        collectedAt: collections.createdAt,
        ...classCardColumns,
      })
      .from(collections)
      .leftJoin(vods, eq(vods.id, collections.vodId))
      .innerJoin(teachingClasses, eq(teachingClasses.id, sql`coalesce(${collections.teclId}, ${vods.teclId})`))
      .$dynamic();
  const { limit, offset } = pageLimits(query);
  const rows = await withClassCard(from())
    .where(where)
    .orderBy(desc(collections.createdAt), desc(collections.id))
    .limit(limit)
    .offset(offset);
  return paged(
    query,
    rows,
    async (found) =>
      found.map((row) => ({
        collectionId: row.collectionId,
        vodId: row.vodId,
        teclId: row.teclId,
        title: row.vodTitle ?? row.teclName,
        subjName: row.subjName,
        subjNameEn: row.subjNameEn,
        teacName: row.teacName,
        teclImgUrl: row.teclImgUrl,
        posterUrl: row.posterUrl ?? null,
        durationS: row.durationS ?? 0,
        collectedAt: row.collectedAt.toISOString(),
      })),
    async () => (await withClassCard(from()).where(where)).length,
  );
}
