import type { LessonMoments, LessonMomentsQuery, SlideChapters } from '../../src/schemas/lesson-texts';
import { lessonTextsReadableBy } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { lessonMoments } from '../lesson-text/moment-search';
import { slideChapters } from '../lesson-text/slide-chapters';
import { readyVod } from './ready-vod';

/**
 * The signed-in player's texts of a recording besides its caption tracks (docs/player-texts.md):
 * its slides and the search within it, to whoever may watch it (the player's own check, readyVod:
 * 404 or 403 as the player answers).
 */

/** GET /v1/vod/{vodId}/slides. */
export async function recordingSlides(db: Db, claims: AccessClaims, vodId: string): Promise<SlideChapters> {
  await readyVod(db, claims, vodId);
  return slideChapters(db, claims.tid, vodId);
}

/** GET /v1/vod/{vodId}/moments: the moments the caller finds inside lessons, within this one. */
export async function recordingMoments(db: Db, claims: AccessClaims, vodId: string, query: LessonMomentsQuery): Promise<LessonMoments> {
  await readyVod(db, claims, vodId);
  return lessonMoments(db, { tenantId: claims.tid, vodId, readable: lessonTextsReadableBy(claims) }, query.keyword);
}
