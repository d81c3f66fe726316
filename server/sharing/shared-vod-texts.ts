import type { CaptionCuesAnswer, LessonMoments, LessonMomentsQuery, SlideChapters } from '../../src/schemas/lesson-texts';
import { lessonTextsReadableThroughShare } from '../access';
import type { Db } from '../db/client';
import { ApiError } from '../errors';
import { lessonMoments } from '../lesson-text/moment-search';
import { playedTrackCues } from '../lesson-text/played-tracks';
import { slideChapters } from '../lesson-text/slide-chapters';
import { toWebVtt } from '../media/webvtt';
import { sharedRecording } from './shared-vod';

/**
 * A shared recording's texts, without a session (docs/player-texts.md "Share links"): what anyone
 * who may watch it reads of the one recording the link names, its published caption tracks, its
 * slides and the search within it (slides, captions, transcripts; never a note). Each request
 * checks the link as the stream's do (resolve-share.ts), so a revoked link stops them at once.
 */

/** A published track of the shared recording's; any other track, this recording's draft or another's, is not found. */
export async function sharedTrackCues(db: Db, token: string, trackId: string, now: Date): Promise<CaptionCuesAnswer> {
  const { vod } = await sharedRecording(db, token, now);
  const cues = await playedTrackCues(db, vod.vodId, trackId);
  if (cues === null) throw new ApiError('notFound', `no caption track ${trackId} in this recording`);
  return { cues };
}

export async function sharedTrackWebVtt(db: Db, token: string, trackId: string, now: Date): Promise<string> {
  return toWebVtt((await sharedTrackCues(db, token, trackId, now)).cues);
}

export async function sharedSlides(db: Db, token: string, now: Date): Promise<SlideChapters> {
  const { vod } = await sharedRecording(db, token, now);
  return slideChapters(db, vod.tenantId, vod.vodId);
}

export async function sharedMoments(db: Db, token: string, query: LessonMomentsQuery, now: Date): Promise<LessonMoments> {
  const { vod } = await sharedRecording(db, token, now);
  const scope = { tenantId: vod.tenantId, vodId: vod.vodId, readable: lessonTextsReadableThroughShare(vod.vodId) };
  return lessonMoments(db, scope, query.keyword);
}
