import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { ROLE } from '../../src/constants';
import { MD5_IDENTIFIER, type ChunkQuery, type ChunkStored, type ChunkTest, type UploadFile } from '../../src/schemas/upload';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { UPLOAD_STATUS, courseSessions, teachingClasses, uploadFiles } from '../db/schema';
import { teachesClass } from '../detail/class-access';
import { ApiError } from '../errors';
import { probeMedia } from '../media/probe';
import { ownerOf, quotaExceeded, withinQuotas, type Quota } from '../quotas/user-quota';
import { keepAttachment } from './attachment-upload';
import { chunkDir, mergeChunks, sampledMd5, sourcePath, storedChunks, writeChunk } from './chunk-files';

/**
 * The chunk protocol's rules (docs/uploads.md): who may upload where, the limits checked before
 * any byte is stored, and the merge once the last chunk is in. A merged file waits as `queued`
 * for the transcoder; a file ffprobe cannot read as a video ends `failed` with its reason.
 */
export type UploadSettings = {
  /** DATA_DIR/uploads. */
  root: string;
  /** DATA_DIR/media: where an attachment is kept once merged. */
  mediaDir: string;
  maxFileBytes: number;
  quota: Quota;
  clock: () => Date;
  /**
   * Hands a file whose chunks are all in to the job queue (docs/uploads.md "Jobs"); the chunk
   * then answers `merging`. Without it the last chunk's request merges in place.
   */
  enqueueMerge?: (uploadId: string) => Promise<void>;
};

type Row = typeof uploadFiles.$inferSelect;

