import type { Readable } from 'node:stream';
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { UPLOAD_SIMULTANEOUS_CHUNKS } from '../../src/constants';
import type { ChunkQuery, ChunkStored, ChunkTest, UploadFile } from '../../src/schemas/upload';
import { UNFINISHED_STATES, UPLOAD_STATUS_RULES } from '../../src/uploads/upload-status-rules';
import { assertStaff, mayUploadTo } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { UPLOAD_STATUS, courseSessions, teachingClasses, uploadFiles } from '../db/schema';
import { ApiError, refused } from '../errors';
import { mebibytes, ownerOf, quotaExceeded, withinQuotas, type Quota } from '../quotas/user-quota';
import type { MediaStore } from '../storage';
import { storedChunks, writeChunk } from './chunk-files';
import { refuseUnendedLesson } from './recording-rows';
import { findStoredCopy } from './stored-copy';

/**
 * The chunk protocol's rules (docs/uploads.md): who may upload where, the limits checked before
 * any byte is stored, and the hand-over to the merge job (merge-upload.ts) once the last chunk is
 * in, or once the uploader's stored copy of the same content can stand for the chunks.
 */
export type UploadSettings = {
  /** Where chunks are kept (chunk-files.ts): any web process may take any chunk. */
  media: MediaStore;
  /** Scratch for a chunk on its way into the store (server/storage/scratch.ts). */
  incomingDir: string;
  maxFileBytes: number;
  quota: Quota;
  clock: () => Date;
  /**
   * Hands a file whose chunks are all in to the job queue (docs/uploads.md "Jobs"); the chunk
   * then answers `merging`. Null where this process has no queue (tests of other areas).
   */
  enqueueMerge: ((uploadId: string) => Promise<void>) | null;
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

/** Every chunk number of the row: all of them count as held once the row is past `uploading`. */
const allChunks = (row: Row) => Array.from({ length: row.totalChunks }, (_, i) => i + 1);

/**
 * Teachers upload to the lessons (recordings) and classes (attachments) of their own classes,
 * administrators to any of their tenant; both may upload personal resources. Students (and
 * anyone else) get 403; a class or lesson of another tenant does not exist (404).
 */
async function authorize(db: Db, claims: AccessClaims, query: ChunkQuery, now: Date): Promise<void> {
  assertStaff(claims, 'only teachers and administrators may upload');
  if (query.target === 'resource') return;
  const [tecl] = await db
    .select({ teacherId: teachingClasses.teacherId })
    .from(teachingClasses)
    .where(and(eq(teachingClasses.id, query.teclId!), eq(teachingClasses.tenantId, claims.tid)));
  const [lesson] =
    query.courId === undefined
      ? [{ id: null, endsAt: null }]
      : await db
          .select({ id: courseSessions.id, endsAt: courseSessions.courEndTime })
          .from(courseSessions)
          .where(
            and(eq(courseSessions.id, query.courId), eq(courseSessions.teclId, query.teclId!), eq(courseSessions.tenantId, claims.tid)),
          );
  if (!tecl || !lesson)
    throw new ApiError(
      'notFound',
      query.courId === undefined ? `no teaching class ${query.teclId}` : `no lesson ${query.courId} in teaching class ${query.teclId}`,
    );
  if (!mayUploadTo(claims, tecl.teacherId))
    throw new ApiError(
      'forbidden',
      query.target === 'recording'
        ? 'only the teacher of this class may upload its recordings'
        : 'only the teacher of this class may upload its attachments',
    );
  if (query.target === 'recording' && lesson.endsAt !== null) refuseUnendedLesson(query.courId!, lesson.endsAt, now);
}

/** A refusal the uploader panel words in the user's language (src/schemas/refusals.ts), the limit in MiB. */
function checkSize(settings: UploadSettings, query: ChunkQuery): void {
  if (query.resumableTotalSize > settings.maxFileBytes)
    throw refused(
      'payloadTooLarge',
      'uploadTooLarge',
      { mib: mebibytes(settings.maxFileBytes) },
      `resumableTotalSize: a file may be at most ${settings.maxFileBytes} bytes (UPLOAD_MAX_FILE_BYTES), this one has ${query.resumableTotalSize}`,
    );
}

const optional = (column: typeof uploadFiles.teclId | typeof uploadFiles.courId, value: string | undefined): SQL =>
  value === undefined ? isNull(column) : eq(column, value);

/**
 * The caller's uploads of this file to this target: the identifier names the content, the target
 * where it goes, and neither alone is an upload (the same file may go to several lessons).
 */
const mine = (claims: AccessClaims, query: ChunkQuery) =>
  and(
    eq(uploadFiles.tenantId, claims.tid),
    eq(uploadFiles.userId, claims.sub),
    eq(uploadFiles.uniqueIdentifier, query.resumableIdentifier),
    eq(uploadFiles.target, query.target),
    optional(uploadFiles.teclId, query.teclId),
    optional(uploadFiles.courId, query.courId),
  );

async function unfinishedUpload(db: Db, claims: AccessClaims, query: ChunkQuery): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(uploadFiles)
    .where(and(mine(claims, query), inArray(uploadFiles.status, [...UNFINISHED_STATES])));
  return row;
}

