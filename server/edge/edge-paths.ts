import { LIVE_STREAM_PREFIX } from '../live/live-lesson';
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

/**
 * A recording's files the edge serves from its cache: segments, pictures, the seek-bar track and
 * the renditions' playlists. A recording's folder is written once (a transcode run again writes
 * another attempt's folder, docs/scaling.md), so its rendition playlist is the same for every
 * viewer: under the capability it costs a viewer one check, which their segments then reuse. A
 * master playlist is asked for with the session and never under a capability: it passes through.
 */
export const EDGE_CACHED_EXTENSIONS = ['ts', 'm4s', 'mp4', 'aac', 'jpg', 'jpeg', 'png', 'webp', 'vtt', 'm3u8'] as const;
const EDGE_CACHED_FILE = new RegExp(`\\.(${EDGE_CACHED_EXTENSIONS.join('|')})$`, 'i');

/**
 * A stream's address under a capability: a recording's road, or a live lesson; the capability;
 * and the file inside the road's folder (a live lesson's: `road-N/part-NNN/seg-NNNNN.ts`).
 */
export type EdgeRequest =
  { kind: 'recorded'; roadId: string; token: string; file: string } | { kind: 'live'; courId: string; token: string; file: string };

const under = (prefix: string) => new RegExp(`^${prefix.replace(/\//g, '\\/')}\\/([^/]+)\\/~([^/]+)\\/([^?#]+)`);
const RECORDED = under(STREAM_PREFIX);
const LIVE = under(LIVE_STREAM_PREFIX);
/** Live files the edge keeps: segments only; a live playlist changes twice a second. */
const LIVE_SEGMENT = /^road-\d\/part-\d{3,}\/seg-\d+\.ts$/;

const decoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/** The stream file a viewer's address names, or null when it is not one the edge caches. */
export function edgeRequestOf(uri: string): EdgeRequest | null {
  const recorded = RECORDED.exec(uri);
  const live = recorded === null ? LIVE.exec(uri) : null;
  const [, owner, token, rawFile] = (recorded ?? live ?? []) as unknown as [string, string, string, string];
  if (owner === undefined) return null;
  const file = decoded(rawFile);
  const id = decoded(owner);
  if (file === null || id === null) return null;
  if (recorded !== null) return EDGE_CACHED_FILE.test(file) ? { kind: 'recorded', roadId: id, token, file } : null;
  return LIVE_SEGMENT.test(file) ? { kind: 'live', courId: id, token, file } : null;
}

/** The edge's cache folder of a live lesson's segments (its key is this and the file's name). */
export const liveEdgeFolder = (courId: string) => `live/${courId}`;
