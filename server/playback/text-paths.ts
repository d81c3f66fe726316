import type { TextAddresses } from '../lesson-text/played-tracks';

/**
 * Addresses of a recording's texts for the signed-in player (docs/player-texts.md): its caption
 * tracks (server/http/captions), its slides and the search within it
 * (server/http/playback/play-texts.ts). A track's WebVTT is what the video plays beside its
 * segments, so it is on the media origin when `base` names one (media-host.ts), as the streams
 * are; the rest are the API's answers, relative to it as every call is.
 */
export const VOD_CAPTIONS_ROUTE = '/v1/vod/:vodId/captions';
export const VOD_SLIDES_ROUTE = '/v1/vod/:vodId/slides';
export const VOD_MOMENTS_ROUTE = '/v1/vod/:vodId/moments';
export const CAPTION_VTT_ROUTE = `${VOD_CAPTIONS_ROUTE}/:trackId/vtt`;

const vodPath = (vodId: string) => `/v1/vod/${encodeURIComponent(vodId)}`;

export const vodTextAddresses = (vodId: string, base = ''): TextAddresses => ({
  vtt: (trackId) => `${base}${vodPath(vodId)}/captions/${encodeURIComponent(trackId)}/vtt`,
  cues: (trackId) => `${vodPath(vodId)}/captions/${encodeURIComponent(trackId)}`,
  slides: `${vodPath(vodId)}/slides`,
  moments: `${vodPath(vodId)}/moments`,
});

/** A request for a track's WebVTT (CAPTION_VTT_ROUTE), which the media origin answers cross-origin. */
export const isCaptionVttPath = (url: string): boolean => /^\/v1\/vod\/[^/?#]+\/captions\/[^/?#]+\/vtt(?:[?#]|$)/.test(url);
