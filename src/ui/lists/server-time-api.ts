import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { serverDateTimeSchema } from '../../schemas/catalogue';
import { apiRequest } from '../../services/http/api';
import type { ServerTime } from './server-day';

/**
 * GET /app/restApi/getServerDateTime (SPEC §7), asked once: what is kept is the server clock's
 * distance from the local one, so the time handed out stays current however long the page is
 * open. Null when the server cannot answer: callers use the local clock.
 */
type Reading = { todayBeginTime: number; skewMs: number };

function readServerClock(): Promise<Reading | null> {
  return apiRequest('/app/restApi/getServerDateTime', { noMessage: true }).then(
    (answer) => {
      const time = serverDateTimeSchema.parse(answer);
      return { todayBeginTime: time.todayBeginTime, skewMs: time.timestamp - Date.now() };
    },
    (error: unknown) => {
      console.error('server time unavailable, using the local clock', error);
      return null;
    },
  );
}

/** The server clock reading, kept for as long as the cache keeps it (the skew does not go stale). */
export const serverClockQuery = () => queryOptions({ queryKey: ['server-clock'], queryFn: readServerClock, staleTime: Infinity });

/** The server's time now from a reading; null without one. */
export function serverTimeOf(reading: Reading | null | undefined): ServerTime | null {
  return reading == null ? null : { todayBeginTime: reading.todayBeginTime, timestamp: Date.now() + reading.skewMs };
}

/** For a query that needs the server's time: the cached reading, read once. */
export async function fetchServerTime(client: QueryClient): Promise<ServerTime | null> {
  return serverTimeOf(await client.ensureQueryData(serverClockQuery()));
}
