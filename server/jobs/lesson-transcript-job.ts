import { recordingsAwaitingTranscript } from '../lesson-text/recording-text-source';
import { speechEngineFromSettings } from '../lesson-text/speech-settings';
import { runTranscriptJob } from '../lesson-text/transcript-job';
import type { JobHandler } from './job-types';

/**
 * `lesson-transcript` (docs/search.md "Inside lessons"): a ready recording's speech heard by the
 * configured engine (server/lesson-text/transcript-job.ts). No engine configured (SPEECH_ENGINE
 * unset): no work at all, so no transcript and no AI badge.
 */
export const lessonTranscriptJob: JobHandler<'lesson-transcript'> = {
  concurrency: () => 1,
  stranded: async (db, env) =>
    speechEngineFromSettings(env) === null ? [] : (await recordingsAwaitingTranscript(db)).map((vodId) => ({ vodId })),
  async run({ vodId }, { db, env, media, signal, log }) {
    const engine = speechEngineFromSettings(env);
    if (engine !== null) await runTranscriptJob(db, vodId, { media, engine, signal, log });
  },
};
