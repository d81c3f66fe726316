import { dirname, extname, normalize, sep } from 'node:path';
import { MASTER_PLAYLIST } from '../media/hls';
import { POSTER_FILE, THUMBNAILS_FILE } from '../media/transcode';
import type { ResourceRow } from './caller';

/**
 * Where a personal resource's files are (relative to the media root) and the authenticated
 * addresses they are served at: /v1/media/resources/<id>/stream/<file>, with the same session
 * header as the API. One folder per resource holds its HLS ladder, poster and seek-bar
 * thumbnails (server/media/transcode.ts), so the playlists' and the WebVTT track's relative
 * addresses resolve under the same route.
 */
export const RESOURCE_STREAM_PREFIX = '/v1/media/resources';

export const resourceMediaUrl = (id: string, file: string) => `${RESOURCE_STREAM_PREFIX}/${encodeURIComponent(id)}/stream/${file}`;
export const resourcePlaylistUrl = (id: string) => resourceMediaUrl(id, MASTER_PLAYLIST);
export const resourcePosterUrl = (id: string) => resourceMediaUrl(id, POSTER_FILE);
export const resourceThumbnailsUrl = (id: string) => resourceMediaUrl(id, THUMBNAILS_FILE);

/** A clip's folder under the media root, written by the clip job. */
export const clipMediaDir = (resourceId: string) => `clips/${resourceId}`;

/** The resource's folder under the media root: its playlist's, or a clip's while it is being made. */
export function resourceFolder(row: Pick<ResourceRow, 'id' | 'kind' | 'hlsPath'>): string | null {
  if (row.hlsPath !== null) return dirname(row.hlsPath);
  return row.kind === 'clip' ? clipMediaDir(row.id) : null;
}

/** What a resource folder may hand out: HLS playlists and segments, the poster, the thumbnails. */
const MEDIA_FILE = new Set(['.m3u8', '.ts', '.m4s', '.mp4', '.aac', '.jpg', '.vtt']);

/**
 * The file under the media root for a path requested inside a resource's folder, or null when
 * the path leaves the folder or is not one of its kinds of file (playback's roadFile, widened to
 * pictures and the thumbnail track).
 */
export function resourceFile(folder: string, requested: string): string | null {
  const base = normalize(folder);
  const wanted = normalize(`${base}/${requested}`);
  if (requested.includes('\0') || !wanted.startsWith(`${base}${sep}`)) return null;
  if (!MEDIA_FILE.has(extname(wanted).toLowerCase())) return null;
  return wanted;
}
