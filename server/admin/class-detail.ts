import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { NOTE_STATUS } from '../../src/constants';
import type { AdminClassDetail, AdminRecording, PendingNote } from '../../src/schemas/admin-detail';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { COUR_STATUS, courseSessions, notes, vodRoads, vods } from '../db/schema';
import { lessonRows, recordingDate, resourceRows } from '../detail/class-parts';
import { noteSummaries } from '../notes/note-readers';
import { ApiError } from '../errors';
import { classToManage } from './class-to-manage';
import { managedClass } from './list-classes';

/**
 * GET /v1/admin/classes/:teclId/detail (docs/admin.md "The class page"): one class as its teacher
 * or an administrator manages it. The class as /admin/home lists it, its lessons and resources as
 * the class's own page reads them (server/detail/class-parts.ts), every recording whatever its
 * status or visibility with its roads, and the notes handed in for release on its recordings.
 */
export async function adminClassDetail(db: Db, claims: AccessClaims, teclId: string, now: Date): Promise<AdminClassDetail> {
  await classToManage(db, claims, teclId);
  const [head, lessons, recordings, resources, pendingNotes] = await Promise.all([
    managedClass(db, claims.tid, teclId),
    lessonRows(db, claims, teclId, now),
    allRecordings(db, claims.tid, teclId),
    resourceRows(db, teclId),
    notesToRelease(db, claims.tid, teclId),
  ]);
  if (!head) throw new ApiError('notFound', `no class ${teclId}`);
  return {
    ...head,
    lessons: lessons.map((lesson) => ({ ...lesson, begun: lesson.courStatus !== COUR_STATUS.notStarted })),
    recordings,
    resources: resources.map((resource) => ({ ...resource, createdAt: resource.createdAt.toISOString() })),
    pendingNotes,
  };
}

/** Every recording of the class, newest lesson first, each with its roads (main first). */
async function allRecordings(db: Db, tenantId: string, teclId: string): Promise<AdminRecording[]> {
  const rows = await db
    .select({
      vodId: vods.id,
      title: vods.title,
      courId: vods.courId,
      recordedAt: recordingDate,
      status: vods.status,
      hidden: vods.hidden,
      durationS: vods.durationS,
      posterUrl: vods.posterUrl,
      viewCount: vods.viewCount,
    })
    .from(vods)
    .leftJoin(courseSessions, eq(courseSessions.id, vods.courId))
    .where(and(eq(vods.teclId, teclId), eq(vods.tenantId, tenantId)))
    .orderBy(desc(recordingDate), desc(vods.createdAt), desc(vods.id));
  const roads =
    rows.length === 0
      ? []
      : await db
          .select({ vodId: vodRoads.vodId, roadId: vodRoads.id, roadType: vodRoads.roadType, name: vodRoads.name, isMain: vodRoads.isMain })
          .from(vodRoads)
          .where(
            inArray(
              vodRoads.vodId,
              rows.map((row) => row.vodId),
            ),
          )
          .orderBy(desc(vodRoads.isMain), asc(vodRoads.roadType), asc(vodRoads.id));
  return rows.map((row) => ({
    ...row,
    recordedAt: row.recordedAt.toISOString(),
    roads: roads.filter((road) => road.vodId === row.vodId).map(({ vodId: _vod, ...road }) => road),
  }));
}

/** Notes handed in (status pending) on the class's recordings, oldest first: the queue to release. */
async function notesToRelease(db: Db, tenantId: string, teclId: string): Promise<PendingNote[]> {
  const rows = await noteSummaries(db)
    .where(and(eq(notes.tenantId, tenantId), eq(notes.status, NOTE_STATUS.pending), eq(vods.teclId, teclId)))
    .orderBy(asc(notes.updatedAt), asc(notes.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    authorId: row.authorId,
    authorName: row.authorName,
    vodId: row.vodId!,
    vodTitle: row.vodTitle ?? '',
    updatedAt: row.updatedAt.toISOString(),
  }));
}
