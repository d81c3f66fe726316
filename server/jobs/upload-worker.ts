import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/sql-rows';
import type { Env } from '../env';
import type { MediaStore } from '../storage';
import { startUploadSweep } from '../uploads/abandoned-sweep';
import { JOB_HANDLERS } from './job-handlers';
import { takeLease, leaseHeld } from '../leases/lease';
import type { JobQueue } from './job-queue';
import { JOB_NAMES, jobKey, type JobContext, type JobName, type JobPayloads, type UploadJobName, type UploadRow } from './job-types';
import { MAKES_RECORDINGS, RECORDING_READERS, UPLOAD_CHAIN, followingJob } from './media-chain';

/**
 * The worker (docs/uploads.md "Jobs"), in `npm start` (WORKER_IN_PROCESS) or alone in
 * `npm run worker`: runs every job of job-handlers.ts, each under its lease, and sends what
 * follows an upload's job as media-chain.ts says (merge → transcode → publish). Any number may
 * run against one PostgreSQL and one DATA_DIR; pg-boss hands each job to one of them, and a lease
 * keeps each piece of work to one attempt at a time. It also sweeps: work left with no job (a
 * restart, a dead worker) is queued again, and abandoned uploads are deleted.
 */
export type UploadWorkerOptions = {
  database: Database;
  queue: JobQueue;
  env: Env;
  /** The process's media store (server/compose.ts openMediaStore). */
  media: MediaStore;
  clock?: () => Date;
  log?: (line: string) => void;
};

const isUploadJob = (name: JobName): name is UploadJobName => name in UPLOAD_CHAIN;

export async function startUploadWorker({
  database,
  queue,
  env,
  clock = () => new Date(),
  log = () => {},
  ...options
}: UploadWorkerOptions) {
  const { db } = database;
  const { media } = options;
  const stopping = new AbortController();
  const contextOf = (signal: AbortSignal): JobContext => ({
    db,
    env,
    media,
    clock,
    signal,
    log,
  });

  /**
   * Runs a job under its lease (server/leases/lease.ts): with none to be had, another attempt is running it
   * now, and this one ends; the sweep below hands the work out again should that one die.
   */
  const leased = async (name: JobName, key: string, run: (signal: AbortSignal) => Promise<void>): Promise<void> => {
    const lease = await takeLease(db, leaseKey(name, key), env.JOB_LEASE_S);
    if (!lease) return log(`${name} ${key}: running on another worker`);
    try {
      await run(AbortSignal.any([stopping.signal, lease.signal]));
    } finally {
      await lease.release().catch(() => {});
    }
  };

  const register = async <N extends JobName>(name: N) => {
    const handler = JOB_HANDLERS[name];
    await queue.work(name, handler.concurrency(env), (payload: JobPayloads[N]) =>
      leased(name, jobKey(payload), async (signal) => {
        const outcome = await handler.run(payload, contextOf(signal));
        // What follows is decided here, from the chain, never inside a handler.
        const next = isUploadJob(name) ? followingJob(name, outcome as UploadRow | undefined) : null;
        if (next !== null) await queue.send(next, { uploadId: (outcome as UploadRow).id });
        if (MAKES_RECORDINGS.includes(name)) for (const reader of RECORDING_READERS) await recoverJobs(database, env, queue, reader);
      }),
    );
  };
  for (const name of JOB_NAMES) await register(name);

  const recover = async () => {
    let sent = 0;
    for (const name of JOB_NAMES) sent += await recoverJobs(database, env, queue, name);
    return sent;
  };
  log(`worker: ${await recover()} jobs recovered`);
  // A worker that dies leaves its work with a lease that runs out: any live worker hands it out again.
  const sweeping = setInterval(
    () =>
      void recover().then(
        (sent) => sent > 0 && log(`worker: ${sent} jobs taken over`),
        () => {},
      ),
    (env.JOB_LEASE_S * 1000) / 2,
  );
  sweeping.unref();
  const abandoned = startUploadSweep({
    db,
    media,
    clock,
    abandonedAfterS: env.UPLOAD_ABANDONED_AFTER_S,
    onError: (error) => log(`worker: abandoned-upload sweep failed: ${error instanceof Error ? error.message : String(error)}`),
  });
  return {
    /** Stops the sweeps and running ffmpegs: their jobs fail and are retried by the next worker. Then stop the queue. */
    abort() {
      clearInterval(sweeping);
      void abandoned.stop();
      stopping.abort();
    },
  };
}

/** The lease on one row's work in one queue: a merge and the transcode after it are two. */
const leaseKey = (name: JobName, key: string) => `${name}:${key}`;

/**
 * Work a job's handler finds left for it (an upload in its status, a clip `processing`) with
 * neither a waiting job nor a live lease (merged before the queue existed, whose job could not be
 * sent, or whose worker died) gets a job: neither a restart nor a lost worker strands it.
 */
async function recoverJobs<N extends JobName>({ db }: Database, env: Env, queue: JobQueue, name: N): Promise<number> {
  let sent = 0;
  for (const payload of await JOB_HANDLERS[name].stranded(db, env)) {
    if (await attended(db, queue, name, jobKey(payload))) continue;
    await queue.send(name, payload);
    sent++;
  }
  return sent;
}

/** A job waits for a worker, or a worker holds the lease on it: nothing to hand out. */
async function attended(db: Database['db'], queue: JobQueue, name: JobName, key: string): Promise<boolean> {
  const waiting = await rowsOf(
    db,
    sql`select 1 from ${sql.identifier(queue.schema)}.job where name = ${name} and singleton_key = ${key} and state in ('created', 'retry') limit 1`,
  );
  return waiting.length > 0 || (await leaseHeld(db, leaseKey(name, key)));
}
