import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { UploadState } from '../../src/schemas/upload';
import { UPLOAD_STATUS, uploadFiles } from '../db/schema';
import { probeMedia } from '../media/probe';
import { transcodeVideo } from '../media/transcode';
import type { LocalCopy, MediaStore } from '../storage';
import { notifyUpload } from './upload-progress';

/**
 * The transcode job's work (docs/uploads.md "Jobs"): a `queued` upload's source, from the media
 * store, becomes HLS published under `uploads/<upload id>/` in the store, and then waits
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

/** The HLS folder's key prefix: uploads/<upload id>. */
export const uploadMediaDir = (uploadId: string) => `uploads/${uploadId}`;

const REASON_CHARS = 300;

/** ffmpeg's last error line, short enough to show in the panel. */
function readableReason(fileName: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const detail = message.split('\n').filter(Boolean).pop() ?? message;
  return `${fileName} could not be transcoded: ${detail}`.slice(0, REASON_CHARS);
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

  const mediaPath = uploadMediaDir(uploadId);
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
    return await update(
      db,
      uploadId,
      { status: settings.leaveAs(started), progress: 100, durationS: result.durationS, updatedAt: clock() },
      [UPLOAD_STATUS.transcoding],
    );
  } catch (error) {
    await writing;
    if (settings.signal?.aborted) throw error;
    return fail(readableReason(started.fileName, error));
  }
}
