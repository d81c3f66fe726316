import { cueStamp } from '../../src/schemas/cue-time';

/** A moment of a recording as a caption file writes it (hh:mm:ss.mmm), for refusals a teacher can find in their file; the caption editor shows times the same way. */
export { cueStamp };

/** A recording's length as hh:mm:ss. */
export const durationStamp = (seconds: number): string => cueStamp(Math.floor(seconds)).slice(0, -4);
