import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { JOB_NAMES, jobKey, retryOf, startAfterOf, type JobName, type JobPayloads } from './job-types';

export { QUEUE, type ClipJob, type JobName, type UploadJob } from './job-types';

/**
 * The job queue (docs/uploads.md "Jobs"): pg-boss, its tables in the `pgboss` schema of
 * Lectern's own database, so a job outlives the process that queued it or ran it. Jobs carry
 * only the id of their row (an upload, or a clip's personal resource); the row says what is left
 * to do. Whether a worker still runs a job is told by its lease (server/leases/lease.ts), not by pg-boss:
 * pg-boss fails a handler that runs longer than its expiry and hands the job out again, which
 * for a transcode of hours would mean two at once.
 */
/** A queue is named after its job (job-types.ts). */
export type QueueName = JobName;

export type JobQueueOptions = { onError?: (error: Error) => void };

export type JobQueue = {
  /** pg-boss's schema, whose `job` table says which uploads have a live job. */
  schema: string;
  /** Queues the job unless one for this row is already waiting (policy `short`, keyed by row). */
  send: <Q extends QueueName>(queue: Q, job: JobPayloads[Q]) => Promise<void>;
  /** Runs `handler` for this queue's jobs, `concurrency` at a time; a thrown job is retried. */
  work: <Q extends QueueName>(queue: Q, concurrency: number, handler: (job: JobPayloads[Q]) => Promise<void>) => Promise<void>;
  /** Stops polling and waits for running handlers (up to `graceMs`). */
  stop: (graceMs?: number) => Promise<void>;
};

const JOB_SCHEMA = 'pgboss';
const POLL_S = 1;
/** pg-boss's expiry of a running handler (its maximum is under 24 h): only a backstop; the lease decides. */
const HANDLER_LIMIT_S = 23 * 3600;

export async function openJobQueue(database: Database, options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    ...database.jobConnection,
    schedule: false,
    schema: JOB_SCHEMA,
  });
  boss.on('error', (error: Error) => options.onError?.(error));
  await boss.start();
  for (const name of JOB_NAMES) await boss.createQueue(name, { name, policy: 'short', ...retryOf(name), expireInSeconds: HANDLER_LIMIT_S });
  return {
    schema: JOB_SCHEMA,
    async send(queue, job) {
      const startAfter = startAfterOf(queue);
      await boss.send(queue, job, {
        singletonKey: jobKey(job),
        ...retryOf(queue),
        expireInSeconds: HANDLER_LIMIT_S,
        ...(startAfter > 0 ? { startAfter } : {}),
      });
    },
    async work(queue, concurrency, handler) {
      // One poller per slot: pg-boss 10 runs a batch's jobs in one handler call.
      for (let i = 0; i < concurrency; i++)
        await boss.work<JobPayloads[typeof queue]>(queue, { pollingIntervalSeconds: POLL_S }, async ([job]) => {
          if (job) await handler(job.data);
        });
    },
    async stop(graceMs = 10_000) {
      await boss.stop({ graceful: true, wait: true, timeout: graceMs, close: true });
    },
  };
}
