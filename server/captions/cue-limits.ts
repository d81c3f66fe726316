import { CAPTION_CUE_MAX_CHARS, CAPTION_MAX_CUES, CAPTION_MAX_SECONDS } from '../../src/schemas/captions';
import type { CaptionCue } from '../db/schema';
import { badBody, refused, type ApiError } from '../errors';
import { cueStamp, durationStamp } from './cue-times';

/**
 * The limits of a track's cues (docs/captions.md "Limits") where their schema cannot check them:
 * an uploaded file's cues, read on the server, and every cue against its recording's length,
 * which only the database knows. A refusal names the cue by its time, as the file writes it.
 */

/** Where a cue may end: the recording's end when it is known (a duration above 0), else a day. */
const endLimitOf = (durationS: number): number => (durationS > 0 ? durationS : CAPTION_MAX_SECONDS);

const afterEnd = (at: number, limit: number, field: string): ApiError => {
  const [stamp, duration] = [cueStamp(at), durationStamp(limit)];
  return refused(
    'badRequest',
    'captionCueAfterEnd',
    { at: stamp, duration },
    `body.${field}: the cue at ${stamp} ends after ${duration}`,
    field,
  );
};

/** An uploaded file holds at most CAPTION_MAX_CUES cues (counted by their timing lines, before parsing). */
export function assertCueCount(count: number): void {
  if (count > CAPTION_MAX_CUES)
    throw badBody('text', `at most ${CAPTION_MAX_CUES} cues, the file has ${count}`, 'captionTooManyCues', {
      max: CAPTION_MAX_CUES,
      cues: count,
    });
}

/** An uploaded file's cues (counted already) against the rules an editor's save keeps, plus the recording's length; 400 naming the file's field. */
export function assertFileCuesFit(cues: readonly CaptionCue[], durationS: number): void {
  const limit = endLimitOf(durationS);
  for (const cue of cues) {
    const at = cueStamp(cue.startS);
    if (cue.text.length > CAPTION_CUE_MAX_CHARS)
      throw badBody('text', `the cue at ${at} is longer than ${CAPTION_CUE_MAX_CHARS} characters`, 'captionCueTooLong', {
        at,
        max: CAPTION_CUE_MAX_CHARS,
      });
    if (cue.endS <= cue.startS) throw badBody('text', `the cue at ${at} does not end after it begins`, 'captionCueEndsBeforeStart', { at });
    if (cue.endS > limit) throw afterEnd(cue.startS, limit, 'text');
  }
}

/** A save's cues (their schema checked the rest) against the recording's length: 400 naming the first cue's end past it. */
export function assertCuesWithinRecording(cues: readonly CaptionCue[], durationS: number): void {
  const limit = endLimitOf(durationS);
  const index = cues.findIndex((cue) => cue.endS > limit);
  if (index >= 0) throw afterEnd(cues[index]!.startS, limit, `cues.${index}.endS`);
}
