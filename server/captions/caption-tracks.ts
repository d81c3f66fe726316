import { and, eq, sql } from 'drizzle-orm';
import type { CaptionTrack, CaptionTrackSummary } from '../../src/schemas/captions';
import { captionTracksSeenBy, mayEditCaptions } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { captionTracks, teachingClasses, vods } from '../db/schema';
import { ApiError } from '../errors';
import { captionTrackOrder, personEdited } from '../lesson-text/played-tracks';
import { toWebVtt } from '../media/webvtt';
import { readyVod } from '../playback/ready-vod';

/**
 * Reading a recording's caption tracks (docs/captions.md): whoever may watch the recording (the
 * player's own check, readyVod) reads its published tracks; its class's teacher and the tenant's
 * administrators read every one (server/access/caption-rules.ts). A track the caller may not see
 * is "not found", as one that does not exist, so ids reveal nothing.
 */

/** A recording as its captions need it: whose class it is and how long it lasts (0: not known). */
export type CaptionedVod = { vodId: string; teacherId: string; durationS: number };

/** The recording, if the caller may watch it (404 or 403 as the player answers). */
export async function captionedVod(db: Db, claims: AccessClaims, vodId: string): Promise<CaptionedVod> {
  await readyVod(db, claims, vodId);
  const [vod] = await db
    .select({ teacherId: teachingClasses.teacherId, durationS: vods.durationS })
    .from(vods)
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .where(and(eq(vods.id, vodId), eq(vods.tenantId, claims.tid)));
  if (!vod) throw new ApiError('notFound', `no recording ${vodId}`);
  return { vodId, ...vod };
}

const summaryColumns = {
  trackId: captionTracks.id,
  vodId: captionTracks.vodId,
  language: captionTracks.language,
  origin: captionTracks.origin,
  engine: captionTracks.engine,
  status: captionTracks.status,
  revision: captionTracks.revision,
  cueCount: sql<number>`jsonb_array_length(${captionTracks.cues})`.mapWith(Number),
  personEdited,
  updatedAt: captionTracks.updatedAt,
};

/** The recording's tracks the caller sees (bound to its tenant), and a condition keeping one of them. */
const seen = (claims: AccessClaims, vod: CaptionedVod, trackId?: string) =>
  and(
    eq(captionTracks.vodId, vod.vodId),
    eq(captionTracks.tenantId, claims.tid),
    trackId === undefined ? undefined : eq(captionTracks.id, trackId),
    captionTracksSeenBy(claims, vod.teacherId),
  );

type SummaryRow = Omit<CaptionTrackSummary, 'language' | 'updatedAt' | 'editable'> & { language: string; updatedAt: Date };

const summaryOf = (row: SummaryRow, editable: boolean): CaptionTrackSummary => ({
  ...row,
  language: row.language as CaptionTrackSummary['language'],
  updatedAt: row.updatedAt.toISOString(),
  editable,
});

/** GET /v1/vod/{vodId}/captions: by language, a person's track before a machine's, oldest first. */
export async function listCaptionTracks(db: Db, claims: AccessClaims, vodId: string): Promise<CaptionTrackSummary[]> {
  const vod = await captionedVod(db, claims, vodId);
  const rows = await db
    .select(summaryColumns)
    .from(captionTracks)
    .where(seen(claims, vod))
    .orderBy(...captionTrackOrder);
  const editable = mayEditCaptions(claims, vod.teacherId);
  return rows.map((row) => summaryOf(row, editable));
}

/** One track the caller sees, with its cues, of a recording already checked. */
export async function trackOf(db: Db, claims: AccessClaims, vod: CaptionedVod, trackId: string): Promise<CaptionTrack> {
  const [row] = await db
    .select({ ...summaryColumns, cues: captionTracks.cues })
    .from(captionTracks)
    .where(seen(claims, vod, trackId));
  if (!row) throw new ApiError('notFound', `no caption track ${trackId}`);
  return { ...summaryOf(row, mayEditCaptions(claims, vod.teacherId)), cues: row.cues };
}

/** GET /v1/vod/{vodId}/captions/{trackId}. */
export async function getCaptionTrack(db: Db, claims: AccessClaims, vodId: string, trackId: string): Promise<CaptionTrack> {
  return trackOf(db, claims, await captionedVod(db, claims, vodId), trackId);
}

/** GET /v1/vod/{vodId}/captions/{trackId}/vtt: the track as the player's WebVTT. */
export async function captionTrackWebVtt(db: Db, claims: AccessClaims, vodId: string, trackId: string): Promise<string> {
  return toWebVtt((await getCaptionTrack(db, claims, vodId, trackId)).cues);
}
