import { resolve } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { RESOURCE_STATUS, UPLOAD_STATUS, personalResources, uploadFiles } from '../db/schema';
import type { Env } from '../env';
import { runClipJob } from '../media-library/clip-job';
import { rowsOf } from '../db/sql-rows';
import { mergeUpload } from '../uploads/uploads';
import { transcodeUpload } from '../uploads/transcode-upload';
import { notifyUpload } from '../uploads/upload-progress';
import { takeLease, leaseHeld } from './job-lease';
import { QUEUE, type JobQueue, type QueueName } from './job-queue';

/**
 * The upload worker (docs/uploads.md "Jobs"), in `npm start` (WORKER_IN_PROCESS) or alone in
 * `npm run worker`: merges uploads whose chunks are all in, then transcodes them, and cuts clips
 * (docs/uploads.md "Clips"). Any number may run against one PostgreSQL and one DATA_DIR; pg-boss
 * hands each job to one of them, and a lease keeps each piece of work to one attempt at a time.
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
  /**
   * Runs a job under its lease (job-lease.ts): with none to be had, another attempt is running it
   * now, and this one ends; the sweep below hands the work out again should that one die.
   */
  const leased = async (name: QueueName, key: string, run: (signal: AbortSignal) => Promise<void>): Promise<void> => {
    const lease = await takeLease(db, leaseKey(name, key), env.JOB_LEASE_S);
    if (!lease) return log(`${name} ${key}: running on another worker`);
    try {
      await run(AbortSignal.any([stopping.signal, lease.signal]));
    } finally {
      await lease.release().catch(() => {});
    }
  };

  await queue.work(QUEUE.merge, 1, ({ uploadId }) =>
    leased(QUEUE.merge, uploadId, async () => {
      const row = await mergeUpload(db, { root: uploadsRoot, mediaDir, clock }, uploadId);
      // An attachment's success was told with its course resource when it was recorded.
      if (!(row.target === 'attachment' && row.status === UPLOAD_STATUS.success)) await notifyUpload(db, row);
      if (row.status === UPLOAD_STATUS.queued) await queue.send(QUEUE.transcode, { uploadId });
      log(`upload ${uploadId}: ${row.status}${row.error ? ` (${row.error})` : ''}`);
    }),
  );
  await queue.work(QUEUE.transcode, env.WORKER_CONCURRENCY, ({ uploadId }) =>
    leased(QUEUE.transcode, uploadId, async (signal) => {
      const row = await transcodeUpload(db, { uploadsRoot, mediaDir, clock, signal }, uploadId);
      log(`upload ${uploadId}: ${row?.status ?? 'gone'}${row?.error ? ` (${row.error})` : ''}`);
    }),
  );
  await queue.work(QUEUE.clip, env.WORKER_CONCURRENCY, ({ resourceId }) =>
    leased(QUEUE.clip, resourceId, async (signal) => {
      const row = await runClipJob(db, { mediaDir, signal, log }, resourceId);
      if (row?.status === RESOURCE_STATUS.failed) log(`clip ${resourceId}: failed (${row.reason})`);
    }),
  );
  const sweep = async () => ({ uploads: await recover(database, queue), clips: await recoverClips(database, queue) });
  const first = await sweep();
  log(`worker: ${first.uploads} upload jobs and ${first.clips} clip jobs recovered`);
  // A worker that dies leaves its work with a lease that runs out: any live worker hands it out again.
  const sweeping = setInterval(
    () =>
      void sweep().then(
        ({ uploads, clips }) => uploads + clips > 0 && log(`worker: ${uploads} upload jobs and ${clips} clip jobs taken over`),
        () => {},
      ),
    (env.JOB_LEASE_S * 1000) / 2,
  );
  sweeping.unref();
  return {
    /** Stops the sweep and running ffmpegs: their jobs fail and are retried by the next worker. Then stop the queue. */
    abort() {
      clearInterval(sweeping);
      stopping.abort();
    },
  };
}

/** The lease on one row's work in one queue: a merge and the transcode after it are two. */
const leaseKey = (name: QueueName, key: string) => `${name}:${key}`;

/**
 * Uploads left `merging`, `queued` or `transcoding` with neither a waiting job nor a live lease
 * (merged before the queue existed, whose job could not be sent, or whose worker died) get a
 * job: neither a restart nor a lost worker strands a file.
 */
async function recover({ db }: Database, queue: JobQueue): Promise<number> {
  const stranded = await db
    .select({ id: uploadFiles.id, status: uploadFiles.status })
    .from(uploadFiles)
    .where(inArray(uploadFiles.status, [UPLOAD_STATUS.merging, UPLOAD_STATUS.queued, UPLOAD_STATUS.transcoding]));
  let sent = 0;
  for (const row of stranded) {
    const name = row.status === UPLOAD_STATUS.merging ? QUEUE.merge : QUEUE.transcode;
    if (await attended(db, queue, name, row.id)) continue;
    await queue.send(name, { uploadId: row.id });
    sent++;
  }
  return sent;
}

/** Clips left `processing` with no waiting job and no live lease get one, as uploads do. */
async function recoverClips({ db }: Database, queue: JobQueue): Promise<number> {
  const stranded = await db
    .select({ id: personalResources.id })
    .from(personalResources)
    .where(and(eq(personalResources.kind, 'clip'), eq(personalResources.status, RESOURCE_STATUS.processing)));
  let sent = 0;
  for (const row of stranded) {
    if (await attended(db, queue, QUEUE.clip, row.id)) continue;
    await queue.send(QUEUE.clip, { resourceId: row.id });
    sent++;
  }
  return sent;
}

/** A job waits for a worker, or a worker holds the lease on it: nothing to hand out. */
async function attended(db: Database['db'], queue: JobQueue, name: QueueName, key: string): Promise<boolean> {
  const waiting = await rowsOf(
    db,
    sql`select 1 from ${sql.identifier(queue.schema)}.job where name = ${name} and singleton_key = ${key} and state in ('created', 'retry') limit 1`,
  );
  return waiting.length > 0 || (await leaseHeld(db, leaseKey(name, key)));
}
