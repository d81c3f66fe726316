import { and, asc, count, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CurriculumQuery, CurriculumResult } from '../../src/schemas/schedule';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { classrooms, courseSessions, enrolments, teachingClasses } from '../db/schema';
import { classCardColumns, withClassCard } from '../catalogue/class-card';
import { courStatusAt } from '../catalogue/cour-status';
import { publishedReady, teachesClass } from '../access';
import { lessonRecordingOf } from '../catalogue/recording-visibility';

/**
 * GET /v1/myself/curriculum: the caller's lessons beginning in [courBeginTime, courEndTime) of
 * their tenant: those of the classes they are enrolled in and those they teach (administrators
 * included: their timetable is what they teach, not the whole school's).
 */

/** This lesson's own ready and published recording, never another lesson's of the class. */
export const lessonRecording = lessonRecordingOf(publishedReady());

/** A lesson as the timetable shows it (also the answer to moving one, server/admin/managed-lesson.ts). */
export function timetableColumns(now: Date) {
  const { teclId, teclName, subjName, subjNameEn, teacName } = classCardColumns;
  return {
    courId: courseSessions.id,
    teclId,
    acteId: teachingClasses.acteId,
    courName: courseSessions.courName,
    teclName,
    subjName,
    subjNameEn,
    teacName,
    clroName: classrooms.clroName,
    courBeginTime: courseSessions.courBeginTime,
    courEndTime: courseSessions.courEndTime,
    weekNo: courseSessions.weekNo,
    letiNumber: courseSessions.letiNumber,
    courStatus: courStatusAt(now),
    isLive: courseSessions.isLive,
    vodId: lessonRecording,
  };
}

const enrolledIn = (userId: string) =>
  sql<boolean>`exists (select 1 from ${enrolments} where ${enrolments.teclId} = ${teachingClasses.id} and ${enrolments.studentId} = ${userId})`;

export async function curriculum(db: Db, claims: AccessClaims, query: CurriculumQuery, now: Date): Promise<CurriculumResult> {
  const teaches = eq(teachingClasses.teacherId, claims.sub);
  const conditions: SQL[] = [
    eq(courseSessions.tenantId, claims.tid),
    eq(teachingClasses.tenantId, claims.tid),
    gte(courseSessions.courBeginTime, new Date(query.courBeginTime)),
    lt(courseSessions.courBeginTime, new Date(query.courEndTime)),
    or(teaches, enrolledIn(claims.sub))!,
  ];
  if (query.acteId !== undefined) conditions.push(eq(teachingClasses.acteId, query.acteId));
  const where = and(...conditions);
  const pageIndex = query['page.pageIndex'];
  const pageSize = query['page.pageSize'];

  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .where(where);
  const rows = await withClassCard(
    db
      .select({
        ...timetableColumns(now),
        teacherId: teachingClasses.teacherId,
      })
      .from(courseSessions)
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
      .$dynamic(),
  )
    .leftJoin(classrooms, eq(classrooms.id, courseSessions.clroId))
    .where(where)
    .orderBy(asc(courseSessions.courBeginTime), asc(courseSessions.id))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);

  return {
    records: rows.map(({ teacherId, ...row }) => ({
      ...row,
      courBeginTime: row.courBeginTime.toISOString(),
      courEndTime: row.courEndTime.toISOString(),
      role: teachesClass(claims, teacherId) ? 'teacher' : 'student',
    })),
    total,
    pageIndex,
    pageSize,
  };
}
