import { transcodeUpload } from '../uploads/transcode-upload';
import type { JobHandler } from './job-types';
import { statusAfter, uploadsAwaiting } from './media-chain';

/**
 * `upload-transcode` (docs/uploads.md "Jobs"): a merged video becomes its HLS ladder, poster and
 * seek-bar thumbnails, with its percentage on the way (server/uploads/transcode-upload.ts), then
 * waits for the chain's next job. WORKER_CONCURRENCY run at once per worker.
 */
export const uploadTranscodeJob: JobHandler<'upload-transcode'> = {
  concurrency: (env) => env.WORKER_CONCURRENCY,
  stranded: (db) => uploadsAwaiting(db, 'upload-transcode'),
  async run({ uploadId }, { db, media, clock, signal, log }) {
    const leaveAs = (upload: Parameters<typeof statusAfter>[1]) => statusAfter('upload-transcode', upload);
    const row = await transcodeUpload(db, { media, clock, signal, leaveAs }, uploadId);
    log(`upload ${uploadId}: ${row?.status ?? 'gone'}${row?.error ? ` (${row.error})` : ''}`);
    return row;
  },
};
