import { and, eq } from 'drizzle-orm';
import { SIGN } from '../../src/constants';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { TECL_VISIBILITY, courseSessions, enrolments, teachingClasses } from '../db/schema';
import { ApiError } from '../errors';
import { mayManageClass, teachesClass } from './class-roles';
import { isAdministrator } from './roles';
import { grantedSigns } from './signs';

/**
 * Who may watch a class's lessons and who may upload to them. Another tenant's class or lesson
 * does not exist for the caller (404, ids of other schools leak nothing); one of their tenant
 * they may not watch or upload to is a 403, thrown by the caller of mayUploadTo once its query
 * found the class.
 */

/**
 * Watching (docs/course-visibility.md): administrators and the class's teacher; its enrolled
 * students; anyone else of the tenant holding the front sign, for a class open to the campus.
 */
export type ClassAccess = 'allowed' | 'forbidden' | 'missing';

export async function classAccess(db: Db, claims: AccessClaims, teclId: string): Promise<ClassAccess> {
  const [tecl] = await db
    .select({ teacherId: teachingClasses.teacherId, visibility: teachingClasses.visibility })
    .from(teachingClasses)
    .where(and(eq(teachingClasses.id, teclId), eq(teachingClasses.tenantId, claims.tid)));
  if (!tecl) return 'missing';
  if (isAdministrator(claims) || teachesClass(claims, tecl.teacherId)) return 'allowed';
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

/**
 * Adding media to a class (an uploaded or attached recording, an attachment) is managing it: its
 * teacher or an administrator of its tenant (server/uploads/uploads.ts asks it for the class of
 * every chunk; personal resources only need assertStaff). The class page offers upload by the same
 * rule (canUpload).
 */
export const mayUploadTo = (claims: AccessClaims, teacherId: string): boolean => mayManageClass(claims, teacherId);
