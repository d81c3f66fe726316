import { queryOptions } from '@tanstack/react-query';
import { playInfoSchema, watchRecordResultSchema, type PlayInfo, type WatchRecordBody } from '../../schemas/playback';
import { apiRequest } from '../../services/http/api';
import { sendAsPageLeaves } from '../../services/http/keepalive-call';

/** GET /v1/vod/playInfo: the page says itself why a class cannot be played, so no toast. */
export async function fetchPlayInfo(teclId: string): Promise<PlayInfo> {
  return playInfoSchema.parse(await apiRequest('/v1/vod/playInfo', { searchParams: { teclId }, noMessage: true }));
}

/** The class's recordings for the player, cached by the class (docs/data-loading.md). */
export const playInfoQuery = (teclId: string) => queryOptions({ queryKey: ['play-info', teclId], queryFn: () => fetchPlayInfo(teclId) });

/** POST /v1/vod/addVodWatchRecord while playing. A failed save is retried by the next one. */
export async function saveWatchRecord(body: WatchRecordBody): Promise<void> {
  watchRecordResultSchema.parse(await apiRequest('/v1/vod/addVodWatchRecord', { method: 'POST', json: body, noMessage: true }));
}

/** The last save as the page goes away (`baseUrl`: the runtime configuration's BASE_URL). */
export function saveWatchRecordOnLeave(baseUrl: string, body: WatchRecordBody): void {
  sendAsPageLeaves(baseUrl, '/v1/vod/addVodWatchRecord', 'POST', JSON.stringify(body));
}