/** A chunk must describe the same file as the upload it joins (another file under one identifier is a 409). */
function checkSameFile(row: Row, query: ChunkQuery): void {
  const differences: [string, unknown, unknown][] = [
    ['resumableTotalSize', row.sizeBytes, query.resumableTotalSize],
    ['resumableChunkSize', row.chunkBytes, query.resumableChunkSize],
  ];
  for (const [field, kept, sent] of differences)
    if (kept !== sent) throw new ApiError('conflict', `${field}: the upload begun with this identifier has ${String(kept)}`);
}

/**
 * The pre-test: which chunks of this file, for this target, does the server hold? An unfinished
 * upload answers for itself. Otherwise nothing is held for this target yet, and `upload` is the
 * last finished one (so a client asking how its file ended learns it): sending again makes a new
 * upload, whose first chunk takes the uploader's stored copy of the same content when there is
 * one (stored-copy.ts), so the rest need not be sent.
 */
export async function testChunk(db: Db, settings: UploadSettings, claims: AccessClaims, query: ChunkQuery): Promise<ChunkTest> {
  await authorize(db, claims, query, settings.clock());
  checkSize(settings, query);
  const row = await unfinishedUpload(db, claims, query);
  if (row) {
    checkSameFile(row, query);
    const chunks = UPLOAD_STATUS_RULES[row.status].chunks;
    if (chunks === 'stored') return { skipUpload: false, uploaded: await storedChunks(settings.media, row.id), upload: describe(row) };
    return { skipUpload: chunks === 'sent', uploaded: allChunks(row), upload: describe(row) };
  }
  const [last] = await db.select().from(uploadFiles).where(mine(claims, query)).orderBy(desc(uploadFiles.createdAt)).limit(1);
  // A sending begins with its first chunks (resumable.js tests a later one only once one of those
  // is answered, and that one made the upload): a later chunk finding the file's upload here ended
  // belongs to that upload, whose first chunk took a stored copy and whose chain finished before
  // the client was through its pre-tests. It is told the upload ended, never to begin another.
  if (last && query.resumableChunkNumber > UPLOAD_SIMULTANEOUS_CHUNKS)
    return { skipUpload: true, uploaded: allChunks(last), upload: describe(last) };
  // Refused now rather than at the first chunk: nothing is sent that could not be kept. After a
  // success the first chunk decides (it is checked there too): the client may only be asking how
  // its file ended.
  if (last?.status !== UPLOAD_STATUS.success) {
    const used = await settings.quota.used(db, ownerOf(claims));
    const adding = (await findStoredCopy(db, settings.media, contentOf(claims, query))) ? 0 : query.resumableTotalSize;
    if (used + adding > settings.quota.limit) throw quotaExceeded(settings.quota, used, adding);
  }
  return { skipUpload: false, uploaded: [], upload: last ? describe(last) : null };
}

