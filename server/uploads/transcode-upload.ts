import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { UploadState } from '../../src/schemas/upload';
import { UPLOAD_STATUS, uploadFiles } from '../db/schema';
import { probeMedia } from '../media/probe';
import { attemptPrefix, transcodeVideo } from '../media/transcode';
import type { LocalCopy, MediaKey, MediaStore } from '../storage';
import { notifyUpload } from './upload-progress';

/**
 * The transcode job's work (docs/uploads.md "Jobs"): a `queued` upload's source, from the media
 * store, becomes HLS published under a new attempt `uploads/<upload id>/<attempt>/` in the store,
 * recorded on the row (`media_path`) by the run that finishes, and then waits
 * (`leaveAs`, from the worker's chain) for the publish job to make it a recording or a resource
 * (publish-upload.ts). Progress and the end are
 * written to the row and notified to the uploader's event streams. An unreadable file ends
 * `failed` with a readable reason; the job itself then succeeds (nothing to retry).
 */
export type TranscodeSettings = {
  /** Where the source is read and the HLS folder published. */
  media: MediaStore;
  clock: () => Date;
  /** Least time between two progress writes. */
  progressEveryMs?: number;
  signal?: AbortSignal;
  /** The status a transcoded upload is left in: waiting for the next job. */
  leaveAs: (row: Row) => UploadState;
};

type Row = typeof uploadFiles.$inferSelect;

/** The folder of an upload's transcodes, uploads/<upload id>; each run's output is an attempt below it. */
export const uploadMediaDir = (uploadId: string) => `uploads/${uploadId}`;

/** The HLS folder an upload's publish takes: the finished attempt, or the folder itself on uploads from before attempts. */
export const uploadMediaPath = (upload: Pick<Row, 'id' | 'mediaPath'>) => upload.mediaPath ?? uploadMediaDir(upload.id);

/**
 * Removes every other attempt under uploads/<upload id> than `kept` (runs that were stopped after
 * publishing, or lost to a run that finished first); `kept` null removes them all.
 */
export async function dropOtherAttempts(store: MediaStore, uploadId: string, kept: MediaKey | null): Promise<void> {
  const keep = kept === null ? null : `${kept}/`;
  const stale = (await store.list(uploadMediaDir(uploadId))).filter((key) => keep === null || !key.startsWith(keep));
  for (const key of stale) await store.delete(key);
}

const REASON_CHARS = 300;

/** ffmpeg's last error line, short enough to show in the panel. */
function readableReason(fileName: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const detail = message.split('\n').filter(Boolean).pop() ?? message;
  return `${fileName} could not be transcoded: ${detail}`.slice(0, REASON_CHARS);
}

async function currentMediaPath(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ mediaPath: uploadFiles.mediaPath }).from(uploadFiles).where(eq(uploadFiles.id, id));
  return row?.mediaPath ?? null;
}

async function update(db: Db, id: string, values: Partial<Row>, from: Row['status'][]): Promise<Row | undefined> {
  const [row] = await db
    .update(uploadFiles)
    .set(values)
    .where(and(eq(uploadFiles.id, id), inArray(uploadFiles.status, from)))
    .returning();
  if (row) await notifyUpload(db, row);
  return row;
}

export async function transcodeUpload(db: Db, settings: TranscodeSettings, uploadId: string): Promise<Row | undefined> {
  const { clock } = settings;
  const started = await update(
    db,
    uploadId,
    { status: UPLOAD_STATUS.transcoding, progress: 0, updatedAt: clock() },
    // Again after a restart or a killed worker: the job is retried and starts over.
    [UPLOAD_STATUS.queued, UPLOAD_STATUS.transcoding],
  );
  if (!started) return undefined;
  const fail = (reason: string) =>
    update(db, uploadId, { status: UPLOAD_STATUS.failed, error: reason, progress: null, updatedAt: clock() }, [UPLOAD_STATUS.transcoding]);

  // ffmpeg needs a path: the source as a local file (the real file on the local driver, no copy).
  // A source that is gone is the upload's failure; the store out of reach is the job's (retried).
  const gone = (error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  };
  const source: LocalCopy | null = started.storagePath ? await settings.media.materialise(started.storagePath).catch(gone) : null;
  try {
    return await transcodeFrom(db, settings, started, source, fail);
  } finally {
    await source?.release();
  }
}

async function transcodeFrom(
  db: Db,
  settings: TranscodeSettings,
  started: Row,
  source: LocalCopy | null,
  fail: (reason: string) => Promise<Row | undefined>,
): Promise<Row | undefined> {
  const { clock } = settings;
  const uploadId = started.id;
  const info = source ? await probeMedia(source.path).catch(() => null) : null;
  if (!source || !info?.streams.some((s) => s.type === 'video')) return fail(`${started.fileName} is not a video: ffprobe cannot read it`);

  const mediaPath = attemptPrefix(uploadMediaDir(uploadId));
  let reported = 0;
  let reportedAt = 0;
  let writing = Promise.resolve();
  try {
    const result = await transcodeVideo({
      source: source.path,
      info,
      store: settings.media,
      prefix: mediaPath,
      signal: settings.signal,
      onProgress: (percent) => {
        const now = Date.now();
        if (percent <= reported || now - reportedAt < (settings.progressEveryMs ?? 500)) return;
        reported = percent;
        reportedAt = now;
        // One write at a time, in order; a failed write only loses a progress step.
        writing = writing
          .then(() => update(db, uploadId, { progress: percent, updatedAt: clock() }, [UPLOAD_STATUS.transcoding]))
          .then(
            () => {},
            () => {},
          );
      },
    });
    await writing;
    // Made: the publish job records it where it goes (publish-upload.ts).
    const done = await update(
      db,
      uploadId,
      { status: settings.leaveAs(started), progress: 100, durationS: result.durationS, mediaPath, updatedAt: clock() },
      [UPLOAD_STATUS.transcoding],
    );
    // Only the run that recorded its attempt keeps it; a run that lost keeps nothing.
    await dropOtherAttempts(settings.media, uploadId, done ? mediaPath : await currentMediaPath(db, uploadId));
    return done;
  } catch (error) {
    await writing;
    if (settings.signal?.aborted) throw error;
    return fail(readableReason(started.fileName, error));
  }
}
