import { and, eq } from 'drizzle-orm';
import { ROLE, SIGN } from '../../src/constants';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { TECL_VISIBILITY, courseSessions, enrolments, teachingClasses } from '../db/schema';
import { grantedSigns } from '../rbac/resource-tree';
import { ApiError } from '../errors';

/**
 * Who may watch a teaching class (canViewCourse below asks it per lesson): docs/course-visibility.md. Another tenant's class does not exist for the caller (404, so ids
 * of other schools leak nothing); a class of the caller's tenant they may not watch is a 403.
 */
export type ClassAccess = 'allowed' | 'forbidden' | 'missing';

/**
 * The class's own teacher (`teaching_classes.teacher_id`) is the caller: they may share it
 * (server/sharing/share-owner.ts), and the players say so (canShare).
 */
export const teachesClass = (claims: AccessClaims, teacherId: string) => teacherId === claims.sub;

export async function classAccess(db: Db, claims: AccessClaims, teclId: string): Promise<ClassAccess> {
  const [tecl] = await db
    .select({ teacherId: teachingClasses.teacherId, visibility: teachingClasses.visibility })
    .from(teachingClasses)
    .where(and(eq(teachingClasses.id, teclId), eq(teachingClasses.tenantId, claims.tid)));
  if (!tecl) return 'missing';
  if (claims.rol === ROLE.administrator || teachesClass(claims, tecl.teacherId)) return 'allowed';
  const [enrolled] = await db
    .select({ teclId: enrolments.teclId })
    .from(enrolments)
    .where(and(eq(enrolments.teclId, teclId), eq(enrolments.studentId, claims.sub)));
  if (enrolled) return 'allowed';
  const open = tecl.visibility === TECL_VISIBILITY.campus && (await grantedSigns(db, claims.tid, claims.sub)).has(SIGN.front);
  return open ? 'allowed' : 'forbidden';
}

/** Throws the envelope error unless the caller may watch the class. */
export async function assertClassViewable(db: Db, claims: AccessClaims, teclId: string): Promise<void> {
  const access = await classAccess(db, claims, teclId);
  if (access === 'missing') throw new ApiError('notFound', `no teaching class ${teclId}`);
  if (access === 'forbidden') throw new ApiError('forbidden');
}

/**
 * May this user watch this course session? (SPEC §6 "Opening a history item checks whether the
 * course may be viewed".) The class's rule above, for the lesson's class; never across tenants.
 */
export async function canViewCourse(db: Db, claims: AccessClaims, courId: string): Promise<boolean> {
  const [course] = await db
    .select({ teclId: courseSessions.teclId })
    .from(courseSessions)
    .where(and(eq(courseSessions.id, courId), eq(courseSessions.tenantId, claims.tid)));
  return course !== undefined && (await classAccess(db, claims, course.teclId)) === 'allowed';
}
