import { formatDuration } from '../i18n/format';

/** A time card's hh:mm:ss from a position in seconds (whole seconds, rounded down). */
export function timeStringOf(seconds: number): string {
  return formatDuration(seconds, 'fixed');
}
