/**
 * A moment of a recording as a caption file writes it, `hh:mm:ss.mmm` (docs/captions.md): the
 * server's refusals name a cue this way (`at`), so a teacher finds it in the file, and the caption
 * editor shows and reads its times the same way.
 */

const MS_PER_S = 1000;

/** 83.5 → '00:01:23.500'; 3725.25 → '01:02:05.250' (rounded to the millisecond, as cues are kept). */
export function cueStamp(seconds: number): string {
  const ms = Math.round(Math.max(0, seconds) * MS_PER_S);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/**
 * Hours (optional), minutes and seconds with up to three decimals: `01:02:05.250`, `2:05.25`,
 * `02:05`. A comma may stand for the point, as SRT files write it.
 */
const STAMP = /^(?:(\d+):)?(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?$/;

/**
 * What a person types into a cue's time: `hh:mm:ss.mmm` or `mm:ss.mmm` (seconds as a number), or
 * null when it is neither. Minutes and seconds are 0–59, as in a caption file.
 */
export function parseCueStamp(text: string): number | null {
  const match = STAMP.exec(text.trim());
  if (match === null) return null;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = ''] = match;
  if (Number(minutes) > 59 || Number(seconds) > 59) return null;
  const wholeSeconds = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  // Counted in milliseconds, so '00:00:01.001' is exactly what cueStamp(1.001) writes.
  return (wholeSeconds * MS_PER_S + Number(fraction.padEnd(3, '0'))) / MS_PER_S;
}
