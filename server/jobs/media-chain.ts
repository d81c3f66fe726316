import { inArray } from 'drizzle-orm';
import type { UploadState } from '../../src/schemas/upload';
import type { Db } from '../db/client';
import { UPLOAD_STATUS, uploadFiles } from '../db/schema';
import type { JobName, UploadJob, UploadJobName, UploadRow } from './job-types';

/**
 * What follows what (docs/uploads.md "Jobs"): an upload whose chunks are all in is merged, a video
 * then transcoded, and either then published where it goes (a lesson's recording, a personal
 * resource, a class's attachment). One row per job: the statuses in which a row waits for it or
 * is worked on by it (the first is the one the previous job leaves it in), and the job after it.
 * Handlers never send the next job themselves; the worker asks this table. A new job (a live
 * lesson made a recording, a slide's text read) is one handler, one row here, one status in
 * src/uploads/upload-status-rules.ts.
 */
type ChainRow = {
  statuses: readonly [UploadState, ...UploadState[]];
  next: (row: UploadRow) => UploadJobName | null;
};

export const UPLOAD_CHAIN: Readonly<Record<UploadJobName, ChainRow>> = {
  'upload-merge': {
    statuses: [UPLOAD_STATUS.merging],
    // Any file may be attached to a class: it is kept as it was sent, never transcoded. A video
    // whose stored copy brought its transcoded folder is left `publishing`: nothing to transcode.
    next: (row) => (row.target === 'attachment' || row.status === UPLOAD_STATUS.publishing ? 'upload-publish' : 'upload-transcode'),
  },
  'upload-transcode': { statuses: [UPLOAD_STATUS.queued, UPLOAD_STATUS.transcoding], next: () => 'upload-publish' },
  'upload-publish': { statuses: [UPLOAD_STATUS.publishing], next: () => null },
};

/** The job after `job` for this upload, or null at the chain's end. */
export const nextJob = (job: UploadJobName, row: UploadRow): UploadJobName | null => UPLOAD_CHAIN[job].next(row);

/** The status `job` leaves an upload in when done with it: waiting for the next job, or `success`. */
export function statusAfter(job: UploadJobName, row: UploadRow): UploadState {
  const next = nextJob(job, row);
  return next === null ? UPLOAD_STATUS.success : UPLOAD_CHAIN[next].statuses[0];
}

/** Whether the job after `job` is due for this upload: it was left waiting for it. */
export function followingJob(job: UploadJobName, row: UploadRow | undefined): UploadJobName | null {
  const next = row ? nextJob(job, row) : null;
  return next !== null && UPLOAD_CHAIN[next].statuses.includes(row!.status) ? next : null;
}

/** Uploads in a status of `job`: the sweep hands those with no queued job and no live lease to it again. */
export async function uploadsAwaiting(db: Db, job: UploadJobName): Promise<UploadJob[]> {
  const rows = await db
    .select({ id: uploadFiles.id })
    .from(uploadFiles)
    .where(inArray(uploadFiles.status, [...UPLOAD_CHAIN[job].statuses]));
  return rows.map((row) => ({ uploadId: row.id }));
}

/**
 * Jobs that read a recording once it is ready (docs/search.md "Inside lessons"): after the jobs
 * that make recordings ready the worker asks them for their work at once; the sweep would find
 * it within half a lease anyway.
 */
export const RECORDING_READERS: readonly JobName[] = ['lesson-slides', 'lesson-transcript'];
export const MAKES_RECORDINGS: readonly JobName[] = ['upload-publish', 'capture-recording'];
