import type { FastifyRequest } from 'fastify';
import type { MediaHost } from '../../src/schemas/runtime-config';
import type { Env } from '../env';

/**
 * The media origin (DESIGN.md §9, docs/configuration.md "Media origin"): where players fetch
 * playlists, segments and captions. `MEDIA_HOST_URL` names it; unset, it is this server and
 * media addresses stay relative to the page, as they always were.
 */

/** What goes before a media route's path: '' (this server) or the media origin and its path. */
export const mediaBase = (env: Pick<Env, 'MEDIA_HOST_URL'>): string => env.MEDIA_HOST_URL ?? '';

/** The media origin alone (scheme, host, port), for the page's Content-Security-Policy; null when this server. */
export const mediaOrigin = (env: Pick<Env, 'MEDIA_HOST_URL'>): string | null =>
  env.MEDIA_HOST_URL === undefined ? null : new URL(env.MEDIA_HOST_URL).origin;

const DEFAULT_PORT = { http: 80, https: 443 } as const;

/**
 * The media host configuration (SPEC §3): the configured media origin, or this server as the
 * caller reached it (behind a proxy: with TRUST_PROXY, as the proxy says it was reached).
 */
export function mediaHostConfig(env: Pick<Env, 'MEDIA_HOST_URL'>, request: Pick<FastifyRequest, 'protocol' | 'host'>): MediaHost {
  let url: URL;
  try {
    url = new URL(env.MEDIA_HOST_URL ?? `${request.protocol}://${request.host}`);
  } catch {
    // No usable Host header (HTTP/1.0, garbage): say what the server knows.
    url = new URL(`${request.protocol}://localhost`);
  }
  const scheme = url.protocol === 'https:' ? 'https' : 'http';
  const path = url.pathname === '/' ? '' : url.pathname;
  return {
    uri: `${url.origin}${path}`,
    scheme,
    hostname: url.hostname,
    port: url.port === '' ? DEFAULT_PORT[scheme] : Number(url.port),
    path,
  };
}
