import { and, eq } from 'drizzle-orm';
import { assertMayManageClass } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { academicTerms, subjects, teachingClasses } from '../db/schema';
import { ApiError } from '../errors';

/**
 * A class as the caller may manage it (docs/admin.md "Who may manage a class", the rule of
 * server/access/class-roles.ts, as for lessons): its own teacher or an administrator of its tenant.
 * Another tenant's class, or none, is a 404 (ids leak nothing); one of the caller's tenant that
 * is another teacher's is a 403. Read with its term and subject, which its lessons are planned by.
 */
export type ClassToManage = {
  id: string;
  teclName: string;
  teacherId: string;
  acteId: string;
  termBeginDate: string;
  termEndDate: string;
  weekCount: number;
  subjName: string;
  subjNameEn: string;
};

export async function classToManage(db: Db, claims: AccessClaims, teclId: string): Promise<ClassToManage> {
  const [row] = await db
    .select({
      id: teachingClasses.id,
      teclName: teachingClasses.teclName,
      teacherId: teachingClasses.teacherId,
      acteId: teachingClasses.acteId,
      termBeginDate: academicTerms.beginDate,
      termEndDate: academicTerms.endDate,
      weekCount: academicTerms.weekCount,
      subjName: subjects.subjName,
      subjNameEn: subjects.subjNameEn,
    })
    .from(teachingClasses)
    .innerJoin(academicTerms, eq(academicTerms.id, teachingClasses.acteId))
    .innerJoin(subjects, eq(subjects.id, teachingClasses.subjId))
    .where(and(eq(teachingClasses.id, teclId), eq(teachingClasses.tenantId, claims.tid)));
  if (!row) throw new ApiError('notFound', `no class ${teclId}`);
  assertMayManageClass(claims, row.teacherId, "only the class's teacher or an administrator may manage it");
  return row;
}
