import { TIME_STRING } from '../schemas/notes';

/** The position a time card points at (its hh:mm:ss), or null for a malformed time. */
export function secondsOf(timeString: string): number | null {
  if (!TIME_STRING.test(timeString)) return null;
  const [hours, minutes, seconds] = timeString.split(':').map(Number) as [number, number, number];
  return hours * 3600 + minutes * 60 + seconds;
}
