import { recordingsDue } from '../capture/capture-lifecycle';
import { makeCaptureRecording } from '../capture/capture-recording';
import type { JobHandler } from './job-types';

/**
 * `capture-recording` (docs/capture.md "Recordings"): a captured lesson's roads become its
 * recording. Safe to run twice: each run makes the whole recording again from the parts in a new
 * attempt folder and the lesson's one recording is replaced in place. Quick (links, playlists and
 * pictures from key frames), so one at a time.
 */
export const captureRecordingJob: JobHandler<'capture-recording'> = {
  concurrency: () => 1,
  stranded: (db) => recordingsDue(db),
  async run({ courId }, { db, media, clock, signal, log }) {
    const made = await makeCaptureRecording(db, { media, clock, signal }, courId);
    log(
      `capture ${courId}: ${made.vodId === null ? 'nothing captured' : `recording ${made.vodId}, ${made.roads} roads, ${Math.round(made.durationS)} s`}`,
    );
  },
};
