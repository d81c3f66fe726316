import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TENANT_HEADER, TOKEN_HEADER } from '../../src/schemas/auth';
import { LIVE_STREAM_PREFIX } from '../live/live-lesson';
import { STREAM_PREFIX } from '../playback/stream-paths';
import { CAPTION_VTT_ROUTE, isCaptionVttPath } from '../playback/text-paths';
import { SHARE_LIVE_STREAM_PREFIX, SHARE_STREAM_PREFIX, SHARE_TEXTS_PREFIX } from '../sharing/share-paths';

/**
 * Cross-origin media (docs/security.md "Media origin"). With MEDIA_HOST_URL set, the page on the
 * app's origin fetches playlists, segments and captions from the media origin, so the media
 * routes answer CORS: any origin may read them, and may send the session header. That gives
 * nothing away: these routes take no cookies or other ambient credentials, only the `jwt-token`
 * header (or a share token in the path), which another site's page does not have; every request
 * is still checked as before. `*` also keeps answers cacheable by a proxy without `Vary: Origin`.
 */
export const MEDIA_PREFLIGHT_MAX_AGE_S = 600;

/**
 * The routes a player fetches from the media origin (server/playback/media-host.ts); they answer
 * CORS. A shared recording's texts all answer it (the token is the only credential), and a caption
 * track's WebVTT, whose address is not under a prefix of its own (playback/text-paths.ts).
 */
export const MEDIA_ROUTE_PREFIXES = [
  STREAM_PREFIX,
  LIVE_STREAM_PREFIX,
  SHARE_STREAM_PREFIX,
  SHARE_TEXTS_PREFIX,
  SHARE_LIVE_STREAM_PREFIX,
] as const;

export const isMediaRoute = (url: string) => MEDIA_ROUTE_PREFIXES.some((prefix) => url.startsWith(`${prefix}/`)) || isCaptionVttPath(url);

const ANSWER_HEADERS = {
  'access-control-allow-origin': '*',
  // hls.js reads ranges and lengths; a refused live stream says when to come back.
  'access-control-expose-headers': 'content-length, content-range, accept-ranges, etag, retry-after',
};

const PREFLIGHT_HEADERS = {
  ...ANSWER_HEADERS,
  'access-control-allow-methods': 'GET, HEAD',
  'access-control-allow-headers': `${TOKEN_HEADER}, ${TENANT_HEADER}, range`,
  // Browsers keep a preflight per address: at least a playlist's is reused while it reloads.
  'access-control-max-age': String(MEDIA_PREFLIGHT_MAX_AGE_S),
};

/** Registers the CORS answers; before the route plugins, so their answers (errors too) carry them. */
export function registerMediaCors(app: FastifyInstance): void {
  if (app.deps.env.MEDIA_HOST_URL === undefined) return;
  app.addHook('onRequest', async (request, reply) => {
    if (isMediaRoute(request.url)) reply.headers(ANSWER_HEADERS);
  });
  const preflight = async (_request: FastifyRequest, reply: FastifyReply) => reply.code(204).headers(PREFLIGHT_HEADERS).send();
  for (const prefix of MEDIA_ROUTE_PREFIXES) app.options(`${prefix}/*`, { schema: { hide: true } }, preflight);
  app.options(CAPTION_VTT_ROUTE, { schema: { hide: true } }, preflight);
}
