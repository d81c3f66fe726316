import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DetailRecording, DetailResource, DetailSession } from '../../src/schemas/detail';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { classrooms, collections, courseResources, courseSessions, vods } from '../db/schema';
import { courStatusAt } from '../catalogue/cour-status';
import { readySeenBy } from '../access';
import { lessonRecordingOf } from '../catalogue/recording-visibility';

/** The lists of a class's page: its lessons, its ready recordings and its resources. */

/**
 * When a recording is dated and sorted: by its lesson (its begin time), never by when the video
 * arrived; a recording outside the timetable by when it was made. The class page, course
 * management and the player all use it.
 */
export const recordingDate = sql<Date>`coalesce(${courseSessions.courBeginTime}, ${vods.createdAt})`.mapWith(courseSessions.courBeginTime);

/**
 * Every lesson of the class by time; the status follows the server clock, not the stored column.
 * With its room's id, which course management moves lessons by (server/admin/class-detail.ts).
 */
export async function lessonRows(
  db: Db,
  claims: AccessClaims,
  teclId: string,
  now: Date,
): Promise<(DetailSession & { clroId: string | null })[]> {
  const rows = await db
    .select({
      courId: courseSessions.id,
      courName: courseSessions.courName,
      weekNo: courseSessions.weekNo,
      letiNumber: courseSessions.letiNumber,
      courBeginTime: courseSessions.courBeginTime,
      courEndTime: courseSessions.courEndTime,
      clroId: courseSessions.clroId,
      clroName: classrooms.clroName,
      courStatus: courStatusAt(now),
      isLive: courseSessions.isLive,
      vodId: lessonRecordingOf(readySeenBy(claims)),
    })
    .from(courseSessions)
    .leftJoin(classrooms, eq(classrooms.id, courseSessions.clroId))
    .where(eq(courseSessions.teclId, teclId))
    .orderBy(asc(courseSessions.courBeginTime), asc(courseSessions.id));
  return rows.map((row) => ({ ...row, courBeginTime: row.courBeginTime.toISOString(), courEndTime: row.courEndTime.toISOString() }));
}

/** The lessons as the class's page shows them (answers are sent as made: no field beyond the schema's). */
export const classSessions = async (db: Db, claims: AccessClaims, teclId: string, now: Date): Promise<DetailSession[]> =>
  (await lessonRows(db, claims, teclId, now)).map(({ clroId: _room, ...lesson }) => lesson);

/** Ready recordings the caller sees, newest lesson first, each marked when the caller keeps it as a favourite. */
export async function classRecordings(db: Db, claims: AccessClaims, teclId: string): Promise<DetailRecording[]> {
  const rows = await db
    .select({
      vodId: vods.id,
      title: vods.title,
      durationS: vods.durationS,
      posterUrl: vods.posterUrl,
      courId: vods.courId,
      recordedAt: recordingDate,
      viewCount: vods.viewCount,
      collectionId: collections.id,
    })
    .from(vods)
    .leftJoin(courseSessions, eq(courseSessions.id, vods.courId))
    .leftJoin(collections, and(eq(collections.vodId, vods.id), eq(collections.userId, claims.sub)))
    .where(and(eq(vods.teclId, teclId), eq(vods.tenantId, claims.tid), readySeenBy(claims)))
    .orderBy(desc(recordingDate), desc(vods.createdAt), desc(vods.id));
  return rows.map(({ collectionId, ...row }) => ({ ...row, recordedAt: row.recordedAt.toISOString(), collected: collectionId !== null }));
}

/** The class's resources, withdrawn ones last; with their lesson and time, which course management shows. */
export async function resourceRows(db: Db, teclId: string): Promise<(DetailResource & { courId: string | null; createdAt: Date })[]> {
  return db
    .select({
      id: courseResources.id,
      title: courseResources.title,
      fileName: courseResources.fileName,
      sizeBytes: courseResources.sizeBytes,
      mimeType: courseResources.mimeType,
      invalid: courseResources.invalid,
      vodId: courseResources.vodId,
      courId: courseResources.courId,
      createdAt: courseResources.createdAt,
    })
    .from(courseResources)
    .where(eq(courseResources.teclId, teclId))
    .orderBy(asc(courseResources.invalid), asc(courseResources.title), asc(courseResources.id));
}

export const classResources = async (db: Db, teclId: string): Promise<DetailResource[]> =>
  (await resourceRows(db, teclId)).map(({ courId: _lesson, createdAt: _added, ...resource }) => resource);
