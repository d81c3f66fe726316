import type { AdvanceSearch } from '../../schemas/search-params';
import type { LiveFormSearch, VideoFormSearch } from '../lists/filters/form-address';
import { liveFiltersOf, pageField, videoFiltersOf } from '../lists/list-address';
import type { LiveFilters, VideoFilters } from '../lists/list-queries';
import type { SearchScope } from '../search/search-scope';

/**
 * The search page's state (SPEC §3 "Search state") is its address (src/schemas/search-params.ts):
 * the keyword, where it is searched (the courses by default, or inside lessons), the kind of
 * lesson looked for (live by default), and one filter form per kind. Among the courses, isUnion
 * says which results show: the keyword search over every field (true) or the lists filtered by
 * the form (false). Each change below is a new address; switching the kind or the scope keeps
 * both forms as they were.
 */
export const SEARCH_TYPES = ['live', 'video'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The search's courStatus per kind: 0 lessons not finished yet, 1 recorded ones (SPEC §4). */
export const COUR_STATUS_OF: Record<SearchType, 0 | 1> = { live: 0, video: 1 };
export const typeOfCourStatus = (courStatus: 0 | 1 | undefined): SearchType => (courStatus === COUR_STATUS_OF.video ? 'video' : 'live');

/** What the page shows, with the page of each of its three lists. */
export type SearchView = {
  scope: SearchScope;
  isUnion: boolean;
  type: SearchType;
  keyword: string;
  pageIndex: number;
  liveForm: LiveFilters;
  livePage: number;
  videoForm: VideoFilters;
  videoPage: number;
};

/** A keyword opens on its results; without one the page shows the filtered lists. */
export function searchViewOf(search: AdvanceSearch): SearchView {
  const keyword = search.keyword ?? '';
  return {
    scope: search.scope === 'inside' ? 'inside' : 'courses',
    isUnion: keyword.trim() !== '' && search.view !== 'filters',
    type: typeOfCourStatus(search.courStatus),
    keyword,
    pageIndex: search.pageIndex ?? 1,
    liveForm: liveFiltersOf(search.live ?? {}),
    livePage: search.live?.pageIndex ?? 1,
    // The search page's recorded list is most watched first: its form has no order.
    videoForm: videoFiltersOf({ ...search.video, order: 'hot' }),
    videoPage: search.video?.pageIndex ?? 1,
  };
}

export type SearchChange = (previous: AdvanceSearch) => AdvanceSearch;

/** The other kind: both forms stay; the keyword's results start on page one. */
export const typeSwitched =
  (type: SearchType): SearchChange =>
  (previous) => ({ ...previous, courStatus: COUR_STATUS_OF[type], pageIndex: undefined });

/** A form changed: the filtered list shows, from its page one. */
export const liveFormChanged =
  (patch: LiveFormSearch): SearchChange =>
  (previous) => ({
    ...previous,
    view: 'filters',
    live: { ...previous.live, ...patch, pageIndex: undefined },
  });

export const videoFormChanged =
  (patch: VideoFormSearch): SearchChange =>
  (previous) => ({
    ...previous,
    view: 'filters',
    video: { ...previous.video, ...patch, pageIndex: undefined },
  });

/** The courses or inside lessons, for the same keyword: the results start on page one. */
export const scopeSwitched =
  (scope: SearchScope): SearchChange =>
  (previous) => ({ ...previous, scope: scope === 'inside' ? 'inside' : undefined, pageIndex: undefined });

export const filtersShown: SearchChange = (previous) => ({ ...previous, view: 'filters' });

/** Back to the keyword's results, on their page one. */
export const keywordShown: SearchChange = (previous) => ({ ...previous, view: undefined, pageIndex: undefined });

/** Clears the form of the kind shown; the other one stays. */
export const formReset =
  (type: SearchType): SearchChange =>
  (previous) =>
    type === 'live' ? { ...previous, live: undefined } : { ...previous, video: undefined };

/** Another page of the list shown. */
export const pageTurned =
  (view: SearchView, page: number): SearchChange =>
  (previous) => {
    const pageIndex = pageField(page);
    if (view.scope === 'inside' || view.isUnion) return { ...previous, pageIndex };
    return view.type === 'live'
      ? { ...previous, live: { ...previous.live, pageIndex } }
      : { ...previous, video: { ...previous.video, pageIndex } };
  };
