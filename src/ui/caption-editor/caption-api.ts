import { queryOptions } from '@tanstack/react-query';
import {
  captionDeletedSchema,
  captionTrackListSchema,
  captionTrackSchema,
  type CaptionSaveBody,
  type CaptionStatusValue,
  type CaptionTrack,
  type CaptionUploadBody,
} from '../../schemas/captions';
import { apiRequest } from '../../services/http/api';

/**
 * The caption editor's calls (docs/captions.md, docs/api.md "Caption tracks"). Quiet
 * (`noMessage`): the page says why a call was refused beside what was asked (the file field, the
 * cue, the save line) instead of a toast.
 */
const quiet = { noMessage: true } as const;

/** Every cached answer about a recording's tracks: a change refreshes them by this prefix. */
export const CAPTION_TRACKS = 'caption-tracks';

const tracksPath = (vodId: string) => `/v1/vod/${encodeURIComponent(vodId)}/captions`;
const trackPath = (vodId: string, trackId: string) => `${tracksPath(vodId)}/${encodeURIComponent(trackId)}`;

export const captionTracksQuery = (vodId: string) =>
  queryOptions({
    queryKey: [CAPTION_TRACKS, vodId],
    queryFn: async () => captionTrackListSchema.parse(await apiRequest(tracksPath(vodId), quiet)),
  });

export const captionTrackQuery = (vodId: string, trackId: string) =>
  queryOptions({
    queryKey: [CAPTION_TRACKS, vodId, trackId],
    queryFn: async () => captionTrackSchema.parse(await apiRequest(trackPath(vodId, trackId), quiet)),
  });

/** POST …/captions: the file's text as the browser read it; the new track is a person's draft. */
export async function uploadCaptionFile(vodId: string, body: CaptionUploadBody): Promise<CaptionTrack> {
  return captionTrackSchema.parse(await apiRequest(tracksPath(vodId), { method: 'POST', json: body, ...quiet }));
}

/** PUT …/captions/{trackId}: every cue, from the revision the editor read (409 captionTrackChanged when it is not the current one). */
export async function saveCaptionCues(vodId: string, trackId: string, body: CaptionSaveBody): Promise<CaptionTrack> {
  return captionTrackSchema.parse(await apiRequest(trackPath(vodId, trackId), { method: 'PUT', json: body, ...quiet }));
}

export async function setCaptionStatus(vodId: string, trackId: string, status: CaptionStatusValue): Promise<CaptionTrack> {
  const path = `${trackPath(vodId, trackId)}/status`;
  return captionTrackSchema.parse(await apiRequest(path, { method: 'POST', json: { status }, ...quiet }));
}

export async function deleteCaptionTrack(vodId: string, trackId: string): Promise<void> {
  captionDeletedSchema.parse(await apiRequest(trackPath(vodId, trackId), { method: 'DELETE', ...quiet }));
}