const contentOf = (claims: AccessClaims, query: ChunkQuery) => ({
  tenantId: claims.tid,
  userId: claims.sub,
  uniqueIdentifier: query.resumableIdentifier,
  sizeBytes: query.resumableTotalSize,
});

/**
 * Before a chunk's bytes are read: the caller may upload there, the file is within the size
 * limit, and the upload exists (begun now, within the quota, when this is its first chunk). A
 * second client sending the same identifier joins the same row.
 */
export async function prepareChunk(db: Db, settings: UploadSettings, claims: AccessClaims, query: ChunkQuery): Promise<Row> {
  await authorize(db, claims, query, settings.clock());
  checkSize(settings, query);
  let row = await unfinishedUpload(db, claims, query);
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
        // Another client began the same upload meanwhile (the partial unique index): join it.
        .onConflictDoNothing(),
    );
    row = await unfinishedUpload(db, claims, query);
    if (!row) throw new ApiError('conflict', 'resumableIdentifier: this upload changed meanwhile, send the chunk again');
  }
  checkSameFile(row, query);
  return row;
}

/**
 * Stores one chunk (unless the file is already merged or merging: then its bytes are dropped)
 * and merges the file when it was the last one missing, or at once when the uploader's stored
 * copy of the same content can stand for every chunk (stored-copy.ts).
 */
export async function storeChunk(db: Db, settings: UploadSettings, row: Row, query: ChunkQuery, body: Readable): Promise<ChunkStored> {
  const answer = (current: Row, held: number): ChunkStored => ({
    chunkNumber: query.resumableChunkNumber,
    uploadedChunks: current.status === UPLOAD_STATUS.uploading ? held : row.totalChunks,
    upload: describe(current),
  });
  if (row.status !== UPLOAD_STATUS.uploading) {
    body.resume();
    return answer(row, row.totalChunks);
  }
  if (await findStoredCopy(db, settings.media, row)) {
    body.resume();
    return answer(await claimMerge(db, settings, row), 0);
  }
  await writeChunk(
    settings.media,
    settings.incomingDir,
    { uploadId: row.id, n: query.resumableChunkNumber, expectedBytes: query.resumableCurrentChunkSize },
    body,
  );
  await db
    .update(uploadFiles)
    .set({ updatedAt: settings.clock() })
    .where(and(eq(uploadFiles.id, row.id), eq(uploadFiles.status, UPLOAD_STATUS.uploading)));
  const stored = await storedChunks(settings.media, row.id);
  return answer(stored.length === row.totalChunks ? await claimMerge(db, settings, row) : row, stored.length);
}

async function rowById(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(uploadFiles).where(eq(uploadFiles.id, id));
  if (!row) throw new ApiError('notFound', `the upload ${id} was removed meanwhile`);
  return row;
}

/**
 * Merges once: the conditional update from `uploading` to `merging` lets exactly one request
 * through when several clients deliver the last chunks at once; the others answer `merging`.
 * The one through hands the merge to the job queue (docs/uploads.md "Jobs"). Without a queue in
 * reach the upload waits `merging` for a worker's sweep, as it would for a worker that is down.
 */
async function claimMerge(db: Db, settings: UploadSettings, row: Row): Promise<Row> {
  const [claimed] = await db
    .update(uploadFiles)
    .set({ status: UPLOAD_STATUS.merging, updatedAt: settings.clock() })
    .where(and(eq(uploadFiles.id, row.id), eq(uploadFiles.status, UPLOAD_STATUS.uploading)))
    .returning();
  if (!claimed) return rowById(db, row.id);
  await settings.enqueueMerge?.(row.id);
  return claimed;
}
