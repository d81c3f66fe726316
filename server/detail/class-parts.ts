import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DetailRecording, DetailResource, DetailSession } from '../../src/schemas/detail';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { VOD_STATUS, classrooms, collections, courseResources, courseSessions, vods } from '../db/schema';
import { courStatusAt } from '../catalogue/cour-status';

/** The lists of a class's page: its lessons, its ready recordings and its resources. */

/** The lesson's newest ready recording, null for none. */
const readyRecordingOf = sql<string | null>`(select ${vods.id} from ${vods}
  where ${vods.courId} = ${courseSessions.id} and ${vods.status} = ${VOD_STATUS.ready} order by ${vods.createdAt} desc limit 1)`;

/** Every lesson of the class by time; the status follows the server clock, not the stored column. */
export async function classSessions(db: Db, teclId: string, now: Date): Promise<DetailSession[]> {
  const rows = await db
    .select({
      courId: courseSessions.id,
      courName: courseSessions.courName,
      weekNo: courseSessions.weekNo,
      letiNumber: courseSessions.letiNumber,
      courBeginTime: courseSessions.courBeginTime,
      courEndTime: courseSessions.courEndTime,
      clroName: classrooms.clroName,
      courStatus: courStatusAt(now),
      isLive: courseSessions.isLive,
      vodId: readyRecordingOf,
    })
    .from(courseSessions)
    .leftJoin(classrooms, eq(classrooms.id, courseSessions.clroId))
    .where(eq(courseSessions.teclId, teclId))
    .orderBy(asc(courseSessions.courBeginTime), asc(courseSessions.id));
  return rows.map((row) => ({ ...row, courBeginTime: row.courBeginTime.toISOString(), courEndTime: row.courEndTime.toISOString() }));
}

/** Ready recordings, newest lesson first, each marked when the caller keeps it as a favourite. */
export async function classRecordings(db: Db, claims: AccessClaims, teclId: string): Promise<DetailRecording[]> {
  const recordedAt = sql<Date>`coalesce(${courseSessions.courBeginTime}, ${vods.createdAt})`.mapWith(courseSessions.courBeginTime);
  const rows = await db
    .select({
      vodId: vods.id,
      title: vods.title,
      durationS: vods.durationS,
      posterUrl: vods.posterUrl,
      courId: vods.courId,
      recordedAt,
      viewCount: vods.viewCount,
      collectionId: collections.id,
    })
    .from(vods)
    .leftJoin(courseSessions, eq(courseSessions.id, vods.courId))
    .leftJoin(collections, and(eq(collections.vodId, vods.id), eq(collections.userId, claims.sub)))
    .where(and(eq(vods.teclId, teclId), eq(vods.tenantId, claims.tid), eq(vods.status, VOD_STATUS.ready)))
    .orderBy(desc(recordedAt), desc(vods.id));
  return rows.map(({ collectionId, ...row }) => ({ ...row, recordedAt: row.recordedAt.toISOString(), collected: collectionId !== null }));
}

export async function classResources(db: Db, teclId: string): Promise<DetailResource[]> {
  return db
    .select({
      id: courseResources.id,
      title: courseResources.title,
      fileName: courseResources.fileName,
      sizeBytes: courseResources.sizeBytes,
      mimeType: courseResources.mimeType,
      invalid: courseResources.invalid,
      vodId: courseResources.vodId,
    })
    .from(courseResources)
    .where(eq(courseResources.teclId, teclId))
    .orderBy(asc(courseResources.invalid), asc(courseResources.title), asc(courseResources.id));
}
