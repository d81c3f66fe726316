import { and, eq } from 'drizzle-orm';
import { MD5_IDENTIFIER, type UploadState } from '../../src/schemas/upload';
import type { Db } from '../db/client';
import { UPLOAD_STATUS, uploadFiles } from '../db/schema';
import { probeMedia } from '../media/probe';
import { discardScratch, prepareIncoming, type MediaStore } from '../storage';
import { chunkPrefix, mergeChunks, sourceKey, sourcePrefix, storedChunks } from './chunk-files';
import { findStoredCopy, linkStoredCopy, takeTranscoded, type StoredCopy } from './stored-copy';

/**
 * The merge job's work (docs/uploads.md "Jobs"): the chunks of an upload in `merging`, read from
 * the media store, become one file in scratch, which is checked (its sampled MD5 must match its
 * identifier, and a recording or resource must be a video ffprobe reads) and only then put into
 * the store as the upload's source, `sources/<upload id>/<file name>`. Or the uploader's stored
 * copy of the same content stands for the chunks (stored-copy.ts), and when that content was
 * transcoded already its HLS folder too, so the upload goes straight to `publishing`. Then the
 * upload waits for the next job (`leaveAs`, from the worker's chain), or ends `failed` with its
 * reason.
 */
type Row = typeof uploadFiles.$inferSelect;

export type MergeSettings = { media: MediaStore; clock: () => Date };

/** Why a merged file cannot be kept, or its duration. `sampledMd5` null: the content was checked already. */
async function inspect(file: string, row: Row, sampledMd5: string | null): Promise<Outcome> {
  const md5 = MD5_IDENTIFIER.exec(row.uniqueIdentifier);
  if (md5 && sampledMd5 !== null && sampledMd5 !== md5[1])
    return { reason: 'the file does not match its identifier (sampled MD5): it changed while it was being sent' };
  // Any file may be attached to a class: it is kept as it is, never probed.
  if (row.target === 'attachment') return { durationS: null };
  const info = await probeMedia(file).catch(() => null);
  if (!info) return { reason: `${row.fileName} is not a video: ffprobe cannot read it` };
  if (!info.streams.some((stream) => stream.type === 'video')) return { reason: `${row.fileName} is not a video: it has no video stream` };
  return { durationS: Number.isFinite(info.durationS) && info.durationS > 0 ? info.durationS : null };
}

const STORED_COPY_GONE = 'the stored copy of this file was deleted meanwhile: choose the file again to send it';

type Outcome = { reason: string } | { durationS: number | null };
type Assembled = { md5: string; outcome: Outcome; fromCopy: boolean };

/** The chunks merged in scratch and checked there: only a file that passes enters the store. */
async function fromChunks(store: MediaStore, row: Row): Promise<Assembled> {
  // The real time, not the job's clock: it judges which scratch files are a crashed process's leftovers.
  const merged = await mergeChunks(store, await prepareIncoming(store, new Date()), row);
  try {
    const outcome = await inspect(merged.tempPath, row, merged.sampledMd5);
    if (!('reason' in outcome)) await store.putFile(sourceKey(row), merged.tempPath);
    return { md5: merged.md5, outcome, fromCopy: false };
  } finally {
    await discardScratch([merged.tempPath]);
  }
}

/**
 * The upload's source from the uploader's stored copy (taken by the first chunk, storeChunk). Its
 * sampled MD5 is not computed again: the copy passed that check under this same identifier when
 * it was merged. A recording or resource is still probed (the copy may have been an attachment).
 */
async function fromCopy(store: MediaStore, row: Row, copy: StoredCopy): Promise<Assembled> {
  const key = await linkStoredCopy(store, copy, row);
  let outcome: Outcome = { durationS: null };
  if (row.target !== 'attachment') {
    const local = await store.materialise(key);
    try {
      outcome = await inspect(local.path, row, null);
    } finally {
      await local.release();
    }
  }
  if ('reason' in outcome) await store.deletePrefix(sourcePrefix(row.id));
  return { md5: copy.md5, outcome, fromCopy: true };
}

