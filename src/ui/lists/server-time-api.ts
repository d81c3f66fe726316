import { serverDateTimeSchema } from '../../schemas/catalogue';
import { apiRequest } from '../../services/http/api';
import type { ServerTime } from './server-day';

/**
 * GET /app/restApi/getServerDateTime (SPEC §7), asked once per page load. What is kept is the
 * server clock's distance from the local one, so the time handed out stays current however
 * long the page is open. Null when the server cannot answer: callers use the local clock.
 */
type Reading = { todayBeginTime: number; skewMs: number };
let pending: Promise<Reading | null> | null = null;

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

export async function fetchServerTime(): Promise<ServerTime | null> {
  pending ??= readServerClock();
  const reading = await pending;
  return reading === null ? null : { todayBeginTime: reading.todayBeginTime, timestamp: Date.now() + reading.skewMs };
}
