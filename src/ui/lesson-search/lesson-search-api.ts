import { queryOptions } from '@tanstack/react-query';
import { lessonHitPageSchema } from '../../schemas/lesson-search';
import { apiRequest } from '../../services/http/api';
import { pageQuery } from '../lists/list-queries';

/** Lessons a page: each shows up to three moments with their snippets, so fewer than a card grid's. */
export const LESSON_HITS_PAGE_SIZE = 10;

const lessonHitsPage = lessonHitPageSchema;

/** GET /v1/lesson/search (docs/search.md "Inside lessons"): one page of lessons, best moment first. */
async function fetchLessonHits(keyword: string, pageIndex: number, pageSize: number) {
  const answer = await apiRequest('/v1/lesson/search', { searchParams: { keyword: keyword.trim(), ...pageQuery(pageIndex, pageSize) } });
  return lessonHitsPage.parse(answer);
}

/** The same query for the route's loader and the page (docs/data-loading.md). */
export const lessonHitsQuery = (keyword: string, pageIndex: number, pageSize = LESSON_HITS_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['lesson-search', keyword.trim(), pageIndex, pageSize],
    queryFn: () => fetchLessonHits(keyword, pageIndex, pageSize),
  });
