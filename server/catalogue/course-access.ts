import { and, eq } from 'drizzle-orm';
import { ROLE, SIGN } from '../../src/constants';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { TECL_VISIBILITY, courseSessions, enrolments, teachingClasses } from '../db/schema';
import { grantedSigns } from '../rbac/resource-tree';

/**
 * May this user watch this course session? (SPEC §6 "Opening a history item checks whether the
 * course may be viewed".) Never across tenants. Administrators and the class's teacher always;
 * enrolled students always; others only for campus-wide classes and with the front permission.
 */
export async function canViewCourse(db: Db, claims: AccessClaims, courId: string): Promise<boolean> {
  const [course] = await db
    .select({ teclId: teachingClasses.id, teacherId: teachingClasses.teacherId, visibility: teachingClasses.visibility })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .where(and(eq(courseSessions.id, courId), eq(courseSessions.tenantId, claims.tid)));
  if (!course) return false;
  if (claims.rol === ROLE.administrator || course.teacherId === claims.sub) return true;
  const [enrolled] = await db
    .select({ teclId: enrolments.teclId })
    .from(enrolments)
    .where(and(eq(enrolments.teclId, course.teclId), eq(enrolments.studentId, claims.sub)));
  if (enrolled) return true;
  return course.visibility === TECL_VISIBILITY.campus && (await grantedSigns(db, claims.tid, claims.sub)).has(SIGN.front);
}
