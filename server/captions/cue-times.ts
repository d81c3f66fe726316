/** A moment of a recording as a caption file writes it (hh:mm:ss.mmm), for refusals a teacher can find in their file. */
export function cueStamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** A recording's length as hh:mm:ss. */
export const durationStamp = (seconds: number): string => cueStamp(Math.floor(seconds)).slice(0, -4);
