import { queryOptions } from '@tanstack/react-query';
import { searchRecordSchema } from '../../schemas/catalogue';
import { pagedResultSchema } from '../../schemas/envelope';
import { apiRequest } from '../../services/http/api';
import { COURSE_SEARCH_PATH } from '../search/home-search-rule';
import { lessonHitsQuery } from '../lesson-search/lesson-search-api';
import { vodGroupsQuery } from '../lists/catalogue-api';
import { LIST_PAGE_SIZE, pageQuery } from '../lists/list-queries';
import { liveLessonsQuery } from '../lists/live-list-load';
import { COUR_STATUS_OF, type SearchType, type SearchView } from './search-state';

const searchPage = pagedResultSchema(searchRecordSchema);

/** GET /v1/course/search: one page of the keyword's lessons of a kind, earliest first (SPEC §4, §7). */
async function fetchSearchPage(keyword: string, type: SearchType, pageIndex: number, pageSize: number) {
  const answer = await apiRequest(COURSE_SEARCH_PATH, {
    searchParams: {
      unionName: keyword.trim(),
      courStatus: COUR_STATUS_OF[type],
      ...pageQuery(pageIndex, pageSize),
      'page.orders[0].field': 'courBeginTime',
      'page.orders[0].asc': type === 'live',
    },
  });
  return searchPage.parse(answer);
}

export const searchPageQuery = (keyword: string, type: SearchType, pageIndex: number, pageSize: number) =>
  queryOptions({
    queryKey: ['course-search', keyword.trim(), type, pageIndex, pageSize],
    queryFn: () => fetchSearchPage(keyword, type, pageIndex, pageSize),
  });

/** The search page's four lists, each asked the same by the route's loader and by the page. */
export const keywordResultsQuery = (view: SearchView) => searchPageQuery(view.keyword, view.type, view.pageIndex, LIST_PAGE_SIZE);
export const liveFormResultsQuery = (view: SearchView) => liveLessonsQuery(view.liveForm, view.livePage, LIST_PAGE_SIZE);
export const videoFormResultsQuery = (view: SearchView) => vodGroupsQuery(view.videoForm, view.videoPage, LIST_PAGE_SIZE);
export const insideResultsQuery = (view: SearchView) => lessonHitsQuery(view.keyword, view.pageIndex);
