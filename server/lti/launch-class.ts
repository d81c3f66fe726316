import { and, eq } from 'drizzle-orm';
import { mayBeEnrolledByLaunch, mayBindLmsCourse } from '../access';
import type { Db } from '../db/client';
import { ltiContextClasses } from '../db/schema';
import type { LaunchClaims } from './launch-claims';
import type { SignedInUser } from './launch-user';
import { enrolFromLms } from './roster-enrolments';

/**
 * The LMS course (the launch's context) and the Lectern class (docs/lti.md "Classes"): a launch
 * by someone who manages the class its link names (the class's teacher, an administrator) binds
 * the course to that class; a student launching from a bound course is enrolled in its class.
 * Nothing else enrols: an LMS instructor who names another teacher's class in a link sends their
 * learners to its page, where the class's own visibility decides what they see. A class has one
 * teacher in Lectern and a launch never changes it (docs/lti.md "Roles").
 */
export type ClassLink = { tenantId: string; issuer: string };

export async function applyCourseClass(
  db: Db,
  link: ClassLink,
  claims: LaunchClaims,
  user: SignedInUser,
  tecl: { id: string; teacherId: string } | null,
  now: Date,
): Promise<{ boundTo: string | null; enrolledIn: string | null }> {
  if (claims.context === null) return { boundTo: null, enrolledIn: null };
  const course = { tenantId: link.tenantId, issuer: link.issuer, deploymentId: claims.deploymentId, contextId: claims.context.id };
  if (tecl !== null && mayBindLmsCourse(user, tecl.teacherId)) {
    await db
      .insert(ltiContextClasses)
      .values({ ...course, teclId: tecl.id, contextTitle: claims.context.title, boundBy: user.id, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [ltiContextClasses.tenantId, ltiContextClasses.issuer, ltiContextClasses.deploymentId, ltiContextClasses.contextId],
        set: { teclId: tecl.id, contextTitle: claims.context.title, boundBy: user.id, updatedAt: now },
      });
    return { boundTo: tecl.id, enrolledIn: null };
  }
  if (!mayBeEnrolledByLaunch(user)) return { boundTo: null, enrolledIn: null };
  const [bound] = await db
    .select({ teclId: ltiContextClasses.teclId })
    .from(ltiContextClasses)
    .where(
      and(
        eq(ltiContextClasses.tenantId, course.tenantId),
        eq(ltiContextClasses.issuer, course.issuer),
        eq(ltiContextClasses.deploymentId, course.deploymentId),
        eq(ltiContextClasses.contextId, course.contextId),
      ),
    );
  if (!bound) return { boundTo: null, enrolledIn: null };
  // Recorded as the LMS's enrolment, so the roster sync may remove it when the course drops the student.
  await enrolFromLms(db, course, bound.teclId, user.id, now);
  return { boundTo: null, enrolledIn: bound.teclId };
}
