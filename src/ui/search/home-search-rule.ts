import { HOME_SEARCH_PAGE_SIZE } from '../../constants';

/**
 * The home search (SPEC §4 "Search and history", §7): the course list is searched first with
 * courStatus 0; with records the search page opens on courStatus 0, otherwise on courStatus 1.
 */
export const COURSE_SEARCH_PATH = '/v1/course/search';

export const COUR_STATUS = { first: 0, fallback: 1 } as const;
export type CourStatus = (typeof COUR_STATUS)[keyof typeof COUR_STATUS];

/** What the first search found; 'unavailable' when the search could not answer (e.g. 404). */
export type HomeSearchOutcome = { kind: 'records'; count: number } | { kind: 'unavailable' };

export function homeSearchQuery(keyword: string): Record<string, string | number | boolean> {
  return {
    unionName: keyword,
    courStatus: COUR_STATUS.first,
    'page.pageIndex': 1,
    'page.pageSize': HOME_SEARCH_PAGE_SIZE,
    'page.orders[0].field': 'courBeginTime',
    'page.orders[0].asc': true,
  };
}

export function courStatusAfterSearch(outcome: HomeSearchOutcome): CourStatus {
  return outcome.kind === 'records' && outcome.count > 0 ? COUR_STATUS.first : COUR_STATUS.fallback;
}
