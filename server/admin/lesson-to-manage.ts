import { and, eq } from 'drizzle-orm';
import { assertMayManageClass } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { academicTerms, courseSessions, teachingClasses } from '../db/schema';
import { ApiError } from '../errors';

/**
 * A lesson as the caller may change it (docs/admin.md "Who may manage a class", the rule of
 * server/access/class-roles.ts): its class's own teacher or an administrator of its tenant.
 * Another tenant's lesson does not exist for the caller (404, ids leak nothing); one of their
 * tenant they may not manage is a 403. Read with its class's term (for its week number).
 */
export type ManagedLessonRow = {
  id: string;
  courBeginTime: Date;
  courEndTime: Date;
  clroId: string | null;
  termBeginDate: string;
  termEndDate: string;
};

export async function lessonToManage(db: Db, claims: AccessClaims, courId: string): Promise<ManagedLessonRow> {
  const [lesson] = await db
    .select({
      id: courseSessions.id,
      courBeginTime: courseSessions.courBeginTime,
      courEndTime: courseSessions.courEndTime,
      clroId: courseSessions.clroId,
      termBeginDate: academicTerms.beginDate,
      termEndDate: academicTerms.endDate,
      teacherId: teachingClasses.teacherId,
    })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .innerJoin(academicTerms, eq(academicTerms.id, teachingClasses.acteId))
    .where(and(eq(courseSessions.id, courId), eq(courseSessions.tenantId, claims.tid)));
  if (!lesson) throw new ApiError('notFound', `no lesson ${courId}`);
  const { teacherId, ...row } = lesson;
  assertMayManageClass(claims, teacherId, "only the class's teacher or an administrator may change its lessons");
  return row;
}
