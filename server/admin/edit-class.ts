import { and, eq, sql } from 'drizzle-orm';
import type { ClassEditBody, ManagedClass } from '../../src/schemas/admin-classes';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { courseSessions, teachingClassTags, teachingClasses } from '../db/schema';
import { ApiError, refused } from '../errors';
import {
  assertOrganisationOfTenant,
  assertTagsOfTenant,
  assertTeacherMayBeAssigned,
  assertTermOfTenant,
  subjectOfTenant,
} from './class-references';
import { indexClassSearchTexts } from './class-search-texts';
import { classToManage } from './class-to-manage';
import { managedClass } from './list-classes';

/**
 * PATCH /v1/admin/classes/:teclId (docs/admin.md "Classes"): the fields sent change, the others
 * stay. The class's teacher or an administrator may edit it; only an administrator gives it to
 * another teacher. A class that has lessons keeps its term (409): each lesson's week is counted
 * from it, and lessons of one term would sit in another. Tags sent replace the class's tags.
 */
export async function editClass(db: Db, claims: AccessClaims, teclId: string, body: ClassEditBody): Promise<ManagedClass> {
  const before = await classToManage(db, claims, teclId);
  if (body.teacId !== undefined && body.teacId !== before.teacherId) await assertTeacherMayBeAssigned(db, claims, body.teacId);
  if (body.subjId !== undefined) await subjectOfTenant(db, claims.tid, body.subjId);
  if (body.orgaId !== undefined) await assertOrganisationOfTenant(db, claims.tid, body.orgaId);
  if (body.tagIds !== undefined) await assertTagsOfTenant(db, claims.tid, body.tagIds);
  const termChanges = body.acteId !== undefined && body.acteId !== before.acteId;
  if (termChanges) await assertTermOfTenant(db, claims.tid, body.acteId!);

  const columns = {
    ...(body.teclName !== undefined && { teclName: body.teclName }),
    ...(body.courseNo !== undefined && { courseNo: body.courseNo }),
    ...(body.description !== undefined && { description: body.description }),
    ...(body.subjId !== undefined && { subjId: body.subjId }),
    ...(body.teacId !== undefined && { teacherId: body.teacId }),
    ...(body.orgaId !== undefined && { orgaId: body.orgaId }),
    ...(body.acteId !== undefined && { acteId: body.acteId }),
    ...(body.visibility !== undefined && { visibility: body.visibility }),
  };
  await db.transaction(async (tx) => {
    if (Object.keys(columns).length > 0) {
      const changed = await tx
        .update(teachingClasses)
        .set(columns)
        .where(
          and(
            eq(teachingClasses.id, teclId),
            eq(teachingClasses.tenantId, claims.tid),
            // Checked in the statement itself, so a lesson generated meanwhile cannot slip past it.
            termChanges ? sql`not exists (select 1 from ${courseSessions} where ${courseSessions.teclId} = ${teclId})` : undefined,
          ),
        )
        .returning({ id: teachingClasses.id });
      if (changed.length === 0)
        throw termChanges
          ? refused(
              'conflict',
              'classKeepsTerm',
              {},
              'this class has lessons: it keeps its term (cancel its lessons first, or make a class in the other term)',
            )
          : new ApiError('notFound', `no class ${teclId}`);
    }
    if (body.tagIds !== undefined) {
      await tx.delete(teachingClassTags).where(eq(teachingClassTags.teclId, teclId));
      if (body.tagIds.length > 0) await tx.insert(teachingClassTags).values(body.tagIds.map((tagId) => ({ teclId, tagId })));
    }
  });
  if (body.teclName !== undefined || body.courseNo !== undefined || body.teacId !== undefined) await indexClassSearchTexts(db, teclId);
  const edited = await managedClass(db, claims.tid, teclId);
  if (!edited) throw new ApiError('notFound', `no class ${teclId}`);
  return edited;
}
