import { basename } from 'node:path';
import type { RoadType } from '../db/schema/recordings';
import { livePlaylistPath } from '../live/live-lesson';

/**
 * Media addresses of a shared recording: the token stands in the path where the session
 * header would be, so hls.js and <track> need no header. A road's files keep their folder
 * layout under its prefix, so the playlists' relative URIs resolve under the same route.
 */
export const SHARE_STREAM_PREFIX = '/v1/share/stream';
export const SHARE_CAPTIONS_PREFIX = '/v1/share/captions';
/** A shared live lesson's feed: the token alone names the lesson, so no lesson id is in the path. */
export const SHARE_LIVE_STREAM_PREFIX = '/v1/share/live-stream';

/** `base`: the media origin (playback/media-host.ts), '' for this server. */
export const sharedPlaylistUrl = (token: string, roadId: string, hlsPath: string, base = '') =>
  `${base}${SHARE_STREAM_PREFIX}/${token}/${encodeURIComponent(roadId)}/${basename(hlsPath)}`;

export const sharedCaptionsUrl = (token: string, base = '') => `${base}${SHARE_CAPTIONS_PREFIX}/${token}`;

export const sharedLivePlaylistUrl = (token: string, roadType: RoadType, base = '') =>
  `${base}${SHARE_LIVE_STREAM_PREFIX}/${token}/${livePlaylistPath(roadType)}`;