/**
 * The merged and checked file, from the chunks when they are all in, else from the uploader's
 * stored copy of the same content; null when an upload that relied on a stored copy finds it gone.
 */
async function assemble(db: Db, store: MediaStore, row: Row): Promise<Assembled | null> {
  const held = await storedChunks(store, row.id);
  if (held.length === row.totalChunks) return fromChunks(store, row);
  const copy = await findStoredCopy(db, store, row);
  if (copy) return fromCopy(store, row, copy);
  if (held.length === 0) return null;
  throw new Error(`upload ${row.id}: chunks missing (${held.length} of ${row.totalChunks} held)`);
}

/**
 * Merges the chunks of an upload in `merging` into its source and checks it: left as `leaveAs`
 * says for the next job (or `publishing`, when a stored copy brought its transcoded folder), or
 * `failed` with its reason. Run again after a restart it starts over (the chunks stay until the
 * merged file is recorded); a row past `merging` is returned as it is.
 */
export async function mergeUpload(
  db: Db,
  settings: MergeSettings,
  uploadId: string,
  leaveAs: (row: Row) => UploadState,
): Promise<Row | undefined> {
  const { media } = settings;
  const [row] = await db.select().from(uploadFiles).where(eq(uploadFiles.id, uploadId));
  if (row?.status !== UPLOAD_STATUS.merging) return row;
  let assembled: Assembled | null;
  try {
    assembled = await assemble(db, media, row);
  } catch (error) {
    // A chunk vanished (swept) or the store failed: the upload goes on, its pre-test lists what is left.
    await db.update(uploadFiles).set({ status: UPLOAD_STATUS.uploading }).where(eq(uploadFiles.id, row.id));
    throw error;
  }
  if (assembled === null) {
    const [gone] = await db
      .update(uploadFiles)
      .set({ status: UPLOAD_STATUS.failed, error: STORED_COPY_GONE, updatedAt: settings.clock() })
      .where(and(eq(uploadFiles.id, row.id), eq(uploadFiles.status, UPLOAD_STATUS.merging)))
      .returning();
    return gone;
  }
  const { md5, outcome } = assembled;
  // The same content transcoded before: its folder is taken, and nothing is transcoded again.
  const transcoded =
    assembled.fromCopy && !('reason' in outcome) && row.target !== 'attachment' ? await takeTranscoded(db, media, row) : null;
  // A file that failed its checks is never merged again: its chunks go before the failure is
  // recorded, so an upload seen as failed holds nothing (a run cut off here finds no chunks and
  // hands the upload back to its sender, as when a chunk vanished).
  if ('reason' in outcome) await media.deletePrefix(chunkPrefix(row.id));
  // Only the run that still finds it `merging` records its result (a retried job may run twice).
  const [done] = await db
    .update(uploadFiles)
    .set(
      'reason' in outcome
        ? { status: UPLOAD_STATUS.failed, error: outcome.reason, md5, updatedAt: settings.clock() }
        : transcoded
          ? {
              status: UPLOAD_STATUS.publishing,
              md5,
              durationS: transcoded.durationS,
              mediaPath: transcoded.mediaPath,
              storagePath: sourceKey(row),
              updatedAt: settings.clock(),
            }
          : { status: leaveAs(row), md5, durationS: outcome.durationS, storagePath: sourceKey(row), updatedAt: settings.clock() },
    )
    .where(and(eq(uploadFiles.id, row.id), eq(uploadFiles.status, UPLOAD_STATUS.merging)))
    .returning();
  // A run that lost leaves no copy of the folder behind.
  if (!done && transcoded) await media.deletePrefix(transcoded.mediaPath);
  await media.deletePrefix(chunkPrefix(row.id));
  return done;
}
