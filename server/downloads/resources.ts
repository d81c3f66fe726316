import { and, eq, inArray, or } from 'drizzle-orm';
import type { PackDownloadQuery, ResourceDownloadQuery } from '../../src/schemas/downloads';
import { PACK_MAX_FILES } from '../../src/schemas/downloads';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { courseResources } from '../db/schema';
import { assertClassViewable } from '../access';
import { ApiError } from '../errors';
import type { MediaKey, MediaStore } from '../storage';
import { visibleName } from './attachment';

export type DownloadFile = { key: MediaKey; name: string; mimeType: string; sizeBytes: number; modified: Date };

const usable = (tenantId: string) => and(eq(courseResources.tenantId, tenantId), eq(courseResources.invalid, false));

/**
 * The file must be stored before an answer starts: a zip cannot take back what it sent. Its
 * size and time as found here are what a pack promises (zip-pack.ts checks the size).
 */
async function stored(media: MediaStore, storagePath: string): Promise<{ sizeBytes: number; modified: Date }> {
  const found = await media.stat(storagePath).catch(() => null);
  if (found === null) throw new ApiError('notFound', 'the file is missing');
  return { sizeBytes: found.size, modified: found.modified };
}

/** GET /v1/resource/downLoad: one resource the caller may see, by id (and its recording, if given). */
export async function resourceToDownload(
  db: Db,
  media: MediaStore,
  claims: AccessClaims,
  query: ResourceDownloadQuery,
): Promise<DownloadFile> {
  const [resource] = await db
    .select()
    .from(courseResources)
    .where(and(eq(courseResources.id, query.id), usable(claims.tid)));
  if (!resource || (query.vodId !== undefined && resource.vodId !== query.vodId)) throw new ApiError('notFound', `no resource ${query.id}`);
  await assertClassViewable(db, claims, resource.teclId);
  const disk = await stored(media, resource.storagePath);
  return { key: resource.storagePath, name: visibleName(query.fileName) || resource.fileName, mimeType: resource.mimeType, ...disk };
}

/**
 * GET /v1/resource/pack/downLoad: the resources named by id and those of the recordings named,
 * all of classes the caller may watch. An id that is not there fails the whole pack, so a
 * pack never silently lacks a file.
 */
export async function resourcesToPack(db: Db, media: MediaStore, claims: AccessClaims, query: PackDownloadQuery): Promise<DownloadFile[]> {
  const ids = query.ids ?? [];
  const vodIds = query.vodIds ?? [];
  const rows = await db
    .select()
    .from(courseResources)
    .where(
      and(
        usable(claims.tid),
        or(ids.length ? inArray(courseResources.id, ids) : undefined, vodIds.length ? inArray(courseResources.vodId, vodIds) : undefined),
      ),
    )
    .orderBy(courseResources.createdAt, courseResources.id);
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw new ApiError('notFound', `no resource ${missing}`);
  if (rows.length === 0) throw new ApiError('notFound', 'no resources to pack');
  if (rows.length > PACK_MAX_FILES) throw new ApiError('badRequest', `a pack holds at most ${PACK_MAX_FILES} files`);
  for (const teclId of new Set(rows.map((row) => row.teclId))) await assertClassViewable(db, claims, teclId);
  const files: DownloadFile[] = [];
  for (const row of rows)
    files.push({ key: row.storagePath, name: row.fileName, mimeType: row.mimeType, ...(await stored(media, row.storagePath)) });
  return files;
}
