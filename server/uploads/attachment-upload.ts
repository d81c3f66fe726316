import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { UPLOAD_STATUS, courseResources, uploadFiles, users } from '../db/schema';
import { attachmentType } from './attachment-type';
import { linkOrCopy } from './stored-copy';
import { notifyUpload } from './upload-progress';

/**
 * An upload with target `attachment` once merged, published (docs/uploads.md "Attachments"): the
 * file, kept as it was sent, becomes a course resource of the class (and lesson, when one was
 * named), downloadable like the seeded ones. It moves to
 * DATA_DIR/media/resources/<tenant>/<resource id>/ under its own name, and the upload ends
 * `success`; the event names the course resource.
 */
type Row = typeof uploadFiles.$inferSelect;

/** Longest file name kept on disk, in bytes (file systems stop at 255); longer ones keep only their extension. */
const DISK_NAME_BYTES = 200;

export const diskName = (fileName: string) =>
  Buffer.byteLength(fileName) <= DISK_NAME_BYTES ? fileName : `file${extname(fileName).slice(0, 16)}`;
export const titleOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '') || fileName;

export async function keepAttachment(
  db: Db,
  settings: { mediaDir: string; clock: () => Date },
  upload: Row,
  mergedFile: string,
  md5: string,
): Promise<Row | undefined> {
  const teclId = upload.teclId;
  if (teclId === null) {
    await rm(mergedFile, { force: true });
    const [row] = await db
      .update(uploadFiles)
      .set({ status: UPLOAD_STATUS.failed, error: `${upload.fileName}: its class was removed`, md5, updatedAt: settings.clock() })
      .where(eq(uploadFiles.id, upload.id))
      .returning();
    return row;
  }
  const resourceId = randomUUID();
  const storagePath = `resources/${upload.tenantId}/${resourceId}/${diskName(upload.fileName)}`;
  const target = join(settings.mediaDir, storagePath);
  await mkdir(dirname(target), { recursive: true });
  // A second name for the merged file, which goes only once the resource is recorded: a run cut
  // short (a stopped worker) leaves the merged file for the next run.
  await linkOrCopy(mergedFile, target);
  const recorded = db.transaction(async (tx) => {
    // Another run of the same publish job finished first: keep its result.
    const [current] = await tx.select({ status: uploadFiles.status }).from(uploadFiles).where(eq(uploadFiles.id, upload.id)).for('update');
    if (current?.status !== UPLOAD_STATUS.publishing) return undefined;
    const [owner] = await tx.select({ name: users.name }).from(users).where(eq(users.id, upload.userId));
    await tx.insert(courseResources).values({
      id: resourceId,
      tenantId: upload.tenantId,
      teclId,
      courId: upload.courId,
      title: titleOf(upload.fileName),
      fileName: upload.fileName,
      storagePath,
      sizeBytes: upload.sizeBytes,
      mimeType: attachmentType(upload.fileName),
      speaker: owner?.name ?? '',
    });
    const [row] = await tx
      .update(uploadFiles)
      .set({ status: UPLOAD_STATUS.success, progress: 100, md5, storagePath: null, updatedAt: settings.clock() })
      .where(eq(uploadFiles.id, upload.id))
      .returning();
    return row;
  });
  const done = await recorded.catch(async (error: unknown) => {
    await rm(dirname(target), { recursive: true, force: true });
    throw error;
  });
  if (!done) {
    await rm(dirname(target), { recursive: true, force: true });
    return undefined;
  }
  await rm(mergedFile, { force: true });
  await notifyUpload(db, done, resourceId);
  return done;
}
