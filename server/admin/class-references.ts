import { and, eq, inArray } from 'drizzle-orm';
import { ROLE } from '../../src/constants';
import { mayAssignTeacher } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { academicTerms, classrooms, organisations, subjects, tags, users } from '../db/schema';
import { badBody, refused } from '../errors';

/**
 * The ids a class or its lessons name, checked against the caller's tenant: an id of another
 * tenant, or none, is a 400 naming the field (docs/admin.md "Classes"), so a form shows the
 * mistake beside the field; it never reaches a foreign key of another school.
 */

/** The subject's organisation, the default of a new class's. */
export async function subjectOfTenant(db: Db, tenantId: string, subjId: string): Promise<{ orgaId: string }> {
  const [row] = await db
    .select({ orgaId: subjects.orgaId })
    .from(subjects)
    .where(and(eq(subjects.id, subjId), eq(subjects.tenantId, tenantId)));
  if (!row) throw badBody('subjId', `no subject ${subjId}`, 'subjectGone', {});
  return row;
}

export async function assertOrganisationOfTenant(db: Db, tenantId: string, orgaId: string): Promise<void> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.id, orgaId), eq(organisations.tenantId, tenantId)));
  if (!row) throw badBody('orgaId', `no organisation ${orgaId}`, 'organisationGone', {});
}

export async function assertTermOfTenant(db: Db, tenantId: string, acteId: string): Promise<void> {
  const [row] = await db
    .select({ id: academicTerms.id })
    .from(academicTerms)
    .where(and(eq(academicTerms.id, acteId), eq(academicTerms.tenantId, tenantId)));
  if (!row) throw badBody('acteId', `no term ${acteId}`, 'termGone', {});
}

export async function assertClassroomOfTenant(db: Db, tenantId: string, clroId: string): Promise<void> {
  const [row] = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(and(eq(classrooms.id, clroId), eq(classrooms.tenantId, tenantId)));
  if (!row) throw badBody('clroId', `no classroom ${clroId}`, 'classroomGone', {});
}

export async function assertTagsOfTenant(db: Db, tenantId: string, tagIds: readonly string[]): Promise<void> {
  if (tagIds.length === 0) return;
  const found = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(inArray(tags.id, [...tagIds]), eq(tags.tenantId, tenantId)));
  const known = new Set(found.map((row) => row.id));
  const unknown = tagIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw badBody('tagIds', `no tag ${unknown}`, 'tagGone', {});
}

/**
 * A class's teacher: an active teacher of the caller's tenant (else 400). Only an administrator
 * names someone other than themselves (else 403): a teacher manages their own classes.
 */
export async function assertTeacherMayBeAssigned(db: Db, claims: AccessClaims, teacId: string): Promise<void> {
  if (!mayAssignTeacher(claims, teacId))
    throw refused('forbidden', 'classReassignAdminOnly', {}, 'body.teacId: only an administrator may give a class to another teacher');
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, teacId), eq(users.tenantId, claims.tid), eq(users.role, ROLE.teacher), eq(users.active, true)));
  if (!row) throw badBody('teacId', `no teacher ${teacId}`, 'teacherGone', {});
}
