import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CaptionCueValue, CaptionLanguage } from '../../src/schemas/captions';
import type { PlayCaptionTrack, PlayTexts } from '../../src/schemas/lesson-texts';
import { captionTracksPlayed } from '../access';
import type { Db } from '../db/client';
import { captionTracks } from '../db/schema';

/**
 * A recording's caption tracks as the player offers them (docs/player-texts.md): the published
 * ones only, whoever asks, labelled with who made them, each at the addresses of the player that
 * asked (signed in, or a share link's).
 */

/** By language, a person's track before a machine's ('human' sorts after 'automatic'), oldest first. */
export const captionTrackOrder = [
  asc(captionTracks.language),
  desc(captionTracks.origin),
  asc(captionTracks.createdAt),
  asc(captionTracks.id),
];

/** A person saved the cues: uploaded them, or corrected a speech engine's. */
export const personEdited = sql<boolean>`${captionTracks.editedBy} is not null`;

/** Where a player fetches a recording's texts: signed in (server/playback) or through a share link (server/sharing). */
export type TextAddresses = {
  vtt: (trackId: string) => string;
  cues: (trackId: string) => string;
  slides: string;
  moments: string;
};

type PlayedTrack = Omit<PlayCaptionTrack, 'vttUrl' | 'cuesUrl'>;

/** The published tracks of the tenant's recordings `vodIds`, by recording, in one query. */
export async function playedTracksOf(db: Db, tenantId: string, vodIds: readonly string[]): Promise<Map<string, PlayedTrack[]>> {
  const byRecording = new Map<string, PlayedTrack[]>();
  if (vodIds.length === 0) return byRecording;
  const rows = await db
    .select({
      vodId: captionTracks.vodId,
      trackId: captionTracks.id,
      language: captionTracks.language,
      origin: captionTracks.origin,
      engine: captionTracks.engine,
      personEdited,
    })
    .from(captionTracks)
    .where(and(eq(captionTracks.tenantId, tenantId), inArray(captionTracks.vodId, [...vodIds]), captionTracksPlayed()))
    .orderBy(...captionTrackOrder);
  for (const { vodId, language, ...track } of rows) {
    const tracks = byRecording.get(vodId) ?? [];
    tracks.push({ ...track, language: language as CaptionLanguage });
    byRecording.set(vodId, tracks);
  }
  return byRecording;
}

/** The texts of one recording as the player gets them, its tracks as playedTracksOf answered them. */
export const playTextsOf = (tracks: readonly PlayedTrack[], addresses: TextAddresses): PlayTexts => ({
  captions: tracks.map((track) => ({ ...track, vttUrl: addresses.vtt(track.trackId), cuesUrl: addresses.cues(track.trackId) })),
  slidesUrl: addresses.slides,
  momentsUrl: addresses.moments,
});

/** The cues of a published track of the recording, or null when it has no such track. */
export async function playedTrackCues(db: Db, vodId: string, trackId: string): Promise<CaptionCueValue[] | null> {
  const [track] = await db
    .select({ cues: captionTracks.cues })
    .from(captionTracks)
    .where(and(eq(captionTracks.id, trackId), eq(captionTracks.vodId, vodId), captionTracksPlayed()));
  return track?.cues ?? null;
}
