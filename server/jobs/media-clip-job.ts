import { and, eq } from 'drizzle-orm';
import { RESOURCE_STATUS, personalResources } from '../db/schema';
import { runClipJob } from '../media-library/clip-job';
import type { JobHandler } from './job-types';

/**
 * `media-clip` (docs/uploads.md "Clips"): a clip in `processing` is cut from its recording and
 * packaged like an upload (server/media-library/clip-job.ts). Not an upload: nothing follows it.
 */
export const mediaClipJob: JobHandler<'media-clip'> = {
  concurrency: (env) => env.WORKER_CONCURRENCY,
  async stranded(db) {
    const rows = await db
      .select({ id: personalResources.id })
      .from(personalResources)
      .where(and(eq(personalResources.kind, 'clip'), eq(personalResources.status, RESOURCE_STATUS.processing)));
    return rows.map((row) => ({ resourceId: row.id }));
  },
  async run({ resourceId }, { db, media, signal, log }) {
    const row = await runClipJob(db, { media, signal, log }, resourceId);
    if (row?.status === RESOURCE_STATUS.failed) log(`clip ${resourceId}: failed (${row.reason})`);
  },
};
