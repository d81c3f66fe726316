import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { courseSessions, enrolments, teachingClasses, users } from '../../server/db/schema';

/**
 * A demo lesson live now (ids `cour-1-live-N`, kept live by the seed) of a class student01
 * attends, and taught by `teacher` when one is named.
 */
export async function demoLiveLesson(db: Db, teacher?: string): Promise<{ courId: string; teclId: string }> {
  const [student] = await db.select({ id: users.id }).from(users).where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
  const [row] = await db
    .select({ courId: courseSessions.id, teclId: courseSessions.teclId })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .innerJoin(users, eq(users.id, teachingClasses.teacherId))
    .innerJoin(enrolments, eq(enrolments.teclId, courseSessions.teclId))
    .where(and(
      like(courseSessions.id, 'cour-1-live-%'), eq(courseSessions.isLive, true), eq(enrolments.studentId, student!.id),
      teacher === undefined ? undefined : eq(users.username, teacher),
    ))
    .limit(1);
  if (!row) throw new Error(`no live demo lesson of student01${teacher === undefined ? '' : ` taught by ${teacher}`}`);
  return row;
}
