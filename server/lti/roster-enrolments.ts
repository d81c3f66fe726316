import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enrolments, ltiRosterEnrolments, users } from '../db/schema';

/**
 * Enrolments the LMS makes and unmakes (docs/lti.md "Roster sync"): a launch or a sync of a course
 * enrols a student and records that this course did; a sync removes only what a course recorded,
 * so a student an administrator enrolled by hand stays whatever the LMS says. A student enrolled
 * by hand before the LMS listed them is not recorded: the LMS did not make that enrolment.
 */
export type LmsCourse = { tenantId: string; issuer: string; deploymentId: string; contextId: string };

const ofCourse = (course: LmsCourse) =>
  and(
    eq(ltiRosterEnrolments.tenantId, course.tenantId),
    eq(ltiRosterEnrolments.issuer, course.issuer),
    eq(ltiRosterEnrolments.deploymentId, course.deploymentId),
    eq(ltiRosterEnrolments.contextId, course.contextId),
  );

/**
 * Enrols the student in the course's class; true when this made the enrolment. An enrolment that
 * another LMS course made is recorded for this one too, so it stays while either lists the student.
 */
export async function enrolFromLms(db: Db, course: LmsCourse, teclId: string, studentId: string, now: Date): Promise<boolean> {
  const [made] = await db
    .insert(enrolments)
    .values({ tenantId: course.tenantId, teclId, studentId, createdAt: now })
    .onConflictDoNothing()
    .returning({ studentId: enrolments.studentId });
  if (!made) {
    const [byLms] = await db
      .select({ studentId: ltiRosterEnrolments.studentId })
      .from(ltiRosterEnrolments)
      .where(and(eq(ltiRosterEnrolments.teclId, teclId), eq(ltiRosterEnrolments.studentId, studentId)))
      .limit(1);
    if (!byLms) return false;
  }
  await db
    .insert(ltiRosterEnrolments)
    .values({ ...course, teclId, studentId, createdAt: now })
    .onConflictDoNothing();
  return made !== undefined;
}

/**
 * Removes the enrolments this course made in the class for students other than `keep`; an
 * enrolment another course also made stays. Answers the names of those whose enrolment went.
 */
export async function unenrolLeavers(db: Db, course: LmsCourse, teclId: string, keep: readonly string[]): Promise<string[]> {
  const leaving = await db
    .delete(ltiRosterEnrolments)
    .where(
      and(
        ofCourse(course),
        eq(ltiRosterEnrolments.teclId, teclId),
        keep.length > 0 ? notInArray(ltiRosterEnrolments.studentId, [...keep]) : undefined,
      ),
    )
    .returning({ studentId: ltiRosterEnrolments.studentId });
  if (leaving.length === 0) return [];
  const ids = leaving.map((row) => row.studentId);
  const stillByLms = new Set(
    (
      await db
        .select({ studentId: ltiRosterEnrolments.studentId })
        .from(ltiRosterEnrolments)
        .where(and(eq(ltiRosterEnrolments.teclId, teclId), inArray(ltiRosterEnrolments.studentId, ids)))
    ).map((row) => row.studentId),
  );
  const gone = ids.filter((id) => !stillByLms.has(id));
  if (gone.length === 0) return [];
  await db.delete(enrolments).where(and(eq(enrolments.teclId, teclId), inArray(enrolments.studentId, gone)));
  const named = await db.select({ name: users.name }).from(users).where(inArray(users.id, gone));
  return named.map((row) => row.name);
}
