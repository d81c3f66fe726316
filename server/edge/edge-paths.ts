import { STREAM_PREFIX } from '../playback/stream-paths';

/**
 * The video edge (docs/edge.md): nginx, or any CDN that can ask an authorisation address, serves
 * segments and pictures from its cache and asks Lectern whether a viewer may have them once per
 * capability. These are the names both sides agree on.
 */

/** Lectern's check, asked by the edge with the viewer's request address in EDGE_URI_HEADER. */
export const EDGE_CHECK_PATH = '/v1/edge/check';
/** The address the viewer asked for, as the edge received it. */
export const EDGE_URI_HEADER = 'x-original-uri';
/** The folder of the store a capability opens: with the file's name, the edge's cache key. */
export const EDGE_FOLDER_HEADER = 'x-edge-folder';
/** How long the edge keeps a check's yes: a revoked viewer loses segments within this (docs/edge.md). */
export const EDGE_CHECK_CACHE_S = 30;
/** A no is kept briefly too, so a refused player retrying cannot hammer the check. */
export const EDGE_REFUSAL_CACHE_S = 2;

/** Files the edge serves from its cache: segments, pictures and the seek-bar track, never a playlist. */
export const EDGE_CACHED_EXTENSIONS = ['ts', 'm4s', 'mp4', 'aac', 'jpg', 'jpeg', 'png', 'webp', 'vtt'] as const;
const EDGE_CACHED_FILE = new RegExp(`\\.(${EDGE_CACHED_EXTENSIONS.join('|')})$`, 'i');

/** A recorded stream's address under a capability: road, capability and the file inside the road's folder. */
export type EdgeRequest = { roadId: string; token: string; file: string };

const RECORDED = new RegExp(`^${STREAM_PREFIX.replace(/\//g, '\\/')}\\/([^/]+)\\/~([^/]+)\\/([^?#]+)`);

/** The recorded stream a viewer's address names, or null when it is not one the edge caches. */
export function edgeRequestOf(uri: string): EdgeRequest | null {
  const match = RECORDED.exec(uri);
  if (!match) return null;
  const [, roadId, token, file] = match as unknown as [string, string, string, string];
  let decoded: string;
  try {
    decoded = decodeURIComponent(file);
  } catch {
    return null;
  }
  return EDGE_CACHED_FILE.test(decoded) ? { roadId: decodeURIComponent(roadId), token, file: decoded } : null;
}
