import { and, desc, eq, sql } from 'drizzle-orm';
import type { WatchRecordItem, WatchRecordListQuery } from '../../src/schemas/personal';
import type { AccessClaims } from '../auth/token-signer';
import { pageLimits, paged, totalOver, type Paged } from '../catalogue/paging';
import type { Db } from '../db/client';
import { liveViews, watchRecords } from '../db/schema';
import { ApiError } from '../errors';
import { liveEntries, myLive, myRecorded, recordedEntries } from './record-entries';

/**
 * The personal center's viewing record (docs/personal-center.md "Viewing record"): the caller's
 * watch records of recordings and their live views in their tenant, merged newest first by
 * when each was last watched, each with the server's local day it falls on (the dropdown's
 * grouping, SPEC §7). `type` keeps one kind. An entry's id is its row's id in its own table;
 * both are random UUIDs, so one id names one entry whichever table holds it.
 */
type Kind = WatchRecordItem['kind'];

const recordedIds = (db: Db, claims: AccessClaims) =>
  db
    .select({
      kind: sql<Kind>`'vod'`.as('kind'),
      entryId: sql<string>`${watchRecords.id}`.as('entry_id'),
      at: sql<Date>`${watchRecords.updatedAt}`.as('at'),
    })
    .from(watchRecords)
    .where(myRecorded(claims));

const liveIds = (db: Db, claims: AccessClaims) =>
  db
    .select({
      kind: sql<Kind>`'live'`.as('kind'),
      entryId: sql<string>`${liveViews.id}`.as('entry_id'),
      at: sql<Date>`${liveViews.lastSeenAt}`.as('at'),
    })
    .from(liveViews)
    .where(myLive(claims));

function entriesOf(db: Db, claims: AccessClaims, type: WatchRecordListQuery['type']) {
  if (type === 'vod') return recordedIds(db, claims).as('entries');
  if (type === 'live') return liveIds(db, claims).as('entries');
  return recordedIds(db, claims).unionAll(liveIds(db, claims)).as('entries');
}

export async function myWatchRecords(
  db: Db,
  claims: AccessClaims,
  query: WatchRecordListQuery,
  now: Date,
): Promise<Paged<WatchRecordItem>> {
  const entries = entriesOf(db, claims, query.type);
  const { limit, offset } = pageLimits(query);
  const rows = await db
    .select({ total: totalOver(), kind: entries.kind, entryId: entries.entryId })
    .from(entries)
    .orderBy(desc(entries.at), desc(entries.entryId))
    .limit(limit)
    .offset(offset);
  return paged(
    query,
    rows,
    async (found) => {
      const idsOf = (kind: Kind) => found.filter((row) => row.kind === kind).map((row) => row.entryId);
      const [recorded, live] = await Promise.all([recordedEntries(db, idsOf('vod')), liveEntries(db, idsOf('live'), now)]);
      const byId = new Map([...recorded, ...live].map((item) => [item.id, item]));
      // In the page's order; an entry whose row went between the two reads is left out.
      return found.flatMap((row) => byId.get(row.entryId) ?? []);
    },
    async () => (await db.select({ entryId: entries.entryId }).from(entries)).length,
  );
}

/**
 * Deletes one entry of the caller, of either kind; someone else's (or none) is "not found",
 * never a hint it exists. A live entry is hidden from the caller's record (the lesson's
 * attendance keeps it), so deleting it again is "not found" too.
 */
export async function deleteWatchRecord(db: Db, claims: AccessClaims, id: string, now: Date): Promise<{ deleted: number }> {
  const recorded = await db
    .delete(watchRecords)
    .where(and(eq(watchRecords.id, id), myRecorded(claims)))
    .returning({ id: watchRecords.id });
  if (recorded.length > 0) return { deleted: recorded.length };
  const live = await db
    .update(liveViews)
    .set({ hiddenAt: now })
    .where(and(eq(liveViews.id, id), myLive(claims)))
    .returning({ id: liveViews.id });
  if (live.length === 0) throw new ApiError('notFound', `no watch record ${id}`);
  return { deleted: live.length };
}

/** Clears the caller's whole record: recordings' records deleted, live views hidden. */
export async function clearWatchRecords(db: Db, claims: AccessClaims, now: Date): Promise<{ deleted: number }> {
  const recorded = await db.delete(watchRecords).where(myRecorded(claims)).returning({ id: watchRecords.id });
  const live = await db.update(liveViews).set({ hiddenAt: now }).where(myLive(claims)).returning({ id: liveViews.id });
  return { deleted: recorded.length + live.length };
}
