import { randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { RESOURCE_STATUS, courseSessions, personalResourceAttachments, personalResources, teachingClasses } from '../db/schema';
import { teachesClass } from '../detail/class-access';
import { ApiError } from '../errors';
import { sendRecordingReady } from '../messages/course-events';
import { insertRecording } from '../uploads/recording-rows';
import { isAdministrator, resourceOf } from './caller';
import { linkFolder } from './link-folder';
import { resourceFolder } from './resource-paths';

/**
 * POST /v1/media/resources/attach (docs/uploads.md "Personal resources"): a ready resource
 * becomes a recording of a lesson, made as the transcode job makes one for an upload with target
 * `recording` (uploads/recording-rows.ts). The recording gets its own folder,
 * recordings/<vod id>/, hard-linked from the resource's, so deleting the resource later leaves it
 * playing. Teachers attach to lessons of their own classes, administrators to any of their
 * tenant's; another tenant's lesson is a 404.
 */
export const recordingMediaDir = (vodId: string) => `recordings/${vodId}`;

async function lessonFor(db: Db, claims: AccessClaims, teclId: string, courId: string): Promise<void> {
  const [lesson] = await db
    .select({ teacherId: teachingClasses.teacherId })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .where(and(eq(courseSessions.id, courId), eq(courseSessions.teclId, teclId), eq(courseSessions.tenantId, claims.tid)));
  if (!lesson) throw new ApiError('notFound', `no lesson ${courId} in teaching class ${teclId}`);
  if (!isAdministrator(claims) && !teachesClass(claims, lesson.teacherId))
    throw new ApiError('forbidden', 'only the teacher of this class may add recordings to its lessons');
}

export async function attachResource(
  db: Db,
  mediaDir: string,
  claims: AccessClaims,
  body: { id: string; teclId: string; courId: string },
): Promise<{ vodId: string }> {
  const resource = await resourceOf(db, claims, body.id);
  await lessonFor(db, claims, body.teclId, body.courId);
  const folder = resourceFolder(resource);
  const present =
    folder !== null && resource.hlsPath !== null && (await stat(join(mediaDir, resource.hlsPath)).catch(() => null))?.isFile();
  if (resource.status !== RESOURCE_STATUS.ready || resource.invalid || !present)
    throw new ApiError(
      'conflict',
      `id: resource ${body.id} is ${resource.status === RESOURCE_STATUS.ready ? 'invalid' : resource.status}; only a ready resource can be attached`,
    );

  const vodId = randomUUID();
  const mediaPath = recordingMediaDir(vodId);
  await linkFolder(join(mediaDir, folder!), join(mediaDir, mediaPath));
  try {
    await db.transaction(async (tx) => {
      // Held until the end, so a delete of the resource meanwhile waits, then cascades to the attachment row.
      const [kept] = await tx
        .select({ id: personalResources.id })
        .from(personalResources)
        .where(eq(personalResources.id, resource.id))
        .for('update');
      if (!kept) throw new ApiError('notFound', `no resource ${body.id}`);
      await insertRecording(tx, {
        id: vodId,
        tenantId: claims.tid,
        teclId: body.teclId,
        courId: body.courId,
        title: resource.title,
        durationS: resource.durationS,
        mediaPath,
      });
      await tx.insert(personalResourceAttachments).values({ resourceId: resource.id, vodId });
    });
  } catch (error) {
    await rm(join(mediaDir, mediaPath), { recursive: true, force: true });
    throw error;
  }
  // The class's students hear of it (docs/personal-center.md "Messages"); a failed send leaves the recording made.
  await sendRecordingReady(db, vodId).catch(() => 0);
  return { vodId };
}
