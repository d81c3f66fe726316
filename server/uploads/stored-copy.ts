import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { MD5_IDENTIFIER } from '../../src/schemas/upload';
import type { Db } from '../db/client';
import { UPLOAD_STATUS, uploadFiles } from '../db/schema';
import { MASTER_PLAYLIST } from '../media/hls';
import { attemptPrefix } from '../media/transcode';
import { mediaKey, type MediaKey, type MediaStore } from '../storage';
import { sourceKey, sourcePrefix } from './chunk-files';
import { uploadMediaDir, uploadMediaPath } from './transcode-upload';

/**
 * The same file sent again (docs/uploads.md "Identifier": SPEC §9 allows duplicate uploads): to
 * another lesson, another class, or as a resource once more. Its content is named by the
 * identifier the browser computes (`<md5>-<size>`), so when the uploader's merged copy of that
 * content is still kept, the new upload takes it instead of its chunks, with the store's
 * `copyPrefix` (hard links on the local driver, server-side copies on an object store): no space
 * is spent, and deleting either upload leaves the other's file whole. When that content was
 * transcoded already, the new upload takes the HLS folder the same way instead of transcoding
 * it again (`takeTranscoded`). Only the uploader's own copies are reused: whether another user
 * holds a file is never told, and a copy is never handed to someone who only knows its hash.
 */
export type StoredCopy = { id: string; storagePath: string; md5: string };

type Content = { tenantId: string; userId: string; uniqueIdentifier: string; sizeBytes: number };

/** Merged and kept under sources/ (an attachment's file moves to resources/ while `publishing`). */
const KEPT = [UPLOAD_STATUS.queued, UPLOAD_STATUS.transcoding, UPLOAD_STATUS.success];
/** Transcoded: the HLS folder is whole from `publishing` on. */
const TRANSCODED = [UPLOAD_STATUS.publishing, UPLOAD_STATUS.success];

const sameContent = (content: Content) =>
  and(
    eq(uploadFiles.tenantId, content.tenantId),
    eq(uploadFiles.userId, content.userId),
    eq(uploadFiles.uniqueIdentifier, content.uniqueIdentifier),
    eq(uploadFiles.sizeBytes, content.sizeBytes),
  );

/**
 * The newest kept copy of this content among the uploader's uploads, whose file is in the store;
 * null for identifiers that do not name content (resumable.js's default `<size>-<name>`).
 */
export async function findStoredCopy(db: Db, store: MediaStore, content: Content): Promise<StoredCopy | null> {
  if (!MD5_IDENTIFIER.test(content.uniqueIdentifier)) return null;
  const rows = await db
    .select({ id: uploadFiles.id, storagePath: uploadFiles.storagePath, md5: uploadFiles.md5 })
    .from(uploadFiles)
    .where(and(sameContent(content), inArray(uploadFiles.status, KEPT), isNotNull(uploadFiles.storagePath), isNotNull(uploadFiles.md5)))
    .orderBy(desc(uploadFiles.createdAt));
  for (const row of rows)
    if (
      row.storagePath !== null &&
      row.md5 !== null &&
      // Only a source folder of its own can be copied whole (a path from before the store is not one).
      row.storagePath.startsWith(`${sourcePrefix(row.id)}/`) &&
      (await store.exists(row.storagePath))
    )
      return { id: row.id, storagePath: row.storagePath, md5: row.md5 };
  return null;
}

/**
 * Makes `target`'s source the same bytes as the copy, under the target's own key (sourceKey);
 * answers that key. Run again (a retried job) it starts over.
 */
export async function linkStoredCopy(store: MediaStore, copy: StoredCopy, target: { id: string; fileName: string }): Promise<string> {
  const prefix = sourcePrefix(target.id);
  const key = sourceKey(target);
  await store.deletePrefix(prefix);
  await store.copyPrefix(sourcePrefix(copy.id), prefix);
  // The copy keeps the first upload's file name; this upload's own is what its row names.
  const copied = `${prefix}/${copy.storagePath.slice(sourcePrefix(copy.id).length + 1)}`;
  if (copied !== key) await store.move(copied, key);
  return key;
}

/**
 * When an upload of this content by the same uploader was transcoded and its HLS folder is still
 * whole, the new upload takes that folder as its own (copyPrefix into a new attempt under
 * uploads/<upload id>) and answers its length and that attempt: nothing is transcoded twice. Null
 * when there is none (the folder was deleted with its resource, or replaced on its lesson): the
 * upload is transcoded as usual.
 */
export async function takeTranscoded(
  db: Db,
  store: MediaStore,
  upload: Content & { id: string },
): Promise<{ durationS: number; mediaPath: MediaKey } | null> {
  if (!MD5_IDENTIFIER.test(upload.uniqueIdentifier)) return null;
  const rows = await db
    .select({ id: uploadFiles.id, durationS: uploadFiles.durationS, mediaPath: uploadFiles.mediaPath })
    .from(uploadFiles)
    .where(and(sameContent(upload), inArray(uploadFiles.status, TRANSCODED), inArray(uploadFiles.target, ['recording', 'resource'])))
    .orderBy(desc(uploadFiles.createdAt));
  for (const row of rows) {
    if (row.id === upload.id || row.durationS === null) continue;
    const from = uploadMediaPath(row);
    if (!(await store.exists(mediaKey(from, MASTER_PLAYLIST)))) continue;
    const target = attemptPrefix(uploadMediaDir(upload.id));
    await store.copyPrefix(from, target);
    return { durationS: row.durationS, mediaPath: target };
  }
  return null;
}
