import { publishUpload } from '../uploads/publish-upload';
import type { JobHandler } from './job-types';
import { uploadsAwaiting } from './media-chain';

/**
 * `upload-publish` (docs/uploads.md "Jobs"), the chain's end: a made upload becomes the lesson's
 * recording, a personal resource or a class's attachment, and `success`
 * (server/uploads/publish-upload.ts). Quick: a transaction and a message.
 */
export const uploadPublishJob: JobHandler<'upload-publish'> = {
  concurrency: () => 1,
  stranded: (db) => uploadsAwaiting(db, 'upload-publish'),
  async run({ uploadId }, { db, media, clock, log }) {
    const row = await publishUpload(db, { media, clock }, uploadId);
    log(`upload ${uploadId}: ${row?.status ?? 'gone'}${row?.error ? ` (${row.error})` : ''}`);
    return row;
  },
};
