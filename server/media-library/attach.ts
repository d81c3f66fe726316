import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { mayUploadTo } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { RESOURCE_STATUS, courseSessions, personalResourceAttachments, personalResources, teachingClasses } from '../db/schema';
import { ApiError } from '../errors';
import type { MediaStore } from '../storage';
import { sendRecordingReady } from '../messages/course-events';
import { dropReplacedMedia, placeLessonRecording, refuseUnendedLesson, type PlacedRecording } from '../uploads/recording-rows';
import { resourceOf } from './caller';
import { resourceFolder } from './resource-paths';

/**
 * POST /v1/media/resources/attach (docs/uploads.md "Personal resources"): a ready resource
 * becomes a recording of a lesson, made as the transcode job makes one for an upload with target
 * `recording` (uploads/recording-rows.ts): titled after its lesson, or replacing the lesson's
 * recording. The recording gets its own folder, recordings/<folder id>/, hard-linked from the
 * resource's, so deleting the resource later leaves it playing. Teachers attach to lessons of their own classes, administrators to any of their
 * tenant's; another tenant's lesson is a 404.
 */
/** A fresh id per attachment, not the vod's: a replaced recording keeps its vod and gets new media. */
export const recordingMediaDir = (folderId: string) => `recordings/${folderId}`;

async function lessonFor(db: Db, claims: AccessClaims, teclId: string, courId: string, now: Date): Promise<void> {
  const [lesson] = await db
    .select({ teacherId: teachingClasses.teacherId, endsAt: courseSessions.courEndTime })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .where(and(eq(courseSessions.id, courId), eq(courseSessions.teclId, teclId), eq(courseSessions.tenantId, claims.tid)));
  if (!lesson) throw new ApiError('notFound', `no lesson ${courId} in teaching class ${teclId}`);
  if (!mayUploadTo(claims, lesson.teacherId))
    throw new ApiError('forbidden', 'only the teacher of this class may add recordings to its lessons');
  refuseUnendedLesson(courId, lesson.endsAt, now);
}

export async function attachResource(
  db: Db,
  media: MediaStore,
  claims: AccessClaims,
  body: { id: string; teclId: string; courId: string },
  now: Date,
): Promise<{ vodId: string }> {
  const resource = await resourceOf(db, claims, body.id);
  await lessonFor(db, claims, body.teclId, body.courId, now);
  const folder = resourceFolder(resource);
  const present = folder !== null && resource.hlsPath !== null && (await media.exists(resource.hlsPath).catch(() => false));
  if (resource.status !== RESOURCE_STATUS.ready || resource.invalid || !present)
    throw new ApiError(
      'conflict',
      `id: resource ${body.id} is ${resource.status === RESOURCE_STATUS.ready ? 'invalid' : resource.status}; only a ready resource can be attached`,
    );

  const mediaPath = recordingMediaDir(randomUUID());
  await media.copyPrefix(folder!, mediaPath);
  let placed: PlacedRecording;
  try {
    placed = await db.transaction(async (tx) => {
      // Held until the end, so a delete of the resource meanwhile waits, then cascades to the attachment row.
      const [kept] = await tx
        .select({ id: personalResources.id })
        .from(personalResources)
        .where(eq(personalResources.id, resource.id))
        .for('update');
      if (!kept) throw new ApiError('notFound', `no resource ${body.id}`);
      const made = await placeLessonRecording(tx, {
        tenantId: claims.tid,
        teclId: body.teclId,
        courId: body.courId,
        durationS: resource.durationS,
        mediaPath,
      });
      await tx.insert(personalResourceAttachments).values({ resourceId: resource.id, vodId: made.vodId });
      return made;
    });
  } catch (error) {
    await media.deletePrefix(mediaPath);
    throw error;
  }
  const { vodId } = placed;
  // The replaced video's folder, once nothing plays from it (as after an upload); a failure leaves it, never the new one.
  await dropReplacedMedia(db, media, placed.replaced).catch(() => {});
  // The class's students hear of it (docs/personal-center.md "Messages"); a failed send leaves the recording made.
  await sendRecordingReady(db, vodId).catch(() => 0);
  return { vodId };
}
