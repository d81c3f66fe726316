import { mergeUpload } from '../uploads/merge-upload';
import { notifyUpload } from '../uploads/upload-progress';
import type { JobHandler } from './job-types';
import { statusAfter, uploadsAwaiting } from './media-chain';

/**
 * `upload-merge` (docs/uploads.md "Jobs"): the chunks of an upload in `merging` become one file,
 * checked (server/uploads/merge-upload.ts); it then waits for the chain's next job (publishing
 * straight away when a stored copy brought its transcoded folder), or ends
 * `failed` with its reason. One at a time per worker: it is bound by the disk, not the processor.
 */
export const uploadMergeJob: JobHandler<'upload-merge'> = {
  concurrency: () => 1,
  stranded: (db) => uploadsAwaiting(db, 'upload-merge'),
  async run({ uploadId }, { db, media, clock, log }) {
    const row = await mergeUpload(db, { media, clock }, uploadId, (upload) => statusAfter('upload-merge', upload));
    if (row) await notifyUpload(db, row);
    log(`upload ${uploadId}: ${row?.status ?? 'gone'}${row?.error ? ` (${row.error})` : ''}`);
    return row;
  },
};
