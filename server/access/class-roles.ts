import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { teachingClasses, users } from '../db/schema';
import { ApiError } from '../errors';
import { isAdministrator, isSelfOrAdministrator } from './roles';

/**
 * A caller's relation to a teaching class (docs/admin.md "Who may manage a class"): its own
 * teacher (`teaching_classes.teacher_id`) teaches it; its teacher and the administrators of its
 * tenant manage it (its lessons, recordings, enrolment, reports, uploads). Every check here is
 * given the class's teacher as read by a query bound to the caller's tenant: another tenant's
 * class does not exist for the caller (404, ids leak nothing), one of their tenant they may not
 * manage is a 403.
 */

/** The caller is the class's own teacher: they alone share it (administrators included, they are not the teacher). */
export const teachesClass = (claims: AccessClaims, teacherId: string): boolean => teacherId === claims.sub;

/** The class's teacher or an administrator: the "teacher or administrator" of every management rule. */
export const mayManageClass = (claims: AccessClaims, teacherId: string): boolean => isSelfOrAdministrator(claims, teacherId);

/** 403 with `refusal` unless the caller may manage the class taught by `teacherId`. */
export function assertMayManageClass(claims: AccessClaims, teacherId: string, refusal: string): void {
  if (!mayManageClass(claims, teacherId)) throw new ApiError('forbidden', refusal);
}

/** A class's teacher may be `teacId`: a teacher names only themself, an administrator anyone of the tenant. */
export const mayAssignTeacher = (claims: AccessClaims, teacId: string): boolean => isSelfOrAdministrator(claims, teacId);

/** The `users` a caller may name as a class's teacher (with the role and tenant checks of the query): undefined is all. */
export const assignableTeachers = (claims: AccessClaims): SQL | undefined =>
  isAdministrator(claims) ? undefined : eq(users.id, claims.sub);

/** The classes the caller may manage, as a condition on `teaching_classes`: the tenant's, and only their own for a teacher. */
export const manageableClasses = (claims: AccessClaims): SQL =>
  and(eq(teachingClasses.tenantId, claims.tid), isAdministrator(claims) ? undefined : eq(teachingClasses.teacherId, claims.sub))!;

/**
 * The same classes as plain values, for raw SQL (the data board, the reports): the tenant, and
 * the teacher unless the caller is an administrator.
 */
export type ClassScope = { tenantId: string; teacherId: string | null };

export const classScopeOf = (claims: AccessClaims): ClassScope => ({
  tenantId: claims.tid,
  teacherId: isAdministrator(claims) ? null : claims.sub,
});

/** A condition on a `teaching_classes` alias `tc` keeping the scope's classes. */
export const inScope = (scope: ClassScope): SQL =>
  scope.teacherId === null
    ? sql`tc.tenant_id = ${scope.tenantId}`
    : sql`tc.tenant_id = ${scope.tenantId} and tc.teacher_id = ${scope.teacherId}`;

/** 404 for a class not of the caller's tenant, 403 unless the caller teaches it (share links, server/sharing). */
export async function assertTeachesClass(db: Db, claims: AccessClaims, teclId: string): Promise<void> {
  const [tecl] = await db
    .select({ teacherId: teachingClasses.teacherId })
    .from(teachingClasses)
    .where(and(eq(teachingClasses.id, teclId), eq(teachingClasses.tenantId, claims.tid)));
  if (!tecl) throw new ApiError('notFound', `no teaching class ${teclId}`);
  if (!teachesClass(claims, tecl.teacherId)) throw new ApiError('forbidden');
}
