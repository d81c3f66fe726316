import { and, eq } from 'drizzle-orm';
import { CLIP_TIME_TOLERANCE_S, type CreateClipBody, type PersonalResource } from '../../src/schemas/media-library';
import { assertMediaCaller, mayManageClass } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { RESOURCE_STATUS, VOD_STATUS, personalResources, teachingClasses, vods } from '../db/schema';
import { ApiError } from '../errors';
import type { MediaStore } from '../storage';
import { runClipJob } from './clip-job';
import { describeResources } from './resources';

/**
 * POST /v1/media/clips (docs/uploads.md "Clips"): a clip of a recording the caller may cut (one
 * of their own classes'; any of the tenant's for an administrator) becomes a `processing`
 * personal resource, and its job is queued (queue `media-clip`). Without a job queue (the API
 * tests of other areas) the clip is cut within the request, as the last chunk merges in place.
 */
export type ClipRequestSettings = {
  media: MediaStore;
  enqueueClip?: (resourceId: string) => Promise<void>;
};

export async function createClip(
  db: Db,
  settings: ClipRequestSettings,
  claims: AccessClaims,
  body: CreateClipBody,
): Promise<PersonalResource> {
  assertMediaCaller(claims);
  const [vod] = await db
    .select({ id: vods.id, durationS: vods.durationS, teacherId: teachingClasses.teacherId })
    .from(vods)
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .where(and(eq(vods.id, body.vodId), eq(vods.tenantId, claims.tid), eq(vods.status, VOD_STATUS.ready)));
  if (!vod) throw new ApiError('notFound', `no recording ${body.vodId}`);
  if (!mayManageClass(claims, vod.teacherId))
    throw new ApiError('forbidden', 'only the teacher of this class may cut clips of its recordings');
  if (body.outS > vod.durationS + CLIP_TIME_TOLERANCE_S)
    throw new ApiError('badRequest', `outS: must be at most ${vod.durationS}, the length of the recording in seconds`);

  const [row] = await db
    .insert(personalResources)
    .values({
      tenantId: claims.tid,
      userId: claims.sub,
      kind: 'clip',
      status: RESOURCE_STATUS.processing,
      title: body.title,
      durationS: body.outS - body.inS,
      sourceVodId: vod.id,
      clipInS: body.inS,
      clipOutS: body.outS,
    })
    .returning();
  let clip = row!;
  if (settings.enqueueClip) await settings.enqueueClip(clip.id);
  else clip = (await runClipJob(db, { media: settings.media }, clip.id)) ?? clip;
  const [described] = await describeResources(db, settings.media, [clip]);
  return described!;
}
