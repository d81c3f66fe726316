import { and, eq, ne, sql } from 'drizzle-orm';
import type { CaptionSaveBody, CaptionStatusValue, CaptionTrack, CaptionUploadBody } from '../../src/schemas/captions';
import { assertMayEditCaptions } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { CAPTION_ORIGIN, CAPTION_STATUS, captionTracks, vods } from '../db/schema';
import { refused } from '../errors';
import { readCaptionFile } from './caption-file';
import { indexCaptionTrack } from '../lesson-text/caption-index';
import { captionedVod, trackOf, type CaptionedVod } from './caption-tracks';
import { assertCuesWithinRecording, assertFileCuesFit } from './cue-limits';

/**
 * Changing a recording's caption tracks (docs/captions.md): its class's teacher and the tenant's
 * administrators upload a person's track, edit any track's cues, publish, unpublish and delete.
 * Judged as notes are: a track the caller cannot see is 404, one they see but may not change 403.
 * Every change re-indexes the track for the search inside lessons in its own transaction.
 */

/** The track, if the caller sees it (else 404) and may change it (else 403). */
async function changeableTrack(db: Db, claims: AccessClaims, vodId: string, trackId: string): Promise<CaptionedVod> {
  const vod = await captionedVod(db, claims, vodId);
  await trackOf(db, claims, vod, trackId);
  assertMayEditCaptions(claims, vod.teacherId);
  return vod;
}

const ofTrack = (claims: AccessClaims, vodId: string, trackId: string) =>
  and(eq(captionTracks.id, trackId), eq(captionTracks.vodId, vodId), eq(captionTracks.tenantId, claims.tid));

/**
 * POST /v1/vod/{vodId}/captions: a WebVTT or SRT file becomes a person's draft track. A recording
 * has at most one person's track per language (edit it, or delete it first): the recording's row
 * is held while looking, so two uploads at once take turns.
 */
export async function uploadCaptionTrack(
  db: Db,
  claims: AccessClaims,
  vodId: string,
  body: CaptionUploadBody,
  now: Date,
): Promise<CaptionTrack> {
  const vod = await captionedVod(db, claims, vodId);
  assertMayEditCaptions(claims, vod.teacherId);
  const cues = readCaptionFile(body.format, body.text);
  assertFileCuesFit(cues, vod.durationS);
  const trackId = await db.transaction(async (tx) => {
    await tx.select({ id: vods.id }).from(vods).where(eq(vods.id, vodId)).for('update');
    const [taken] = await tx
      .select({ id: captionTracks.id })
      .from(captionTracks)
      .where(
        and(eq(captionTracks.vodId, vodId), eq(captionTracks.language, body.language), eq(captionTracks.origin, CAPTION_ORIGIN.human)),
      );
    if (taken)
      throw refused(
        'conflict',
        'captionLanguageTaken',
        {},
        `body.language: the recording has a person's ${body.language} track already`,
        'language',
      );
    const [row] = await tx
      .insert(captionTracks)
      .values({
        tenantId: claims.tid,
        vodId,
        language: body.language,
        origin: CAPTION_ORIGIN.human,
        status: CAPTION_STATUS.draft,
        cues,
        editedBy: claims.sub,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: captionTracks.id });
    return row!.id;
  });
  return trackOf(db, claims, vod, trackId);
}

/**
 * PUT /v1/vod/{vodId}/captions/{trackId}: every cue, saved if nobody saved the track since
 * `revision` (one conditional UPDATE, so two editors racing cannot both win; the loser gets 409
 * captionTrackChanged). A machine's track keeps its origin: the person is recorded as its editor.
 */
export async function saveCaptionCues(
  db: Db,
  claims: AccessClaims,
  vodId: string,
  trackId: string,
  body: CaptionSaveBody,
  now: Date,
): Promise<CaptionTrack> {
  const vod = await changeableTrack(db, claims, vodId, trackId);
  assertCuesWithinRecording(body.cues, vod.durationS);
  const saved = await db.transaction(async (tx) => {
    const rows = await tx
      .update(captionTracks)
      .set({ cues: body.cues, revision: sql`${captionTracks.revision} + 1`, editedBy: claims.sub, updatedAt: now })
      .where(and(ofTrack(claims, vodId, trackId), eq(captionTracks.revision, body.revision)))
      .returning({ id: captionTracks.id });
    if (rows.length > 0) await indexCaptionTrack(tx, trackId);
    return rows.length > 0;
  });
  const current = await trackOf(db, claims, vod, trackId);
  if (saved) return current;
  throw refused('conflict', 'captionTrackChanged', {}, `these captions were changed meanwhile (revision ${current.revision})`);
}

/**
 * POST /v1/vod/{vodId}/captions/{trackId}/status: publish (viewers get it, the search finds it as
 * captions) or take back to draft. Setting the status it has changes nothing; the revision never
 * moves (the cues did not change).
 */
export async function setCaptionStatus(
  db: Db,
  claims: AccessClaims,
  vodId: string,
  trackId: string,
  status: CaptionStatusValue,
  now: Date,
): Promise<CaptionTrack> {
  const vod = await changeableTrack(db, claims, vodId, trackId);
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(captionTracks)
      .set({ status, updatedAt: now })
      .where(and(ofTrack(claims, vodId, trackId), ne(captionTracks.status, status)))
      .returning({ id: captionTracks.id });
    if (rows.length > 0) await indexCaptionTrack(tx, trackId);
  });
  return trackOf(db, claims, vod, trackId);
}

/** DELETE /v1/vod/{vodId}/captions/{trackId}: the track and what the search found in it. */
export async function deleteCaptionTrack(db: Db, claims: AccessClaims, vodId: string, trackId: string): Promise<void> {
  await changeableTrack(db, claims, vodId, trackId);
  await db.transaction(async (tx) => {
    await tx.delete(captionTracks).where(ofTrack(claims, vodId, trackId));
    await indexCaptionTrack(tx, trackId);
  });
}
