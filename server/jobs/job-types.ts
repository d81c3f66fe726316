import type { Db } from '../db/client';
import type { uploadFiles } from '../db/schema';
import type { Env } from '../env';
import type { MediaStore } from '../storage';

/**
 * The jobs the worker runs (docs/uploads.md "Jobs"), their names and what each carries: only the
 * id of its row (an upload, or a clip's personal resource); the row says what is left to do. One
 * module for every payload, as PeerTube's job queue has (../shared/STYLE.md "Media pipelines").
 */
export type UploadJob = { uploadId: string };
/** Cutting a clip (docs/uploads.md "Clips"): the personal resource it becomes. */
export type ClipJob = { resourceId: string };
/** A captured lesson's recording (docs/capture.md "Recordings"): the lesson it is of. */
export type CaptureJob = { courId: string };
/** Reading a ready recording's slides or speech (docs/search.md "Inside lessons"): the recording. */
export type RecordingTextJob = { vodId: string };
/** Rotating Lectern's LTI signing keys (docs/lti.md "Key rotation"): the installation's one key set. */
export type KeyRotationJob = { keySet: string };
/** Syncing an LMS course's roster (docs/lti.md "Roster sync"): the sync's row. */
export type RosterSyncJob = { syncId: string };
/** Posting a student's score of a graded item to the LMS (docs/lti.md "Grades"): the score's row. */
export type GradeScoreJob = { scoreId: string };

export type JobPayloads = {
  'upload-merge': UploadJob;
  'upload-transcode': UploadJob;
  'upload-publish': UploadJob;
  'media-clip': ClipJob;
  'capture-recording': CaptureJob;
  'lesson-slides': RecordingTextJob;
  'lesson-transcript': RecordingTextJob;
  'lti-key-rotation': KeyRotationJob;
  'lti-roster-sync': RosterSyncJob;
  'lti-grade-score': GradeScoreJob;
};
export type JobName = keyof JobPayloads;
/** The jobs an upload goes through (media-chain.ts says in which order). */
export type UploadJobName = { [N in JobName]: JobPayloads[N] extends UploadJob ? N : never }[JobName];

/** Short names for the queues, as callers send to them. */
export const QUEUE = {
  merge: 'upload-merge',
  transcode: 'upload-transcode',
  publish: 'upload-publish',
  clip: 'media-clip',
  captureRecording: 'capture-recording',
  slides: 'lesson-slides',
  transcript: 'lesson-transcript',
  ltiKeyRotation: 'lti-key-rotation',
  ltiRosterSync: 'lti-roster-sync',
  ltiGradeScore: 'lti-grade-score',
} as const satisfies Record<string, JobName>;

export const JOB_NAMES: readonly JobName[] = Object.values(QUEUE);

/** The row a job is for: its singleton key (one waiting job per row and queue) and the name of its lease. */
export const jobKey = (payload: JobPayloads[JobName]): string =>
  'uploadId' in payload
    ? payload.uploadId
    : 'resourceId' in payload
      ? payload.resourceId
      : 'vodId' in payload
        ? payload.vodId
        : 'keySet' in payload
          ? payload.keySet
          : 'syncId' in payload
            ? payload.syncId
            : 'scoreId' in payload
              ? payload.scoreId
              : payload.courId;

/**
 * How often pg-boss runs a failed job again, and after how long. Most jobs fail on a local cause
 * and are retried at once; a job that calls another system (an LMS) waits longer each time, so an
 * outage is not hammered.
 */
export type JobRetry = { retryLimit: number; retryDelay: number; retryBackoff: boolean };
const RETRY_AT_ONCE: JobRetry = { retryLimit: 3, retryDelay: 1, retryBackoff: false };
const RETRY_LMS: JobRetry = { retryLimit: 4, retryDelay: 30, retryBackoff: true };
export const retryOf = (name: JobName): JobRetry => (name === 'lti-roster-sync' || name === 'lti-grade-score' ? RETRY_LMS : RETRY_AT_ONCE);

/**
 * How long a job waits before it may run, in seconds. A score waits GRADE_SCORE_DELAY_S: the
 * player saves progress every few seconds, and while one score's job waits, sending it again adds
 * none (one waiting job per row), so a burst of saves makes one post, within a minute of the first.
 */
export const GRADE_SCORE_DELAY_S = 30;
export const startAfterOf = (name: JobName): number => (name === 'lti-grade-score' ? GRADE_SCORE_DELAY_S : 0);

export type UploadRow = typeof uploadFiles.$inferSelect;

/** What a handler is given to work with. */
export type JobContext = {
  db: Db;
  env: Env;
  /** The media store (docs/media-store.md): what a job reads and writes media through. */
  media: MediaStore;
  clock: () => Date;
  /** Aborted when the worker stops or another attempt took the job's lease: stop, the job is retried. */
  signal: AbortSignal;
  log: (line: string) => void;
};

/**
 * One job's work, in its own file (server/jobs/<name>-job.ts). An upload job answers the upload as it left
 * it, and the worker sends whatever follows (media-chain.ts); every job must be safe to run twice
 * (a retried job, a worker taken over).
 */
export type JobHandler<N extends JobName> = {
  /** How many run at once in one worker. */
  concurrency: (env: Env) => number;
  /**
   * Work left for this job with none queued (a restart, a dead worker, a recording just made
   * ready): the sweep queues these again.
   */
  stranded: (db: Db, env: Env) => Promise<JobPayloads[N][]>;
  run: (payload: JobPayloads[N], context: JobContext) => Promise<N extends UploadJobName ? UploadRow | undefined : void>;
};
