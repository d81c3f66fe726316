import { recordingsAwaitingSlides } from '../lesson-text/recording-text-source';
import { runSlidesJob } from '../lesson-text/slides-job';
import type { JobHandler } from './job-types';

/**
 * `lesson-slides` (docs/search.md "Inside lessons"): a ready recording's slides read
 * (server/lesson-text/slides-job.ts). One at a time per worker: Tesseract reads a few slides at
 * once on its own.
 */
export const lessonSlidesJob: JobHandler<'lesson-slides'> = {
  concurrency: () => 1,
  stranded: async (db) => (await recordingsAwaitingSlides(db)).map((vodId) => ({ vodId })),
  run: ({ vodId }, { db, media, signal, log }) => runSlidesJob(db, vodId, { media, signal, log }),
};
