import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { UPLOAD_STATUS, uploadFiles } from '../db/schema';
import type { MediaStore } from '../storage';
import { chunkPrefix } from './chunk-files';

/**
 * Deletes abandoned uploads (docs/uploads.md "Cleanup"): an unfinished upload whose last chunk
 * is older than UPLOAD_ABANDONED_AFTER_S (by the server's clock) loses its row and its chunks,
 * and chunks no unfinished upload owns (left by a crash) go too, listed and deleted through the
 * media store (chunks/<upload id>/…, chunk-files.ts).
 */
export async function sweepAbandonedUploads(db: Db, store: MediaStore, now: Date, abandonedAfterS: number): Promise<string[]> {
  const cutoff = new Date(now.getTime() - abandonedAfterS * 1000);
  const gone = await db
    .delete(uploadFiles)
    .where(and(eq(uploadFiles.status, UPLOAD_STATUS.uploading), lt(uploadFiles.updatedAt, cutoff)))
    .returning({ id: uploadFiles.id });
  // chunks/<upload id>/<n>.chunk: the second segment names the upload.
  const folders = [...new Set((await store.list('chunks')).map((key) => key.split('/')[1]!))];
  const owned =
    folders.length === 0
      ? []
      : await db
          .select({ id: uploadFiles.id })
          .from(uploadFiles)
          .where(and(inArray(uploadFiles.id, folders), inArray(uploadFiles.status, [UPLOAD_STATUS.uploading, UPLOAD_STATUS.merging])));
  const kept = new Set(owned.map((row) => row.id));
  const removed = folders.filter((id) => !kept.has(id));
  await Promise.all(removed.map((id) => store.deletePrefix(chunkPrefix(id))));
  return [...new Set([...gone.map((row) => row.id), ...removed])];
}

export type UploadSweep = { stop: () => Promise<void> };

/**
 * Runs the sweep periodically, every quarter of the abandonment age (between 1 s and 10 min),
 * from the server's start until its close; a sweep in progress is waited for.
 */
export function startUploadSweep(options: {
  db: Db;
  media: MediaStore;
  clock: () => Date;
  abandonedAfterS: number;
  onError: (error: unknown) => void;
}): UploadSweep {
  let running: Promise<unknown> = Promise.resolve();
  const everyMs = Math.min(Math.max((options.abandonedAfterS * 1000) / 4, 1000), 600_000);
  const timer = setInterval(() => {
    running = running
      .then(() => sweepAbandonedUploads(options.db, options.media, options.clock(), options.abandonedAfterS))
      .catch(options.onError);
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
