import { and, eq } from 'drizzle-orm';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { courseSessions } from '../db/schema';
import { classAccess } from '../detail/class-access';

/**
 * May this user watch this course session? (SPEC §6 "Opening a history item checks whether the
 * course may be viewed".) The rule is the class's (docs/course-visibility.md): never across
 * tenants; administrators and the class's teacher always; enrolled students always; others only
 * for campus-wide classes and with the front permission.
 */
export async function canViewCourse(db: Db, claims: AccessClaims, courId: string): Promise<boolean> {
  const [course] = await db
    .select({ teclId: courseSessions.teclId })
    .from(courseSessions)
    .where(and(eq(courseSessions.id, courId), eq(courseSessions.tenantId, claims.tid)));
  return course !== undefined && (await classAccess(db, claims, course.teclId)) === 'allowed';
}
