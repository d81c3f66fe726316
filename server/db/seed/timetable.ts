import { atLocalTime, localDayText, startOfLocalDay, startOfLocalWeek } from '../../local-day';
import { COUR_STATUS, type CourStatus } from '../schema';
import { LESSON_SLOTS } from '../../schedule/lesson-slots';

/**
 * Pure calendar arithmetic of the demo term: it is anchored on `now` so that the current week is
 * always inside it, and lesson slots (leti 1..12) follow a usual Chinese university day.
 * Times are local to the server process (server/local-day.ts).
 */

export const TERM_WEEKS = 18;
/** `now` falls in this week of the current term: half the term has recordings behind it. */
const CURRENT_WEEK = 9;
const WEEKS_BETWEEN_TERM_STARTS = 26;
const DAY_MS = 86_400_000;

/** A lesson takes two consecutive slots and starts on an odd one. */
export const LESSON_SLOT_SPAN = 2;
export const LESSON_START_SLOTS = [1, 3, 5, 7, 9] as const;

export type Term = { name: string; begin: Date; beginDate: string; endDate: string; weekCount: number; isCurrent: boolean };

/** Autumn terms start August to December, spring terms January to July. */
function termName(begin: Date, offset: number): string {
  // Count seasons: autumn of year Y is 2Y+1, spring of year Y (academic Y-1..Y) is 2Y.
  const season = 2 * begin.getFullYear() + (begin.getMonth() >= 7 ? 1 : 0) - offset;
  const year = Math.floor(season / 2);
  return season % 2 === 1 ? `${year}-${year + 1} Autumn` : `${year - 1}-${year} Spring`;
}

/** The current term around `now` and the two before it (oldest first). */
export function termsAround(now: Date): Term[] {
  const currentBegin = startOfLocalDay(startOfLocalWeek(now), -(CURRENT_WEEK - 1) * 7);
  return [2, 1, 0].map((back) => {
    const begin = startOfLocalDay(currentBegin, -back * WEEKS_BETWEEN_TERM_STARTS * 7);
    return {
      name: termName(currentBegin, back),
      begin,
      beginDate: localDayText(begin),
      endDate: localDayText(startOfLocalDay(begin, TERM_WEEKS * 7 - 1)),
      weekCount: TERM_WEEKS,
      isCurrent: back === 0,
    };
  });
}

/** 1-based week of the term that `date` falls in. */
export const weekOf = (term: Term, date: Date) =>
  Math.floor((startOfLocalWeek(date).getTime() - term.begin.getTime() + DAY_MS / 2) / (7 * DAY_MS)) + 1;

/** Begin and end of a lesson starting at slot `leti` on `day` (0 = Monday) of `week`. */
export function lessonTimes(term: Term, week: number, day: number, leti: number): { begin: Date; end: Date } {
  const date = startOfLocalDay(term.begin, (week - 1) * 7 + day);
  const [bh, bm] = LESSON_SLOTS[leti - 1]!;
  const [, , eh, em] = LESSON_SLOTS[leti - 1 + LESSON_SLOT_SPAN - 1]!;
  return {
    begin: atLocalTime(date, bh, bm),
    end: atLocalTime(date, eh, em),
  };
}

export function courStatusAt(begin: Date, end: Date, now: Date): CourStatus {
  if (end.getTime() <= now.getTime()) return COUR_STATUS.finished;
  return begin.getTime() <= now.getTime() ? COUR_STATUS.live : COUR_STATUS.notStarted;
}
