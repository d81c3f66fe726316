import type { Term } from '../../schemas/catalogue';
import type { MyScheduleSearch } from '../../schemas/search-params';
import { defaultTermWeek, parseLocalDate, termRange, termWeekRange } from './schedule-weeks';

/** What the timetable shows for an address: a term and one of its weeks, with the instants bounding that week. */
export type ScheduleView = {
  term: Term;
  termBegin: Date;
  week: number;
  weekCount: number;
  range: { begin: Date; end: Date };
};

/** The address's term (else the current one, else the newest) and week (else today's, held inside the term). */
export function scheduleView(terms: readonly Term[], search: MyScheduleSearch, today: Date): ScheduleView | null {
  const term = terms.find((candidate) => candidate.acteId === search.acteId) ?? terms.find((candidate) => candidate.isCurrent) ?? terms[0];
  const termBegin = term ? parseLocalDate(term.beginDate) : null;
  if (!term || !termBegin) return null;
  const weekCount = Math.max(term.weekCount, 1);
  const asked = search.acteId === term.acteId || search.acteId === undefined ? search.week : undefined;
  const week = asked !== undefined && asked <= weekCount ? asked : defaultTermWeek(termBegin, weekCount, today);
  return { term, termBegin, week, weekCount, range: termWeekRange(termBegin, week) };
}

/** The curriculum query of a range: epoch ms bounds, the whole answer on one page (SPEC §7). */
export const curriculumRangeQuery = (acteId: string, range: { begin: Date; end: Date }) => ({
  acteId,
  courBeginTime: range.begin.getTime(),
  courEndTime: range.end.getTime(),
});

export const termCurriculumRange = (view: ScheduleView) => termRange(view.termBegin, view.weekCount);
