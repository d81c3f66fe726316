import { basename } from 'node:path';
import type { RoadType } from '../db/schema/recordings';
import type { TextAddresses } from '../lesson-text/played-tracks';
import { livePlaylistPath } from '../live/live-lesson';

/**
 * Addresses of a shared recording: the token stands in the path where the session header would
 * be, so hls.js and the share page need no header. A road's files keep their folder layout under
 * its prefix, so the playlists' relative URIs resolve under the same route.
 */
export const SHARE_STREAM_PREFIX = '/v1/share/stream';
/** A shared recording's texts (docs/player-texts.md "Share links"): `{token}/captions/{trackId}[/vtt]`, `{token}/slides`, `{token}/moments`. */
export const SHARE_TEXTS_PREFIX = '/v1/share/texts';
/** A shared live lesson's feed: the token alone names the lesson, so no lesson id is in the path. */
export const SHARE_LIVE_STREAM_PREFIX = '/v1/share/live-stream';

/** `base`: the media origin (playback/media-host.ts), '' for this server. */
export const sharedPlaylistUrl = (token: string, roadId: string, hlsPath: string, base = '') =>
  `${base}${SHARE_STREAM_PREFIX}/${token}/${encodeURIComponent(roadId)}/${basename(hlsPath)}`;

/** As the signed-in player's (playback/text-paths.ts): the WebVTT on the media origin, the rest on the API. */
export function sharedTextAddresses(token: string, base = ''): TextAddresses {
  const texts = `${SHARE_TEXTS_PREFIX}/${token}`;
  return {
    vtt: (trackId) => `${base}${texts}/captions/${encodeURIComponent(trackId)}/vtt`,
    cues: (trackId) => `${texts}/captions/${encodeURIComponent(trackId)}`,
    slides: `${texts}/slides`,
    moments: `${texts}/moments`,
  };
}

export const sharedLivePlaylistUrl = (token: string, roadType: RoadType, base = '') =>
  `${base}${SHARE_LIVE_STREAM_PREFIX}/${token}/${livePlaylistPath(roadType)}`;
