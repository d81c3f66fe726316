import { TIME_STRING } from '../../schemas/notes';

/** A time card's hh:mm:ss from a position in seconds (whole seconds, rounded down). */
export function timeStringOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return [Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60].map((n) => String(n).padStart(2, '0')).join(':');
}

/** The position a time card points at, or null for a malformed time. */
export function secondsOf(timeString: string): number | null {
  if (!TIME_STRING.test(timeString)) return null;
  const [hours, minutes, seconds] = timeString.split(':').map(Number) as [number, number, number];
  return hours * 3600 + minutes * 60 + seconds;
}
