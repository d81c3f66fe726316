import { CLIP_MIN_LENGTH_S } from '../../constants';
import { CLIP_TIME_TOLERANCE_S } from '../../schemas/media-library';
import { RESOURCE_TITLE_MAX } from '../../schemas/media-library';
import { formatDuration } from '../i18n/format';

/**
 * The in and out points of a clip: shown to a tenth of a second, typed as seconds or as a clock
 * time, and checked before the clip is asked for (docs/uploads.md "The media page").
 */

const TENTHS = 10;
/** Binary fractions: 0.3 × 10 is 2.9999…, which must still read as 3 tenths. */
const EPSILON = CLIP_TIME_TOLERANCE_S;

/** 75.25 → '1:15.2', 3725 → '1:02:05.0': a clock time with tenths (rounded down). */
export function formatClipTime(seconds: number): string {
  const tenths = Math.floor(Math.max(0, seconds) * TENTHS + EPSILON);
  return `${formatDuration(Math.floor(tenths / TENTHS))}.${tenths % TENTHS}`;
}

/** A point on the fields' step (a tenth), within the recording: 0 to its duration (rounded down). */
export function snapClipTime(seconds: number, durationS: number): number {
  const last = Math.floor(Math.max(0, durationS) * TENTHS + EPSILON) / TENTHS;
  const snapped = Math.round(Math.max(0, seconds) * TENTHS) / TENTHS;
  return Math.min(snapped, last);
}

/**
 * What a person types into an in or out field: seconds ('75', '75.3') or a clock time ('1:15',
 * '1:15.3', '1:02:05'); null for anything else. Minutes and seconds after a colon are 0–59.
 */
export function parseClipTime(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const match = /^(?:(\d+):)?(\d+):(\d{1,2}(?:\.\d+)?)$/.exec(trimmed);
  if (match === null) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  if (Number(seconds) >= 60 || (match[1] !== undefined && Number(minutes) >= 60)) return null;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** A clip being made: its points (null until set), its title and the recording's length. */
export type ClipDraft = { inS: number | null; outS: number | null; title: string; durationS: number };

/** Why a clip cannot be asked for yet; each has its message (`clip.problem.*`). */
export type ClipProblem = 'noIn' | 'noOut' | 'order' | 'tooShort' | 'beyond' | 'noTitle' | 'titleTooLong';

export function clipProblems({ inS, outS, title, durationS }: ClipDraft): ClipProblem[] {
  const problems: ClipProblem[] = [];
  if (inS === null) problems.push('noIn');
  if (outS === null) problems.push('noOut');
  if (inS !== null && outS !== null) {
    if (outS <= inS) problems.push('order');
    else if (outS - inS < CLIP_MIN_LENGTH_S - EPSILON) problems.push('tooShort');
  }
  if ((inS !== null && inS > durationS + EPSILON) || (outS !== null && outS > durationS + EPSILON)) problems.push('beyond');
  const titleIssue = titleProblem(title);
  if (titleIssue !== null) problems.push(titleIssue);
  return problems;
}

/** A resource's or clip's title: 1 to RESOURCE_TITLE_MAX characters once trimmed. */
export function titleProblem(title: string): 'noTitle' | 'titleTooLong' | null {
  const trimmed = title.trim();
  if (trimmed === '') return 'noTitle';
  return trimmed.length > RESOURCE_TITLE_MAX ? 'titleTooLong' : null;
}

/** Where a point sits on the recording's bar, 0–100 (%). */
export const percentOf = (seconds: number, durationS: number) =>
  durationS <= 0 ? 0 : Math.min(100, Math.max(0, (seconds / durationS) * 100));
