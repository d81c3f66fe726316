import type { UploadState } from '../schemas/upload';

/**
 * An upload's statuses (docs/uploads.md "Statuses"), shared by the server, which keeps them, and
 * the browser, which shows them. A table is enough: each status is one step along the media chain
 * (chunks arriving, then each job of server/jobs/media-chain.ts), and a job added to the chain
 * adds one row here.
 *
 * - uploading: chunks arriving; the pre-test lists those stored.
 * - merging: every chunk is in (or the uploader's stored copy stands for them): the merge job
 *   makes one file of them and checks it.
 * - queued: a video merged and checked, waiting for the transcode job.
 * - transcoding: the transcode job makes its HLS ladder, with a percentage.
 * - publishing: made; the publish job records it where it goes (a lesson's recording, a personal
 *   resource, a class's attachment).
 * - success, failed: the end, with the recording or resource, or a reason.
 */
type StatusRule = {
  /** Its place along the chain: news of a lower step than the one known is stale (the stream may overtake an answer). */
  step: number;
  /**
   * On its way: one such upload per user, file and target (a second client joins it), counted at
   * its declared size against the quota.
   */
  unfinished: boolean;
  /** What the pre-test says of its chunks: those on disk, every one, or every one and nothing left to send (`skipUpload`). */
  chunks: 'stored' | 'all' | 'sent' | null;
};

export const UPLOAD_STATUS_RULES: Readonly<Record<UploadState, StatusRule>> = {
  uploading: { step: 0, unfinished: true, chunks: 'stored' },
  merging: { step: 1, unfinished: true, chunks: 'all' },
  queued: { step: 2, unfinished: true, chunks: 'sent' },
  transcoding: { step: 3, unfinished: true, chunks: 'sent' },
  publishing: { step: 4, unfinished: true, chunks: 'sent' },
  success: { step: 5, unfinished: false, chunks: null },
  failed: { step: 5, unfinished: false, chunks: null },
};

const states = Object.keys(UPLOAD_STATUS_RULES) as UploadState[];

/** Statuses of an upload still on its way (the partial unique index of `upload_files` lists them). */
export const UNFINISHED_STATES: readonly UploadState[] = states.filter((state) => UPLOAD_STATUS_RULES[state].unfinished);
