import { and, asc, eq } from 'drizzle-orm';
import { ROLE } from '../../src/constants';
import type { AdminLookups } from '../../src/schemas/admin-lookups';
import { assignableTeachers } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { classrooms, subjects, users } from '../db/schema';

/**
 * The class forms' choices, of the caller's tenant only (docs/admin.md "The /admin/home page").
 * A teacher is offered only themselves: naming another teacher would be a 403.
 */
export async function adminLookups(db: Db, claims: AccessClaims): Promise<AdminLookups> {
  const teacherFilter = assignableTeachers(claims);
  const [subjectRows, teacherRows, classroomRows] = await Promise.all([
    db
      .select({
        subjId: subjects.id,
        subjName: subjects.subjName,
        subjNameEn: subjects.subjNameEn,
        subjCode: subjects.subjCode,
        orgaId: subjects.orgaId,
      })
      .from(subjects)
      .where(eq(subjects.tenantId, claims.tid))
      .orderBy(asc(subjects.subjCode)),
    db
      .select({ teacId: users.id, teacName: users.name })
      .from(users)
      .where(and(eq(users.tenantId, claims.tid), eq(users.role, ROLE.teacher), eq(users.active, true), teacherFilter))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({ clroId: classrooms.id, clroName: classrooms.clroName, building: classrooms.building })
      .from(classrooms)
      .where(eq(classrooms.tenantId, claims.tid))
      .orderBy(asc(classrooms.building), asc(classrooms.clroName)),
  ]);
  return { subjects: subjectRows, teachers: teacherRows, classrooms: classroomRows };
}
