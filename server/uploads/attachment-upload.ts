import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { UPLOAD_STATUS, courseResources, uploadFiles, users } from '../db/schema';
import { mediaKey, type MediaStore } from '../storage';
import { attachmentType } from './attachment-type';
import { sourceKey, sourcePrefix, storedName } from './chunk-files';
import { notifyUpload } from './upload-progress';

/**
 * An upload with target `attachment` once merged, published (docs/uploads.md "Attachments"): the
 * file, kept as it was sent, becomes a course resource of the class (and lesson, when one was
 * named), downloadable like the seeded ones. Its source folder is copied to
 * `resources/<tenant>/<resource id>/` (copyPrefix: hard links on the local driver), so the file
 * keeps its stored name, and the upload ends `success`; the event names the course resource.
 */
type Row = typeof uploadFiles.$inferSelect;

/** The name a file is stored under (chunk-files.ts), for course files added by other routes too. */
export const diskName = storedName;
export const titleOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '') || fileName;

export async function keepAttachment(
  db: Db,
  settings: { media: MediaStore; clock: () => Date },
  upload: Row,
  md5: string,
): Promise<Row | undefined> {
  const { media } = settings;
  const teclId = upload.teclId;
  const source = sourcePrefix(upload.id);
  const fail = async (error: string) => {
    await media.deletePrefix(source);
    const [row] = await db
      .update(uploadFiles)
      .set({ status: UPLOAD_STATUS.failed, error, md5, updatedAt: settings.clock() })
      .where(eq(uploadFiles.id, upload.id))
      .returning();
    return row;
  };
  if (teclId === null) return fail(`${upload.fileName}: its class was removed`);
  // Merged before sources had folders of their own in the store: there is nothing to copy.
  if (upload.storagePath !== sourceKey(upload)) return fail(`${upload.fileName}: its merged file is gone, send it again`);
  const resourceId = randomUUID();
  const folder = mediaKey('resources', upload.tenantId, resourceId);
  const storagePath = mediaKey(folder, storedName(upload.fileName));
  // A second name for the merged file, which goes only once the resource is recorded: a run cut
  // short (a stopped worker) leaves the merged file for the next run.
  await media.copyPrefix(source, folder);
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
    await media.deletePrefix(folder);
    throw error;
  });
  if (!done) {
    await media.deletePrefix(folder);
    return undefined;
  }
  await media.deletePrefix(source);
  await notifyUpload(db, done, resourceId);
  return done;
}
