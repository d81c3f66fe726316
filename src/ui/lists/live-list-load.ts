import { fetchLiveLessons, type LessonPage } from './catalogue-api';
import { liveListQuery, type LiveFilters } from './list-queries';
import { dayWindow } from './server-day';
import { fetchServerTime } from './server-time-api';

/**
 * A page of the live list: the day's window by the server's clock (SPEC §7 getServerDateTime);
 * when the server's time is unknown, its liveDay alone picks the day.
 */
export async function loadLiveLessons(filters: LiveFilters, pageIndex: number, pageSize: number): Promise<LessonPage> {
  const server = await fetchServerTime();
  const window = server === null ? null : dayWindow(server, new Date(), filters.currentTime);
  return fetchLiveLessons(liveListQuery(filters, window, pageIndex, pageSize));
}
