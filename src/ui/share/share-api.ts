import { queryOptions } from '@tanstack/react-query';
import {
  shareCreatedSchema,
  shareListSchema,
  shareRevokedSchema,
  sharedLiveSchema,
  sharedVodSchema,
  type ShareCreateBody,
  type ShareCreated,
  type ShareListItem,
  type SharedLive,
  type SharedVod,
} from '../../schemas/sharing';
import { apiRequest } from '../../services/http/api';
import { LIVE_SIGNAL_POLL_MS } from '../../constants';
import { LIVE_POLL, waitingForSignal } from '../live-player/live-api';
import { isFinalRefusal } from './share-refusal';

/** The teacher's share links: made, listed and revoked with the session (docs/api.md "Share links"). */
export async function createShareLink(body: ShareCreateBody): Promise<ShareCreated> {
  return shareCreatedSchema.parse(await apiRequest('/v1/share/create', { method: 'POST', json: body }));
}

export async function fetchShareLinks(teclId: string): Promise<ShareListItem[]> {
  return shareListSchema.parse(await apiRequest('/v1/share/list', { searchParams: { teclId }, noMessage: true }));
}

/** The class's links, cached by the class; a link made or revoked makes them stale. */
export const shareLinksQuery = (teclId: string) =>
  queryOptions({ queryKey: ['share-links', teclId], queryFn: () => fetchShareLinks(teclId) });

export async function revokeShareLink(shareId: string): Promise<void> {
  shareRevokedSchema.parse(await apiRequest('/v1/share/revoke', { method: 'POST', json: { shareId } }));
}

/** GET /v1/share/vod, without a session: the page says itself why a link does not open, so no toast. */
export async function fetchSharedVod(token: string): Promise<SharedVod> {
  return sharedVodSchema.parse(await apiRequest('/v1/share/vod', { searchParams: { token }, noMessage: true }));
}

export const sharedVodQuery = (token: string) => queryOptions({ queryKey: ['shared-vod', token], queryFn: () => fetchSharedVod(token) });

/** GET /v1/share/live, without a session: asked again by the page as the lesson's status. */
export async function fetchSharedLive(token: string): Promise<SharedLive> {
  return sharedLiveSchema.parse(await apiRequest('/v1/share/live', { searchParams: { token }, noMessage: true }));
}

/**
 * The shared live lesson, asked again like a watched lesson's status (a viewer without a session
 * cannot ask /v1/course/status) until the link is refused for good: revoked, expired, unknown.
 */
export const sharedLiveQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared-live', token],
    queryFn: () => fetchSharedLive(token),
    ...LIVE_POLL,
    refetchInterval: (query) =>
      isFinalRefusal(query.state.error) ? false : waitingForSignal(query.state.data) ? LIVE_SIGNAL_POLL_MS : LIVE_POLL.refetchInterval,
  });
