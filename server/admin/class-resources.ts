import { randomUUID } from 'node:crypto';
import { basename, dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { and, count, eq, sum } from 'drizzle-orm';
import {
  CLASS_RESOURCE_MAX_BYTES,
  CLASS_RESOURCES_MAX_BYTES,
  type AdminResource,
  type ResourceUploadQuery,
} from '../../src/schemas/admin-detail';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { courseResources, courseSessions, users } from '../db/schema';
import { visibleName } from '../downloads/attachment';
import { ApiError, refused } from '../errors';
import { discardScratch, receiveToScratch, type MediaStore } from '../storage';
import { attachmentType } from '../uploads/attachment-type';
import { diskName, titleOf } from '../uploads/attachment-upload';
import { classToManage } from './class-to-manage';

/**
 * A class's attachments uploaded in one request from /admin/detail (docs/admin.md "Class
 * resources"): POST /v1/admin/classes/:teclId/resources and DELETE /v1/admin/resources/:id.
 * Stored as the chunked upload's attachments are (server/uploads/attachment-upload.ts):
 * DATA_DIR/media/resources/<tenant>/<resource id>/<file name>, content type by extension, so the
 * class's students download them as every other course resource (GET /v1/resource/downLoad).
 * The file streams to a scratch file (server/storage/scratch.ts) and is put into the store only once
 * whole and within the limits; a refused or failed upload leaves neither a file nor a row.
 */

export type ReceivedFile = { tempPath: string; sizeBytes: number };

/** The class may be managed by the caller and the lesson, when named, is one of its own; checked before a byte is read. */
export async function assertResourceTarget(db: Db, claims: AccessClaims, teclId: string, query: ResourceUploadQuery): Promise<void> {
  await classToManage(db, claims, teclId);
  if (query.courId === undefined) return;
  const [lesson] = await db
    .select({ n: count() })
    .from(courseSessions)
    .where(and(eq(courseSessions.id, query.courId), eq(courseSessions.teclId, teclId), eq(courseSessions.tenantId, claims.tid)));
  if (!lesson?.n) throw new ApiError('notFound', `courId: no lesson ${query.courId} in class ${teclId}`);
}

/** What the class's resources take on disk now: with the next file they may not pass CLASS_RESOURCES_MAX_BYTES. */
export async function classResourceBytes(db: Db, teclId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(courseResources.sizeBytes) })
    .from(courseResources)
    .where(eq(courseResources.teclId, teclId));
  return Number(row?.bytes ?? 0);
}

const MIB = 1024 * 1024;

const classFull = (used: number) =>
  refused(
    'quotaExceeded',
    'classResourcesFull',
    { mib: CLASS_RESOURCES_MAX_BYTES / MIB },
    `a class's resources may take at most ${CLASS_RESOURCES_MAX_BYTES} bytes; this class has ${used}`,
  );

/** The name as saved and offered: no hidden characters, no folders; `file` when nothing is left. */
export const safeFileName = (given: string): string => {
  const name = basename(visibleName(given).replace(/\\/g, '/'));
  return name === '' || name === '.' || name === '..' ? 'file' : name;
};

/**
 * Streams one multipart file to a temporary file in `incomingDir`, stopping as soon as it passes
 * the class's room; busboy cuts a file past CLASS_RESOURCE_MAX_BYTES short (truncated). On any
 * failure, the client's abort included, the temporary file is removed and the error thrown.
 */
export async function receiveResource(
  file: Readable & { truncated?: boolean },
  incomingDir: string,
  classUsed: number,
): Promise<ReceivedFile> {
  let seen = 0;
  const received = await receiveToScratch(file, incomingDir, (chunk) => {
    seen += chunk.length;
    if (classUsed + seen > CLASS_RESOURCES_MAX_BYTES) throw classFull(classUsed);
  });
  if (file.truncated) {
    await discardScratch([received.tempPath]);
    throw resourceTooLarge();
  }
  return received;
}

export const resourceTooLarge = () =>
  refused(
    'payloadTooLarge',
    'resourceTooLarge',
    { mib: CLASS_RESOURCE_MAX_BYTES / MIB },
    `file: an attachment may be at most ${CLASS_RESOURCE_MAX_BYTES} bytes`,
  );

/** Moves the received file into the class's resources and adds its row; on failure neither stays. */
export async function keepClassResource(
  db: Db,
  media: MediaStore,
  claims: AccessClaims,
  teclId: string,
  query: ResourceUploadQuery,
  given: { fileName: string; file: ReceivedFile },
): Promise<AdminResource> {
  if (!/^[A-Za-z0-9_-]+$/.test(claims.tid)) throw new ApiError('internal', 'tenant id cannot name a folder');
  const fileName = safeFileName(given.fileName);
  const id = randomUUID();
  const storagePath = `resources/${claims.tid}/${id}/${diskName(fileName)}`;
  try {
    await media.putFile(storagePath, given.file.tempPath);
    const [uploader] = await db.select({ name: users.name }).from(users).where(eq(users.id, claims.sub));
    const [row] = await db
      .insert(courseResources)
      .values({
        id,
        tenantId: claims.tid,
        teclId,
        courId: query.courId ?? null,
        title: query.title ?? titleOf(fileName),
        fileName,
        storagePath,
        sizeBytes: given.file.sizeBytes,
        mimeType: attachmentType(fileName),
        speaker: uploader?.name ?? '',
      })
      .returning();
    return toAdminResource(row!);
  } catch (error) {
    await media.deletePrefix(dirname(storagePath));
    throw error;
  }
}

const toAdminResource = (row: typeof courseResources.$inferSelect): AdminResource => ({
  id: row.id,
  title: row.title,
  fileName: row.fileName,
  sizeBytes: row.sizeBytes,
  mimeType: row.mimeType,
  invalid: row.invalid,
  courId: row.courId,
  vodId: row.vodId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Deletes a resource of a class the caller manages, and its file (its folder, when it is the
 * resource's own: resources/<tenant>/<id>/). Another tenant's resource is a 404.
 */
export async function deleteClassResource(db: Db, media: MediaStore, claims: AccessClaims, resourceId: string): Promise<{ id: string }> {
  const [resource] = await db
    .select({ teclId: courseResources.teclId, storagePath: courseResources.storagePath })
    .from(courseResources)
    .where(and(eq(courseResources.id, resourceId), eq(courseResources.tenantId, claims.tid)));
  if (!resource) throw new ApiError('notFound', `no resource ${resourceId}`);
  await classToManage(db, claims, resource.teclId);
  await db.delete(courseResources).where(eq(courseResources.id, resourceId));
  const [sharing] = await db.select({ n: count() }).from(courseResources).where(eq(courseResources.storagePath, resource.storagePath));
  if (!sharing?.n) {
    const folder = dirname(resource.storagePath);
    const ownFolder = folder === `resources/${claims.tid}/${resourceId}`;
    await (ownFolder ? media.deletePrefix(folder) : media.delete(resource.storagePath));
  }
  return { id: resourceId };
}
