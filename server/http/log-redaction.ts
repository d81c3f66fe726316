import type { FastifyRequest } from 'fastify';
import { CAPABILITY_MARK } from '../playback/stream-capability';
import { SHARE_LIVE_STREAM_PREFIX, SHARE_STREAM_PREFIX, SHARE_TEXTS_PREFIX } from '../sharing/share-paths';

/**
 * What the server log may say about a request (docs/security.md "Logs"): share-link tokens are
 * capabilities (whoever reads one may watch), and so are stream capabilities (a path segment
 * starting with `~`), session tokens and CAS tickets, so none of them reaches the log, whether
 * in a query value or a path.
 */
export const REDACTED = '[redacted]';

/** Query keys whose values grant access (case-insensitive). */
const CAPABILITY_KEYS = new Set([
  'token',
  'jwt_token',
  'jwt-token',
  'jwttoken',
  'refresh_token',
  'refreshtoken',
  'access_token',
  'ticket',
  'password',
]);
/** Paths whose next segment is a share token. */
const TOKEN_PATH_PREFIXES = [SHARE_STREAM_PREFIX, SHARE_LIVE_STREAM_PREFIX, SHARE_TEXTS_PREFIX];

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Compared decoded, as the router matches it, so `%73tream` cannot slip a token through. */
const CAPABILITY_SEGMENT = new RegExp(`/${CAPABILITY_MARK}[^/]*`, 'g');

const redactPath = (path: string): string => {
  let plain = decoded(path);
  const withCapability = plain.includes(`/${CAPABILITY_MARK}`);
  if (withCapability) plain = plain.replace(CAPABILITY_SEGMENT, `/${CAPABILITY_MARK}${REDACTED}`);
  for (const prefix of TOKEN_PATH_PREFIXES) {
    if (plain.startsWith(`${prefix}/`)) return `${prefix}/${REDACTED}${plain.slice(prefix.length + 1).replace(/^[^/]*/, '')}`;
  }
  return withCapability ? plain : path;
};

/** Keeps the query's shape (keys and order) readable; only capability values go. */
const redactQuery = (query: string): string =>
  query
    .split('&')
    .map((pair) => {
      const [rawKey = '', ...value] = pair.split('=');
      const key = decoded(rawKey.replace(/\+/g, ' ')).trim().toLowerCase();
      return value.length > 0 && CAPABILITY_KEYS.has(key) ? `${rawKey}=${REDACTED}` : pair;
    })
    .join('&');

export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return redactPath(url);
  return `${redactPath(url.slice(0, mark))}?${redactQuery(url.slice(mark + 1))}`;
}

/** Fastify's request serializer with the address redacted. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
