import { and, eq, gt, sql } from 'drizzle-orm';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { classrooms, courseSessions, teachingClasses, vods } from '../db/schema';
import { ApiError, refused } from '../errors';
import { sendLessonCancelled } from '../messages/lesson-cancelled';
import { lessonToManage } from './lesson-to-manage';

/**
 * DELETE /v1/admin/course-sessions/:courId (docs/admin.md "Lessons"): a lesson that has not begun
 * is cancelled, i.e. removed from its class's timetable, and its class's students are told
 * (topic `lesson-cancelled`). A lesson that has begun stays (409): it may be live or recording,
 * and a lesson with a recording keeps it (409). Both rules are in the DELETE itself, so a lesson
 * that begins or gets a recording meanwhile is not lost.
 */
export async function cancelLesson(db: Db, claims: AccessClaims, courId: string, now: Date): Promise<{ courId: string; told: number }> {
  const lesson = await lessonToManage(db, claims, courId);
  const begun = () =>
    refused(
      'conflict',
      'cancelBegun',
      {},
      `this lesson began at ${lesson.courBeginTime.toISOString()}: a lesson that has begun cannot be cancelled`,
    );
  if (lesson.courBeginTime.getTime() <= now.getTime()) throw begun();
  const [about] = await db
    .select({
      teclId: teachingClasses.id,
      teclName: teachingClasses.teclName,
      courName: courseSessions.courName,
      room: classrooms.clroName,
    })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .leftJoin(classrooms, eq(classrooms.id, courseSessions.clroId))
    .where(eq(courseSessions.id, courId));
  if (!about) throw new ApiError('notFound', `no lesson ${courId}`);

  const deleted = await db
    .delete(courseSessions)
    .where(
      and(
        eq(courseSessions.id, courId),
        eq(courseSessions.tenantId, claims.tid),
        gt(courseSessions.courBeginTime, now),
        sql`not exists (select 1 from ${vods} where ${vods.courId} = ${courId})`,
      ),
    )
    .returning({ begin: courseSessions.courBeginTime, end: courseSessions.courEndTime });
  const gone = deleted[0];
  if (!gone) {
    const [left] = await db
      .select({ begin: courseSessions.courBeginTime, vodId: vods.id })
      .from(courseSessions)
      .leftJoin(vods, eq(vods.courId, courseSessions.id))
      .where(eq(courseSessions.id, courId))
      .limit(1);
    if (!left) throw new ApiError('notFound', `no lesson ${courId}`);
    if (left.vodId !== null)
      throw refused('conflict', 'cancelRecorded', {}, 'this lesson has a recording: a lesson with a recording cannot be cancelled');
    throw begun();
  }
  // The students hear of it once it is gone; a failed send leaves it cancelled.
  const told = await sendLessonCancelled(db, {
    tenantId: claims.tid,
    teclId: about.teclId,
    teclName: about.teclName,
    courName: about.courName,
    begin: gone.begin,
    end: gone.end,
    room: about.room ?? '',
  }).catch(() => 0);
  return { courId, told };
}
