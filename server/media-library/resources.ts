import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { PersonalResource, ResourceListQuery } from '../../src/schemas/media-library';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { RESOURCE_STATUS, personalResourceAttachments, personalResources, users } from '../db/schema';
import { assertMediaCaller } from '../access';
import type { MediaStore } from '../storage';
import type { ResourceRow } from './caller';
import { resourcePlaylistUrl, resourcePosterUrl, resourceThumbnailsUrl } from './resource-paths';
import { containing } from '../db/like-pattern';

/**
 * GET /v1/media/resources: the caller's own resources (uploads and clips), newest first, as the
 * personal resources table shows them (SPEC §2): title, speaker (the owner's name), poster and
 * the invalid marker, which a failed job or files gone from disk set.
 */
export type Paged<T> = { records: T[]; total: number; pageIndex: number; pageSize: number };

async function filesPresent(media: MediaStore, row: ResourceRow): Promise<boolean> {
  if (row.hlsPath === null) return false;
  return media.exists(row.hlsPath).catch(() => false);
}

/** One resource on the wire; `speaker` is its owner's name, `attachedVodIds` the recordings made from it. */
export async function describeResource(
  media: MediaStore,
  row: ResourceRow,
  speaker: string,
  attachedVodIds: string[],
): Promise<PersonalResource> {
  const ready = row.status === RESOURCE_STATUS.ready;
  const playable = ready && !row.invalid && (await filesPresent(media, row));
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    speaker,
    thumbnailUrl: playable && row.posterPath !== null ? resourcePosterUrl(row.id) : null,
    durationS: row.durationS,
    invalid: row.invalid || row.status === RESOURCE_STATUS.failed || (ready && !playable),
    status: row.status,
    reason: row.reason,
    playlistUrl: playable ? resourcePlaylistUrl(row.id) : null,
    thumbnailsUrl: playable && row.thumbnailsPath !== null ? resourceThumbnailsUrl(row.id) : null,
    sourceVodId: row.sourceVodId,
    clipInS: row.clipInS,
    clipOutS: row.clipOutS,
    attachedVodIds,
    createdAt: row.createdAt.toISOString(),
  };
}

async function attachedTo(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ resourceId: personalResourceAttachments.resourceId, vodId: personalResourceAttachments.vodId })
          .from(personalResourceAttachments)
          .where(inArray(personalResourceAttachments.resourceId, ids))
          .orderBy(personalResourceAttachments.createdAt, personalResourceAttachments.vodId);
  const byResource = new Map<string, string[]>();
  for (const { resourceId, vodId } of rows) byResource.set(resourceId, [...(byResource.get(resourceId) ?? []), vodId]);
  return byResource;
}

/** Rows with their owner's name, described. */
export async function describeResources(db: Db, media: MediaStore, rows: ResourceRow[]): Promise<PersonalResource[]> {
  const owners = [...new Set(rows.map((row) => row.userId))];
  const names = owners.length === 0 ? [] : await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, owners));
  const nameOf = new Map(names.map((user) => [user.id, user.name]));
  const attached = await attachedTo(
    db,
    rows.map((row) => row.id),
  );
  return Promise.all(rows.map((row) => describeResource(media, row, nameOf.get(row.userId) ?? '', attached.get(row.id) ?? [])));
}

export async function listResources(
  db: Db,
  media: MediaStore,
  claims: AccessClaims,
  query: ResourceListQuery,
): Promise<Paged<PersonalResource>> {
  assertMediaCaller(claims);
  const pageIndex = query['page.pageIndex'];
  const pageSize = query['page.pageSize'];
  const where = and(
    eq(personalResources.tenantId, claims.tid),
    eq(personalResources.userId, claims.sub),
    query.kind === undefined ? undefined : eq(personalResources.kind, query.kind),
    query.title ? ilike(personalResources.title, containing(query.title)) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(personalResources).where(where);
  const rows = await db
    .select()
    .from(personalResources)
    .where(where)
    .orderBy(desc(personalResources.createdAt), desc(personalResources.id))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);
  return { records: await describeResources(db, media, rows), total, pageIndex, pageSize };
}
