import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { RouterContext } from '../../services/router-context';
import type { MyScheduleSearch } from '../../schemas/search-params';
import { curriculumResultSchema, lessonSlotSchema, type CurriculumResult, type LessonSlot } from '../../schemas/schedule';
import { apiRequest } from '../../services/http/api';
import { loadQuery } from '../../services/query/load-query';
import { termsQuery } from '../lists/catalogue-api';
import { scheduleView } from './schedule-view';

/** The timetable's calls (SPEC §7 "Timetable, collections, history"). */

/** One page holds every lesson of a range (page.pageSize=1000, SPEC §7). */
const CURRICULUM_PAGE = { 'page.pageIndex': 1, 'page.pageSize': 1000 } as const;

type CurriculumRange = { acteId: string; courBeginTime: number; courEndTime: number };

async function fetchCurriculum(range: CurriculumRange): Promise<CurriculumResult> {
  return curriculumResultSchema.parse(await apiRequest('/v1/myself/curriculum', { searchParams: { ...range, ...CURRICULUM_PAGE } }));
}

async function fetchLessonSlots(): Promise<LessonSlot[]> {
  return z.array(lessonSlotSchema).parse(await apiRequest('/v1/myself/curriculum/letiNumber'));
}

export const curriculumQuery = (range: CurriculumRange) =>
  queryOptions({ queryKey: ['curriculum', range.acteId, range.courBeginTime, range.courEndTime], queryFn: () => fetchCurriculum(range) });

/** The caller's lessons of a range, fetched once (the .ics export of a whole term). */
export const fetchCurriculumOnce = fetchCurriculum;

export const lessonSlotsQuery = () => queryOptions({ queryKey: ['lesson-slots'], queryFn: fetchLessonSlots, staleTime: Infinity });

/** The route's loader: the terms and slots, then the chosen week's lessons (they need the term's first day). */
export async function loadSchedule(context: RouterContext, preload: boolean, search: MyScheduleSearch): Promise<void> {
  if (preload) return;
  await Promise.all([loadQuery({ context, preload }, termsQuery()), loadQuery({ context, preload }, lessonSlotsQuery())]);
  const view = scheduleView(context.queryClient.getQueryData(termsQuery().queryKey) ?? [], search, new Date());
  if (view === null) return;
  await loadQuery(
    { context, preload },
    curriculumQuery({ acteId: view.term.acteId, courBeginTime: view.range.begin.getTime(), courEndTime: view.range.end.getTime() }),
  );
}