const describe = (row: Row): UploadFile => ({
  id: row.id,
  identifier: row.uniqueIdentifier,
  fileName: row.fileName,
  target: row.target,
  teclId: row.teclId,
  courId: row.courId,
  sizeBytes: row.sizeBytes,
  totalChunks: row.totalChunks,
  status: row.status,
  reason: row.error,
  durationS: row.durationS,
  md5: row.md5,
  progress: row.progress,
  vodId: row.vodId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Stored and waiting for, or past, the transcoder: nothing more to send. */
const complete = (row: Row) => row.status !== UPLOAD_STATUS.uploading && row.status !== UPLOAD_STATUS.merging;

/**
 * Teachers upload to the lessons (recordings) and classes (attachments) of their own classes,
 * administrators to any of their tenant; both may upload personal resources. Students (and
 * anyone else) get 403; a class or lesson of another tenant does not exist (404).
 */
async function authorize(db: Db, claims: AccessClaims, query: ChunkQuery): Promise<void> {
  const administrator = claims.rol === ROLE.administrator;
  if (!administrator && claims.rol !== ROLE.teacher) throw new ApiError('forbidden', 'only teachers and administrators may upload');
  if (query.target === 'resource') return;
  const [tecl] = await db
    .select({ teacherId: teachingClasses.teacherId })
    .from(teachingClasses)
    .where(and(eq(teachingClasses.id, query.teclId!), eq(teachingClasses.tenantId, claims.tid)));
  const [lesson] =
    query.courId === undefined
      ? [{ id: null }]
      : await db
          .select({ id: courseSessions.id })
          .from(courseSessions)
          .where(
            and(eq(courseSessions.id, query.courId), eq(courseSessions.teclId, query.teclId!), eq(courseSessions.tenantId, claims.tid)),
          );
  if (!tecl || !lesson)
    throw new ApiError(
      'notFound',
      query.courId === undefined ? `no teaching class ${query.teclId}` : `no lesson ${query.courId} in teaching class ${query.teclId}`,
    );
  if (!administrator && !teachesClass(claims, tecl.teacherId))
    throw new ApiError(
      'forbidden',
      query.target === 'recording'
        ? 'only the teacher of this class may upload its recordings'
        : 'only the teacher of this class may upload its attachments',
    );
}

function checkSize(settings: UploadSettings, query: ChunkQuery): void {
  if (query.resumableTotalSize > settings.maxFileBytes)
    throw new ApiError(
      'payloadTooLarge',
      `resumableTotalSize: a file may be at most ${settings.maxFileBytes} bytes (UPLOAD_MAX_FILE_BYTES), this one has ${query.resumableTotalSize}`,
    );
}

const mine = (claims: AccessClaims, identifier: string) =>
  and(eq(uploadFiles.tenantId, claims.tid), eq(uploadFiles.userId, claims.sub), eq(uploadFiles.uniqueIdentifier, identifier));

async function activeUpload(db: Db, claims: AccessClaims, identifier: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(uploadFiles)
    .where(and(mine(claims, identifier), ne(uploadFiles.status, UPLOAD_STATUS.failed)));
  return row;
}

/** A chunk must describe the same file as the upload it joins (another file under one identifier is a 409). */
function checkSameFile(row: Row, query: ChunkQuery): void {
  const differences: [string, unknown, unknown][] = [
    ['resumableTotalSize', row.sizeBytes, query.resumableTotalSize],
    ['resumableChunkSize', row.chunkBytes, query.resumableChunkSize],
    ['target', row.target, query.target],
    ['teclId', row.teclId, query.teclId ?? null],
    ['courId', row.courId, query.courId ?? null],
  ];
  for (const [field, kept, sent] of differences)
    if (kept !== sent) throw new ApiError('conflict', `${field}: the upload begun with this identifier has ${String(kept)}`);
}

/** The pre-test: is this identifier's file complete, and which chunks does the server hold? */
export async function testChunk(db: Db, settings: UploadSettings, claims: AccessClaims, query: ChunkQuery): Promise<ChunkTest> {
  await authorize(db, claims, query);
  checkSize(settings, query);
  const row = await activeUpload(db, claims, query.resumableIdentifier);
  if (!row) {
    // Refused now rather than at the first chunk: nothing is sent that could not be kept.
    const used = await settings.quota.used(db, ownerOf(claims));
    if (used + query.resumableTotalSize > settings.quota.limit) throw quotaExceeded(settings.quota, used, query.resumableTotalSize);
    const [failed] = await db
      .select()
      .from(uploadFiles)
      .where(mine(claims, query.resumableIdentifier))
      .orderBy(desc(uploadFiles.updatedAt))
      .limit(1);
    return { skipUpload: false, uploaded: [], upload: failed ? describe(failed) : null };
  }
  checkSameFile(row, query);
  if (complete(row)) return { skipUpload: true, uploaded: Array.from({ length: row.totalChunks }, (_, i) => i + 1), upload: describe(row) };
  return { skipUpload: false, uploaded: await storedChunks(chunkDir(settings.root, row.id)), upload: describe(row) };
}

/**
 * Before a chunk's bytes are read: the caller may upload there, the file is within the size
 * limit, and the upload exists (begun now, within the quota, when this is its first chunk). A
 * second client sending the same identifier joins the same row.
 */
export async function prepareChunk(db: Db, settings: UploadSettings, claims: AccessClaims, query: ChunkQuery): Promise<Row> {
  await authorize(db, claims, query);
  checkSize(settings, query);
  let row = await activeUpload(db, claims, query.resumableIdentifier);
  if (!row) {
    const now = settings.clock();
    await withinQuotas(db, ownerOf(claims), [settings.quota], (tx) =>
      tx
        .insert(uploadFiles)
        .values({
          tenantId: claims.tid,
          userId: claims.sub,
          uniqueIdentifier: query.resumableIdentifier,
          fileName: query.resumableFilename,
          sizeBytes: query.resumableTotalSize,
          chunkBytes: query.resumableChunkSize,
          totalChunks: query.resumableTotalChunks,
          target: query.target,
          teclId: query.teclId ?? null,
          courId: query.courId ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({
          target: [uploadFiles.tenantId, uploadFiles.userId, uploadFiles.uniqueIdentifier],
          where: sql`${uploadFiles.status} <> 'failed'`,
        }),
    );
    row = await activeUpload(db, claims, query.resumableIdentifier);
    if (!row) throw new ApiError('conflict', 'resumableIdentifier: this upload changed meanwhile, send the chunk again');
  }
  checkSameFile(row, query);
  return row;
}

/**
 * Stores one chunk (unless the file is already merged or merging: then its bytes are dropped)
 * and merges the file when it was the last one missing.
 */
export async function storeChunk(db: Db, settings: UploadSettings, row: Row, query: ChunkQuery, body: Readable): Promise<ChunkStored> {
  const dir = chunkDir(settings.root, row.id);
  if (row.status !== UPLOAD_STATUS.uploading) {
    body.resume();
    return { chunkNumber: query.resumableChunkNumber, uploadedChunks: row.totalChunks, upload: describe(row) };
  }
  await writeChunk(dir, query.resumableChunkNumber, body, query.resumableCurrentChunkSize);
  await db
    .update(uploadFiles)
    .set({ updatedAt: settings.clock() })
    .where(and(eq(uploadFiles.id, row.id), eq(uploadFiles.status, UPLOAD_STATUS.uploading)));
  const stored = await storedChunks(dir);
  const current = stored.length === row.totalChunks ? await claimMerge(db, settings, row) : row;
  return {
    chunkNumber: query.resumableChunkNumber,
    uploadedChunks: complete(current) ? row.totalChunks : stored.length,
    upload: describe(current),
  };
}

async function rowById(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(uploadFiles).where(eq(uploadFiles.id, id));
  if (!row) throw new ApiError('notFound', `the upload ${id} was removed meanwhile`);
  return row;
}

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

/**
 * Merges once: the conditional update from `uploading` to `merging` lets exactly one request
 * through when several clients deliver the last chunks at once; the others answer `merging`.
 * The one through hands the merge to the job queue, or merges in place without one.
 */
async function claimMerge(db: Db, settings: UploadSettings, row: Row): Promise<Row> {
  const [claimed] = await db
    .update(uploadFiles)
    .set({ status: UPLOAD_STATUS.merging, updatedAt: settings.clock() })
    .where(and(eq(uploadFiles.id, row.id), eq(uploadFiles.status, UPLOAD_STATUS.uploading)))
    .returning();
  if (!claimed) return rowById(db, row.id);
  if (!settings.enqueueMerge) return mergeUpload(db, settings, row.id);
  await settings.enqueueMerge(row.id);
  return claimed;
}

/**
 * Merges the chunks of an upload in `merging` into its source file and probes it: `queued` for
 * the transcoder, or `failed` with its reason. Run again after a restart it starts over (the
 * chunks stay until the merged file is recorded); a row past `merging` is returned as it is.
 */
export async function mergeUpload(db: Db, settings: Pick<UploadSettings, 'root' | 'mediaDir' | 'clock'>, uploadId: string): Promise<Row> {
  const row = await rowById(db, uploadId);
  if (row.status !== UPLOAD_STATUS.merging) return row;
  const dir = chunkDir(settings.root, row.id);
  const storagePath = sourcePath(row.id);
  const file = join(settings.root, storagePath);
  let md5: string;
  try {
    md5 = await mergeChunks(settings.root, dir, row.totalChunks, storagePath);
  } catch (error) {
    // A chunk vanished (swept) or the disk failed: the upload goes on, its pre-test lists what is left.
    await db.update(uploadFiles).set({ status: UPLOAD_STATUS.uploading }).where(eq(uploadFiles.id, row.id));
    throw error;
  }
  const outcome = await inspect(file, row);
  if ('reason' in outcome) await rm(file, { force: true });
  let done: Row | undefined;
  if (!('reason' in outcome) && row.target === 'attachment') {
    done = await keepAttachment(db, settings, row, file, md5);
  } else {
    [done] = await db
      .update(uploadFiles)
      .set(
        'reason' in outcome
          ? { status: UPLOAD_STATUS.failed, error: outcome.reason, md5, updatedAt: settings.clock() }
          : { status: UPLOAD_STATUS.queued, md5, durationS: outcome.durationS, storagePath, updatedAt: settings.clock() },
      )
      .where(and(eq(uploadFiles.id, row.id), eq(uploadFiles.status, UPLOAD_STATUS.merging)))
      .returning();
  }
  await rm(dir, { recursive: true, force: true });
  return done ?? rowById(db, row.id);
}
