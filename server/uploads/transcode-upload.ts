import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { RESOURCE_STATUS, UPLOAD_STATUS, personalResources, uploadFiles } from '../db/schema';
import { MASTER_PLAYLIST } from '../media/hls';
import { sendRecordingReady } from '../messages/course-events';
import { probeMedia } from '../media/probe';
import { POSTER_FILE, THUMBNAILS_FILE, transcodeVideo } from '../media/transcode';
import { insertRecording } from './recording-rows';
import { notifyUpload } from './upload-progress';

/**
 * The transcode job's work (docs/uploads.md "Jobs"): a `queued` upload becomes HLS under
 * DATA_DIR/media/uploads/<upload id>, then a recording of the chosen lesson (a vod and its road,
 * like the seeded ones) or a personal resource, and the upload `success`. Progress and the end
 * are written to the row and notified to the uploader's event streams. An unreadable file ends
 * `failed` with a readable reason; the job itself then succeeds (nothing to retry).
 */
export type TranscodeSettings = {
  /** DATA_DIR/uploads: where merged sources live. */
  uploadsRoot: string;
  /** DATA_DIR/media. */
  mediaDir: string;
  clock: () => Date;
  /** Least time between two progress writes. */
  progressEveryMs?: number;
  signal?: AbortSignal;
};

type Row = typeof uploadFiles.$inferSelect;

/** Under the media root: uploads/<upload id>. */
export const uploadMediaDir = (uploadId: string) => `uploads/${uploadId}`;

const REASON_CHARS = 300;

/** ffmpeg's last error line, short enough to show in the panel. */
function readableReason(fileName: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const detail = message.split('\n').filter(Boolean).pop() ?? message;
  return `${fileName} could not be transcoded: ${detail}`.slice(0, REASON_CHARS);
}

const titleOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '') || fileName;

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

  const source = started.storagePath ? join(settings.uploadsRoot, started.storagePath) : null;
  const info = source ? await probeMedia(source).catch(() => null) : null;
  if (!source || !info?.streams.some((s) => s.type === 'video')) return fail(`${started.fileName} is not a video: ffprobe cannot read it`);

  const mediaPath = uploadMediaDir(uploadId);
  let reported = 0;
  let reportedAt = 0;
  let writing = Promise.resolve();
  try {
    const result = await transcodeVideo({
      source,
      info,
      outDir: join(settings.mediaDir, mediaPath),
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
    return await record(db, settings, started, mediaPath, result.durationS);
  } catch (error) {
    await writing;
    if (settings.signal?.aborted) throw error;
    return fail(readableReason(started.fileName, error));
  }
}

/** The recording or personal resource, and the upload `success`, in one transaction. */
async function record(db: Db, settings: TranscodeSettings, upload: Row, mediaPath: string, durationS: number): Promise<Row | undefined> {
  const hlsPath = `${mediaPath}/${MASTER_PLAYLIST}`;
  const done = await db.transaction(async (tx) => {
    // Another worker finished it first (a retried job): keep its result, record nothing.
    const [current] = await tx.select({ status: uploadFiles.status }).from(uploadFiles).where(eq(uploadFiles.id, upload.id)).for('update');
    if (current?.status !== UPLOAD_STATUS.transcoding) return undefined;
    let vodId: string | null = null;
    let resourceId: string | null = null;
    if (upload.target === 'recording' && upload.teclId) {
      vodId = await insertRecording(tx, {
        tenantId: upload.tenantId,
        teclId: upload.teclId,
        courId: upload.courId,
        title: titleOf(upload.fileName),
        durationS,
        mediaPath,
      });
    } else {
      const [resource] = await tx
        .insert(personalResources)
        .values({
          tenantId: upload.tenantId,
          userId: upload.userId,
          uploadId: upload.id,
          title: titleOf(upload.fileName),
          kind: 'upload',
          status: RESOURCE_STATUS.ready,
          durationS,
          hlsPath,
          posterPath: `${mediaPath}/${POSTER_FILE}`,
          thumbnailsPath: `${mediaPath}/${THUMBNAILS_FILE}`,
        })
        .returning({ id: personalResources.id });
      resourceId = resource!.id;
    }
    const [row] = await tx
      .update(uploadFiles)
      .set({ status: UPLOAD_STATUS.success, progress: 100, vodId, durationS, updatedAt: settings.clock() })
      .where(eq(uploadFiles.id, upload.id))
      .returning();
    return { row: row!, resourceId };
  });
  if (!done) return undefined;
  await notifyUpload(db, done.row, done.resourceId);
  // The class's students hear of it (docs/personal-center.md "Messages"); a failed send leaves the recording made.
  if (done.row.vodId) await sendRecordingReady(db, done.row.vodId, settings.clock()).catch(() => 0);
  return done.row;
}
