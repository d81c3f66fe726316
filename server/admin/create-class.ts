import type { ClassCreateBody, ManagedClass } from '../../src/schemas/admin-classes';
import { isAdministrator } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { teachingClassTags, teachingClasses } from '../db/schema';
import { ApiError, badBody } from '../errors';
import {
  assertOrganisationOfTenant,
  assertTagsOfTenant,
  assertTeacherMayBeAssigned,
  assertTermOfTenant,
  subjectOfTenant,
} from './class-references';
import { indexClassSearchTexts } from './class-search-texts';
import { managedClass } from './list-classes';

/**
 * POST /v1/admin/classes (docs/admin.md "Classes"): a new class of the caller's tenant. A teacher
 * makes their own (teacId defaults to them, and naming another is a 403); an administrator names
 * its teacher. Every id is checked against the tenant first (400 naming the field); the class and
 * its tags are written in one transaction, then its search rows.
 */
export async function createClass(db: Db, claims: AccessClaims, body: ClassCreateBody): Promise<ManagedClass> {
  const teacId = body.teacId ?? (isAdministrator(claims) ? null : claims.sub);
  if (teacId === null) throw badBody('teacId', 'is required: name the class’s teacher', 'classTeacherRequired', {});
  await assertTeacherMayBeAssigned(db, claims, teacId);
  const subject = await subjectOfTenant(db, claims.tid, body.subjId);
  const orgaId = body.orgaId ?? subject.orgaId;
  await assertOrganisationOfTenant(db, claims.tid, orgaId);
  await assertTermOfTenant(db, claims.tid, body.acteId);
  await assertTagsOfTenant(db, claims.tid, body.tagIds);

  const teclId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teachingClasses)
      .values({
        tenantId: claims.tid,
        subjId: body.subjId,
        teacherId: teacId,
        acteId: body.acteId,
        orgaId,
        teclName: body.teclName,
        courseNo: body.courseNo,
        description: body.description,
        visibility: body.visibility,
      })
      .returning({ id: teachingClasses.id });
    if (body.tagIds.length > 0) await tx.insert(teachingClassTags).values(body.tagIds.map((tagId) => ({ teclId: row!.id, tagId })));
    return row!.id;
  });
  await indexClassSearchTexts(db, teclId);
  const created = await managedClass(db, claims.tid, teclId);
  if (!created) throw new ApiError('notFound', `no class ${teclId}`);
  return created;
}
