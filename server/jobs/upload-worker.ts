import { resolve } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { RESOURCE_STATUS, UPLOAD_STATUS, personalResources, uploadFiles } from '../db/schema';
import type { Env } from '../env';
import { runClipJob } from '../media-library/clip-job';
import { mergeUpload } from '../uploads/uploads';
import { transcodeUpload } from '../uploads/transcode-upload';
import { notifyUpload } from '../uploads/upload-progress';
import { QUEUE, type JobQueue } from './job-queue';

/**
 * The upload worker (docs/uploads.md "Jobs"), in `npm start` (WORKER_IN_PROCESS) or alone in
 * `npm run worker`: merges uploads whose chunks are all in, then transcodes them, and cuts clips
 * (docs/uploads.md "Clips"). Any number may
 * run against one PostgreSQL and one DATA_DIR; pg-boss hands each job to one of them.
 */
export type UploadWorkerOptions = {
  database: Database;
  queue: JobQueue;
  env: Env;
  clock?: () => Date;
  log?: (line: string) => void;
};

export async function startUploadWorker({ database, queue, env, clock = () => new Date(), log = () => {} }: UploadWorkerOptions) {
  const { db } = database;
  const dataDir = resolve(env.DATA_DIR);
  const uploadsRoot = resolve(dataDir, 'uploads');
  const mediaDir = resolve(dataDir, 'media');
  const stopping = new AbortController();

  await queue.work(QUEUE.merge, 1, async ({ uploadId }) => {
    const row = await mergeUpload(db, { root: uploadsRoot, mediaDir, clock }, uploadId);
    // An attachment's success was told with its course resource when it was recorded.
    if (!(row.target === 'attachment' && row.status === UPLOAD_STATUS.success)) await notifyUpload(db, row);
    if (row.status === UPLOAD_STATUS.queued) await queue.send(QUEUE.transcode, { uploadId });
    log(`upload ${uploadId}: ${row.status}${row.error ? ` (${row.error})` : ''}`);
  });
  await queue.work(QUEUE.transcode, env.WORKER_CONCURRENCY, async ({ uploadId }) => {
    const row = await transcodeUpload(db, { uploadsRoot, mediaDir, clock, signal: stopping.signal }, uploadId);
    log(`upload ${uploadId}: ${row?.status ?? 'gone'}${row?.error ? ` (${row.error})` : ''}`);
  });
  await queue.work(QUEUE.clip, env.WORKER_CONCURRENCY, async ({ resourceId }) => {
    const row = await runClipJob(db, { mediaDir, signal: stopping.signal, log }, resourceId);
    if (row?.status === RESOURCE_STATUS.failed) log(`clip ${resourceId}: failed (${row.reason})`);
  });
  log(`worker: ${await recover(database, queue)} upload jobs and ${await recoverClips(database, queue)} clip jobs recovered`);
  return {
    /** Stops running ffmpegs: their jobs fail and are retried by the next worker. Then stop the queue. */
    abort() {
      stopping.abort();
    },
  };
}

/**
 * Uploads left `merging`, `queued` or `transcoding` with no live job (merged before the queue
 * existed, whose job could not be sent, or whose retries all died with their workers) get one:
 * a restart never strands a file.
 */
async function recover({ db }: Database, queue: JobQueue): Promise<number> {
  const stranded = await db
    .select({ id: uploadFiles.id, status: uploadFiles.status })
    .from(uploadFiles)
    .where(inArray(uploadFiles.status, [UPLOAD_STATUS.merging, UPLOAD_STATUS.queued, UPLOAD_STATUS.transcoding]));
  let sent = 0;
  for (const row of stranded) {
    const name = row.status === UPLOAD_STATUS.merging ? QUEUE.merge : QUEUE.transcode;
    if (await liveJob(db, queue, name, row.id)) continue;
    await queue.send(name, { uploadId: row.id });
    sent++;
  }
  return sent;
}

/** Clips left `processing` with no live job get one, as uploads do. */
async function recoverClips({ db }: Database, queue: JobQueue): Promise<number> {
  const stranded = await db
    .select({ id: personalResources.id })
    .from(personalResources)
    .where(and(eq(personalResources.kind, 'clip'), eq(personalResources.status, RESOURCE_STATUS.processing)));
  let sent = 0;
  for (const row of stranded) {
    if (await liveJob(db, queue, QUEUE.clip, row.id)) continue;
    await queue.send(QUEUE.clip, { resourceId: row.id });
    sent++;
  }
  return sent;
}

async function liveJob(db: Database['db'], queue: JobQueue, name: string, key: string): Promise<boolean> {
  const live = await db.execute(
    sql`select 1 from ${sql.identifier(queue.schema)}.job where name = ${name} and singleton_key = ${key} and state < 'completed' limit 1`,
  );
  return rowsOf(live).length > 0;
}

/** db.execute answers rows (postgres-js) or { rows } (PGlite). */
const rowsOf = (result: unknown): unknown[] => (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []));
