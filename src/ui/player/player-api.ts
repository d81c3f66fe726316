import { playInfoSchema, watchRecordResultSchema, type PlayInfo, type WatchRecordBody } from '../../schemas/playback';
import { TOKEN_HEADER } from '../../schemas/auth';
import { apiRequest } from '../../services/http/api';
import { getRuntimeConfig } from '../../services/runtime-config';
import { readStored } from '../../services/storage';

/** GET /v1/vod/playInfo: the page says itself why a class cannot be played, so no toast. */
export async function fetchPlayInfo(teclId: string): Promise<PlayInfo> {
  return playInfoSchema.parse(await apiRequest('/v1/vod/playInfo', { searchParams: { teclId }, noMessage: true }));
}

/** POST /v1/vod/addVodWatchRecord while playing. A failed save is retried by the next one. */
export async function saveWatchRecord(body: WatchRecordBody): Promise<void> {
  watchRecordResultSchema.parse(await apiRequest('/v1/vod/addVodWatchRecord', { method: 'POST', json: body, noMessage: true }));
}

/**
 * The last save as the page goes away. A keepalive fetch outlives the page like sendBeacon does,
 * and unlike sendBeacon it can carry the session header.
 */
export function saveWatchRecordOnLeave(body: WatchRecordBody): void {
  const token = readStored('jwtToken');
  if (token === null) return;
  void fetch(`${getRuntimeConfig().BASE_URL}/v1/vod/addVodWatchRecord`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

/** Media addresses are same-site paths; the player sends the session header with each request. */
export const mediaUrl = (path: string) => `${getRuntimeConfig().BASE_URL}${path}`;
