import { TIME_STRING } from '../../schemas/notes';
import { formatDuration } from '../i18n/format';

/** A time card's hh:mm:ss from a position in seconds (whole seconds, rounded down). */
export function timeStringOf(seconds: number): string {
  return formatDuration(seconds, 'fixed');
}

/** The position a time card points at, or null for a malformed time. */
export function secondsOf(timeString: string): number | null {
  if (!TIME_STRING.test(timeString)) return null;
  const [hours, minutes, seconds] = timeString.split(':').map(Number) as [number, number, number];
  return hours * 3600 + minutes * 60 + seconds;
}
