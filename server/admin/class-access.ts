import { and, eq } from 'drizzle-orm';
import { SIGN } from '../../src/constants';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { academicTerms, courseSessions, teachingClasses } from '../db/schema';
import { ApiError } from '../errors';
import { isAdministrator } from '../media-library/caller';
import { assertGranted } from '../rbac/assert-granted';

/**
 * Who may manage a class (docs/admin.md): its own teacher (`teaching_classes.teacher_id`) or an
 * administrator of its tenant. Course management as a whole is for holders of its sign
 * (p2-individual-center-admin, the /admin/home menu entry: teachers and administrators), so a
 * student is refused before any id is looked at. Another tenant's lesson does not exist for the
 * caller (404, ids leak nothing); one of their tenant they may not manage is a 403.
 */
export async function assertMayManageCourses(db: Db, claims: AccessClaims): Promise<void> {
  await assertGranted(db, claims, SIGN.admin, 'no permission to manage courses');
}

/** A lesson as the caller may change it, with its class's term (for its week number). */
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
  if (teacherId !== claims.sub && !isAdministrator(claims))
    throw new ApiError('forbidden', "only the class's teacher or an administrator may change its lessons");
  return row;
}
