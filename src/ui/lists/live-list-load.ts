import { queryOptions } from '@tanstack/react-query';
import type { ListLiveSearch } from '../../schemas/search-params';
import { fetchLiveLessons } from './catalogue-api';
import { liveFiltersOf } from './list-address';
import { LIST_PAGE_SIZE, liveListQuery, type LiveFilters } from './list-queries';
import { dayWindow } from './server-day';
import { fetchServerTime } from './server-time-api';

/**
 * A page of the live list: the day's window by the server's clock (SPEC §7 getServerDateTime);
 * when the server's time is unknown, its liveDay alone picks the day.
 */
export const liveLessonsQuery = (filters: LiveFilters, pageIndex: number, pageSize: number) =>
  queryOptions({
    queryKey: ['live-lessons', filters, pageIndex, pageSize],
    queryFn: async ({ client }) => {
      const server = await fetchServerTime(client);
      const window = server === null ? null : dayWindow(server, new Date(), filters.currentTime);
      return fetchLiveLessons(liveListQuery(filters, window, pageIndex, pageSize));
    },
  });

/** /list-live's page from its address (the route's loader and the page ask the same). */
export const listLivePageQuery = (search: ListLiveSearch) => liveLessonsQuery(liveFiltersOf(search), search.pageIndex ?? 1, LIST_PAGE_SIZE);
