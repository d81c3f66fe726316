import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { MediaStore } from '../storage';
import type { JobQueue } from './job-queue';
import { makeCaptureRecording } from '../capture/capture-recording';
import { QUEUE } from './job-types';

/**
 * How the ingest has a captured lesson's recording made (docs/capture.md "Recordings"): through
 * the job queue, so any worker makes it and a restart finds it; without a queue (some tests), in
 * this process at once.
 */
export function captureRecorder(deps: { db: Db; media: MediaStore; clock: () => Date; jobs: JobQueue | null }, log: FastifyBaseLogger) {
  const { db, media, clock, jobs } = deps;
  return async (courId: string): Promise<void> => {
    if (jobs !== null) return jobs.send(QUEUE.captureRecording, { courId });
    void makeCaptureRecording(db, { media, clock }, courId).catch((error: unknown) =>
      log.error({ err: error, courId }, 'capture recording failed'),
    );
  };
}
