import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { MD5_IDENTIFIER, type UploadState } from '../../src/schemas/upload';
import type { Db } from '../db/client';
import { UPLOAD_STATUS, uploadFiles } from '../db/schema';
import { probeMedia } from '../media/probe';
import { chunkDir, mergeChunks, sampledMd5, sourcePath, storedChunks } from './chunk-files';
import { findStoredCopy, linkStoredCopy } from './stored-copy';

/**
 * The merge job's work (docs/uploads.md "Jobs"): the chunks of an upload in `merging` become one
 * file, DATA_DIR/uploads/sources/<upload id> (or the uploader's stored copy of the same content
 * stands for them, stored-copy.ts), which is checked: its sampled MD5 must match its identifier,
 * and a recording or resource must be a video ffprobe reads. Then the upload waits for the next
 * job (`leaveAs`, from the worker's chain), or ends `failed` with its reason.
 */
type Row = typeof uploadFiles.$inferSelect;

export type MergeSettings = { root: string; clock: () => Date };

/** Why a merged file cannot be kept, or its duration. */
async function inspect(file: string, row: Row): Promise<{ reason: string } | { durationS: number | null }> {
  const md5 = MD5_IDENTIFIER.exec(row.uniqueIdentifier);
  if (md5 && (await sampledMd5(file, row.sizeBytes)) !== md5[1])
    return { reason: 'the file does not match its identifier (sampled MD5): it changed while it was being sent' };
  // Any file may be attached to a class: it is kept as it is, never probed.
  if (row.target === 'attachment') return { durationS: null };
  const info = await probeMedia(file).catch(() => null);
  if (!info) return { reason: `${row.fileName} is not a video: ffprobe cannot read it` };
  if (!info.streams.some((stream) => stream.type === 'video')) return { reason: `${row.fileName} is not a video: it has no video stream` };
  return { durationS: Number.isFinite(info.durationS) && info.durationS > 0 ? info.durationS : null };
}

const STORED_COPY_GONE = 'the stored copy of this file was deleted meanwhile: choose the file again to send it';

/**
 * The merged file at `storagePath`, from the chunks when they are all in, else from the
 * uploader's stored copy of the same content (taken by the first chunk, storeChunk); answers its
 * MD5, or null when an upload that relied on a stored copy finds it gone.
 */
async function assemble(db: Db, root: string, row: Row, storagePath: string): Promise<string | null> {
  const held = await storedChunks(chunkDir(root, row.id));
  if (held.length === row.totalChunks) return mergeChunks(root, chunkDir(root, row.id), row.totalChunks, storagePath);
  const copy = await findStoredCopy(db, root, row);
  if (copy) {
    await linkStoredCopy(root, copy, storagePath);
    return copy.md5;
  }
  if (held.length === 0) return null;
  throw new Error(`upload ${row.id}: chunks missing (${held.length} of ${row.totalChunks} held)`);
}

/**
 * Merges the chunks of an upload in `merging` into its source file and checks it: left as
 * `leaveAs` says for the next job, or `failed` with its reason. Run again after a restart it
 * starts over (the chunks stay until the merged file is recorded); a row past `merging` is
 * returned as it is.
 */
export async function mergeUpload(
  db: Db,
  settings: MergeSettings,
  uploadId: string,
  leaveAs: (row: Row) => UploadState,
): Promise<Row | undefined> {
  const [row] = await db.select().from(uploadFiles).where(eq(uploadFiles.id, uploadId));
  if (row?.status !== UPLOAD_STATUS.merging) return row;
  const dir = chunkDir(settings.root, row.id);
  const storagePath = sourcePath(row.id);
  const file = join(settings.root, storagePath);
  let md5: string | null;
  try {
    md5 = await assemble(db, settings.root, row, storagePath);
  } catch (error) {
    // A chunk vanished (swept) or the disk failed: the upload goes on, its pre-test lists what is left.
    await db.update(uploadFiles).set({ status: UPLOAD_STATUS.uploading }).where(eq(uploadFiles.id, row.id));
    throw error;
  }
  if (md5 === null) {
    const [gone] = await db
      .update(uploadFiles)
      .set({ status: UPLOAD_STATUS.failed, error: STORED_COPY_GONE, updatedAt: settings.clock() })
      .where(and(eq(uploadFiles.id, row.id), eq(uploadFiles.status, UPLOAD_STATUS.merging)))
      .returning();
    return gone;
  }
  const outcome = await inspect(file, row);
  if ('reason' in outcome) await rm(file, { force: true });
  // Only the run that still finds it `merging` records its result (a retried job may run twice).
  const [done] = await db
    .update(uploadFiles)
    .set(
      'reason' in outcome
        ? { status: UPLOAD_STATUS.failed, error: outcome.reason, md5, updatedAt: settings.clock() }
        : { status: leaveAs(row), md5, durationS: outcome.durationS, storagePath, updatedAt: settings.clock() },
    )
    .where(and(eq(uploadFiles.id, row.id), eq(uploadFiles.status, UPLOAD_STATUS.merging)))
    .returning();
  await rm(dir, { recursive: true, force: true });
  return done;
}
