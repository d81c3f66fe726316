import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { RESOURCE_STATUS, UPLOAD_STATUS, personalResources, uploadFiles } from '../db/schema';
import { MASTER_PLAYLIST } from '../media/hls';
import { POSTER_FILE, THUMBNAILS_FILE } from '../media/transcode';
import { sendRecordingReady } from '../messages/course-events';
import type { MediaKey, MediaStore } from '../storage';
import { keepAttachment, titleOf } from './attachment-upload';
import { dropReplacedMedia, placeLessonRecording } from './recording-rows';
import { uploadMediaPath } from './transcode-upload';
import { notifyUpload } from './upload-progress';

/**
 * The publish job's work (docs/uploads.md "Jobs"), the chain's last step: an upload in
 * `publishing` becomes what it was sent for, and the upload `success`. Target `recording`: the
 * lesson's recording (recording-rows.ts), whose class's students are told; `resource`: a personal
 * resource of the uploader; `attachment`: the file, as it was sent, a course resource of the
 * class (attachment-upload.ts). A lesson's recording replaced by the new video loses its old
 * folder once the new one is recorded (recording-rows.ts `dropReplacedMedia`). Run again it records nothing twice: only the run that still finds
 * the upload `publishing` records.
 */
export type PublishSettings = {
  /** Where the sources, the HLS folders and the attachments are. */
  media: MediaStore;
  clock: () => Date;
};

type Row = typeof uploadFiles.$inferSelect;

export async function publishUpload(db: Db, settings: PublishSettings, uploadId: string): Promise<Row | undefined> {
  const [upload] = await db.select().from(uploadFiles).where(eq(uploadFiles.id, uploadId));
  if (upload?.status !== UPLOAD_STATUS.publishing) return upload;
  if (upload.target === 'attachment') return keepAttachment(db, settings, upload, upload.md5 ?? '');
  return record(db, settings, upload, uploadMediaPath(upload), upload.durationS ?? 0);
}

/** The recording or personal resource, and the upload `success`, in one transaction. */
async function record(db: Db, settings: PublishSettings, upload: Row, mediaPath: string, durationS: number): Promise<Row | undefined> {
  const hlsPath = `${mediaPath}/${MASTER_PLAYLIST}`;
  const done = await db.transaction(async (tx) => {
    // Another worker finished it first (a retried job): keep its result, record nothing.
    const [current] = await tx.select({ status: uploadFiles.status }).from(uploadFiles).where(eq(uploadFiles.id, upload.id)).for('update');
    if (current?.status !== UPLOAD_STATUS.publishing) return undefined;
    let vodId: string | null = null;
    let resourceId: string | null = null;
    let replaced: MediaKey[] = [];
    if (upload.target === 'recording' && upload.teclId) {
      // Titled after its lesson, or replacing the lesson's recording (recording-rows.ts).
      ({ vodId, replaced } = await placeLessonRecording(tx, {
        tenantId: upload.tenantId,
        teclId: upload.teclId,
        courId: upload.courId,
        durationS,
        mediaPath,
      }));
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
    return { row: row!, resourceId, replaced };
  });
  if (!done) return undefined;
  // The replaced video's files, now that nothing plays them; left behind should this fail.
  await dropReplacedMedia(db, settings.media, done.replaced).catch(() => {});
  await notifyUpload(db, done.row, done.resourceId);
  // The class's students hear of it (docs/personal-center.md "Messages"), once per recording: a
  // video replacing the lesson's recording tells only those not yet told. A failed send leaves the
  // recording made.
  if (done.row.vodId) await sendRecordingReady(db, done.row.vodId, settings.clock()).catch(() => 0);
  return done.row;
}
