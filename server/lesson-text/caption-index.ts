import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { CAPTION_ORIGIN, CAPTION_STATUS, LESSON_TEXT_KIND, captionTracks, vods, type LessonTextKind } from '../db/schema';
import { dropLessonTexts, replaceLessonTexts } from './lesson-text-index';

/**
 * Keeps a caption track findable inside its lesson (docs/captions.md "Search"), called in the
 * transaction that changes it, so the search never shows cues the track no longer holds. A
 * published track's cues are captions, whoever made them; a speech engine's draft is a
 * transcript; a person's draft is not searched. Its rows of the other kind are dropped.
 */
const TRACK_KINDS = [LESSON_TEXT_KIND.caption, LESSON_TEXT_KIND.transcript] as const;

function searchedAs(track: { status: string; origin: string }): LessonTextKind | null {
  if (track.status === CAPTION_STATUS.published) return LESSON_TEXT_KIND.caption;
  return track.origin === CAPTION_ORIGIN.automatic ? LESSON_TEXT_KIND.transcript : null;
}

export async function indexCaptionTrack(db: Db, trackId: string): Promise<void> {
  const [track] = await db
    .select({
      tenantId: captionTracks.tenantId,
      vodId: captionTracks.vodId,
      status: captionTracks.status,
      origin: captionTracks.origin,
      cues: captionTracks.cues,
      teclId: vods.teclId,
      courId: vods.courId,
    })
    .from(captionTracks)
    .innerJoin(vods, eq(vods.id, captionTracks.vodId))
    .where(eq(captionTracks.id, trackId));
  const kind = track === undefined ? null : searchedAs(track);
  for (const other of TRACK_KINDS) if (other !== kind) await dropLessonTexts(db, other, trackId);
  if (track === undefined || kind === null) return;
  await replaceLessonTexts(
    db,
    { tenantId: track.tenantId, teclId: track.teclId, vodId: track.vodId, courId: track.courId, kind, sourceId: trackId },
    track.cues.map((cue) => ({ startMs: cue.startS * 1000, endMs: cue.endS * 1000, text: cue.text })),
  );
}
