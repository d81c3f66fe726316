import { basename, dirname, extname, normalize, sep } from 'node:path';

/**
 * Addresses of a recording's media under the access-controlled routes. A road's files are
 * served relative to the folder of its master playlist, so the playlists' relative URIs
 * (360p/index.m3u8, seg-000.ts) resolve under the same route, on the media origin when
 * `base` names one (media-host.ts).
 */
export const STREAM_PREFIX = '/v1/vod/stream';

export const playlistUrl = (roadId: string, hlsPath: string, base = '') =>
  `${base}${STREAM_PREFIX}/${encodeURIComponent(roadId)}/${basename(hlsPath)}`;

/** What a road folder may hand out: HLS playlists and segments. */
const STREAM_FILE = new Set(['.m3u8', '.ts', '.m4s', '.mp4', '.aac']);

/**
 * The file under the media root for a requested path inside a road's folder, or null when the
 * path leaves the folder or is not a stream file.
 */
export const roadFile = (hlsPath: string, requested: string): string | null => folderFile(dirname(hlsPath), requested);

/** The same, for a road folder itself (as a stream capability names it). */
export function folderFile(roadFolder: string, requested: string): string | null {
  const folder = normalize(roadFolder);
  const wanted = normalize(`${folder}/${requested}`);
  if (requested.includes('\0') || !wanted.startsWith(`${folder}${sep}`)) return null;
  if (!STREAM_FILE.has(extname(wanted).toLowerCase())) return null;
  return wanted;
}

export const isPlaylist = (file: string) => extname(file).toLowerCase() === '.m3u8';

/** Playlists change while a lesson is live; segments never change once written. */
export const streamCacheControl = (file: string) =>
  extname(file).toLowerCase() === '.m3u8' ? 'private, no-cache' : 'private, max-age=86400, immutable';
