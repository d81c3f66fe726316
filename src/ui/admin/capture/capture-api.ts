import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { captureRoomPageSchema, captureRoomSchema, type CaptureRoadType, type CaptureRoom } from '../../../schemas/capture';
import { apiRequest } from '../../../services/http/api';
import { refusalOf } from '../../shared/refusal';
import type { CaptureListInputs } from './capture-search';

/**
 * The lecture capture page's calls (docs/api.md "Lecture capture settings"). Every cached answer
 * starts with CAPTURE_ROOMS, so a change refreshes the list's signals too. All are quiet
 * (`noMessage`): a refusal shows beside what caused it, and a teacher's 403 is the page's own
 * notice, not a toast. A room's answer holds its keys: it lives in react-query's memory only,
 * never in the address or the browser's storage.
 */
export const CAPTURE_ROOMS = 'capture-rooms';
export const CAPTURE_PAGE_SIZE = 15;
/** How often an open room is read again, so its signal is live (the ingest reports every 2 s). */
export const ROOM_REFRESH_MS = 5_000;
/** The list's signals are a glance, read again less often. */
export const LIST_REFRESH_MS = 15_000;

/**
 * Read again every `ms`, through passing failures (the network); not after a refusal (a
 * teacher's 403, a room gone), which asking again will not change.
 */
export const refreshEvery =
  (ms: number) =>
  (query: { state: { error: unknown } }): number | false =>
    query.state.error === null || refusalOf(query.state.error) === 'failed' ? ms : false;
const quiet = { noMessage: true } as const;

export type CaptureRoomPage = z.infer<typeof captureRoomPageSchema>;

export const captureRoomsQuery = ({ keyword, pageIndex }: CaptureListInputs) =>
  queryOptions({
    queryKey: [CAPTURE_ROOMS, 'list', keyword, pageIndex],
    queryFn: async (): Promise<CaptureRoomPage> => {
      const searchParams: Record<string, string | number> = { 'page.pageIndex': pageIndex, 'page.pageSize': CAPTURE_PAGE_SIZE };
      if (keyword !== '') searchParams.keyword = keyword;
      return captureRoomPageSchema.parse(await apiRequest('/v1/admin/capture/rooms', { searchParams, ...quiet }));
    },
    retry: false,
  });

const roomPath = (clroId: string) => `/v1/admin/capture/rooms/${encodeURIComponent(clroId)}`;
const roadPath = (clroId: string, roadType: CaptureRoadType) => `${roomPath(clroId)}/roads/${roadType}`;

export const captureRoomQuery = (clroId: string) =>
  queryOptions({
    queryKey: [CAPTURE_ROOMS, 'room', clroId],
    queryFn: async (): Promise<CaptureRoom> => captureRoomSchema.parse(await apiRequest(roomPath(clroId), quiet)),
    retry: false,
  });

/** What the room's settings can ask of one road; each answers the room as it now is. */
export type RoadChange =
  { kind: 'push' } | { kind: 'pull'; pullUrl: string } | { kind: 'regenerate' } | { kind: 'revoke' } | { kind: 'remove' };

export async function changeRoad(clroId: string, roadType: CaptureRoadType, change: RoadChange): Promise<CaptureRoom> {
  const path = roadPath(clroId, roadType);
  const sent = (() => {
    switch (change.kind) {
      case 'push':
        return apiRequest(path, { method: 'PUT', json: { mode: 'push' }, ...quiet });
      case 'pull':
        return apiRequest(path, { method: 'PUT', json: { mode: 'pull', pullUrl: change.pullUrl }, ...quiet });
      case 'regenerate':
        return apiRequest(`${path}/key`, { method: 'POST', ...quiet });
      case 'revoke':
        return apiRequest(`${path}/key`, { method: 'DELETE', ...quiet });
      case 'remove':
        return apiRequest(path, { method: 'DELETE', ...quiet });
    }
  })();
  return captureRoomSchema.parse(await sent);
}
