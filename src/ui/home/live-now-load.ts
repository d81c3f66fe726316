import { queryOptions } from '@tanstack/react-query';
import { fetchLiveLessons } from '../lists/catalogue-api';
import { liveFiltersOf } from '../lists/list-address';
import { liveListQuery } from '../lists/list-queries';
import { dayWindow } from '../lists/server-day';
import { fetchServerTime } from '../lists/server-time-api';

/** One row of cards. */
export const LIVE_NOW_CARDS = 4;

/**
 * Today's live lessons from this moment to midnight, by the server's clock (liveDay=0, earliest
 * first): those on air began earliest, so they lead, and the rest of the day follows. Lessons
 * already over are left out, which a whole-day window would put first.
 */
export const liveNowQuery = () =>
  queryOptions({
    queryKey: ['live-now', LIVE_NOW_CARDS],
    queryFn: async ({ client }) => {
      const server = await fetchServerTime(client);
      const localNow = new Date();
      const window = { courBeginTime: server?.timestamp ?? localNow.getTime(), courEndTime: dayWindow(server, localNow, 0).courEndTime };
      return fetchLiveLessons(liveListQuery(liveFiltersOf({}), window, 1, LIVE_NOW_CARDS));
    },
  });
