import { searchRecordSchema } from '../../schemas/catalogue';
import { pagedResultSchema } from '../../schemas/envelope';
import { apiRequest } from '../../services/http/api';
import { COURSE_SEARCH_PATH } from '../search/home-search-rule';
import { pageQuery } from '../lists/list-queries';
import { COUR_STATUS_OF, type SearchType } from './search-state';

const searchPage = pagedResultSchema(searchRecordSchema);

/** GET /v1/course/search: one page of the keyword's lessons of a kind, earliest first (SPEC §4, §7). */
export async function fetchSearchPage(keyword: string, type: SearchType, pageIndex: number, pageSize: number) {
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
