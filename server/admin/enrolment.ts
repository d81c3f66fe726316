import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '../../src/constants';
import type { CandidateStudent, EnrolledStudent, EnrolmentAddBody, EnrolmentListQuery } from '../../src/schemas/admin-enrolment';
import type { AccessClaims } from '../auth/token-signer';
import { paged, pageLimits, totalOver, type Paged } from '../catalogue/paging';
import type { Db } from '../db/client';
import { enrolments, organisations, users } from '../db/schema';
import { containing } from '../db/like-pattern';
import { ApiError, badBody } from '../errors';
import { classToManage } from './class-to-manage';

/**
 * A class's students (docs/admin.md "Enrolment"): listed, searched for among the tenant's
 * students, added by id and removed. Every call first checks the caller may manage the class
 * (classOfEnrolment). Only users whose role is student are enrolled: a teacher on a class's
 * student list would see its timetable as a student's. The catalogue sees a change at once: a
 * trigger on `enrolments` moves the catalogue caches' stamp (migration 0015).
 */

export const studentColumns = {
  userId: users.id,
  username: users.username,
  name: users.name,
  code: users.code,
  orgaName: organisations.name,
};

/** The class whose students change, once the caller may manage it (class-to-manage.ts: 403 / 404). */
export const classOfEnrolment = async (db: Db, claims: AccessClaims, teclId: string) => ({
  id: (await classToManage(db, claims, teclId)).id,
  tenantId: claims.tid,
});

/** Name, username or student code containing the keyword, case-insensitively; nothing for ''. */
function matching(keyword: string): SQL | undefined {
  if (keyword === '') return undefined;
  const pattern = containing(keyword);
  return or(ilike(users.name, pattern), ilike(users.username, pattern), ilike(users.code, pattern));
}

export async function enrolledStudents(
  db: Db,
  claims: AccessClaims,
  teclId: string,
  query: EnrolmentListQuery,
): Promise<Paged<EnrolledStudent>> {
  const tecl = await classOfEnrolment(db, claims, teclId);
  const where = and(eq(enrolments.teclId, tecl.id), eq(enrolments.tenantId, tecl.tenantId), matching(query.keyword));
  const rows = await db
    .select({ ...studentColumns, enrolledAt: enrolments.createdAt, total: totalOver() })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .leftJoin(organisations, eq(organisations.id, users.orgaId))
    .where(where)
    .orderBy(asc(users.name), asc(users.username))
    .limit(pageLimits(query).limit)
    .offset(pageLimits(query).offset);
  return paged(
    query,
    rows,
    async (page) => page.map(({ total: _total, enrolledAt, ...student }) => ({ ...student, enrolledAt: enrolledAt.toISOString() })),
    async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
          .from(enrolments)
          .innerJoin(users, eq(users.id, enrolments.studentId))
          .where(where)
      )[0]!.n,
  );
}

export async function candidateStudents(
  db: Db,
  claims: AccessClaims,
  teclId: string,
  query: EnrolmentListQuery,
): Promise<Paged<CandidateStudent>> {
  const tecl = await classOfEnrolment(db, claims, teclId);
  const where = and(eq(users.tenantId, tecl.tenantId), eq(users.role, ROLE.student), matching(query.keyword));
  const enrolled = sql<boolean>`exists (select 1 from ${enrolments} where ${enrolments.teclId} = ${tecl.id} and ${enrolments.studentId} = ${users.id})`;
  const rows = await db
    .select({ ...studentColumns, enrolled, total: totalOver() })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.orgaId))
    .where(where)
    .orderBy(asc(users.name), asc(users.username))
    .limit(pageLimits(query).limit)
    .offset(pageLimits(query).offset);
  return paged(
    query,
    rows,
    async (page) => page.map(({ total: _total, ...student }) => student),
    async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
          .from(users)
          .where(where)
      )[0]!.n,
  );
}

/** The tenant's users named by id, with their role, for the rules of an addition. */
export const tenantUsers = (db: Db, tenantId: string, ids: readonly string[]) =>
  db
    .select({ ...studentColumns, role: users.role })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.orgaId))
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...ids])));

/** Enrols `studentIds` (students of the class's tenant, checked), answering which were new. */
export async function enrol(db: Db, tecl: { id: string; tenantId: string }, studentIds: readonly string[]): Promise<Set<string>> {
  if (studentIds.length === 0) return new Set();
  // One statement, one transaction: all of them or none; the stamp trigger fires once.
  const inserted = await db
    .insert(enrolments)
    .values(studentIds.map((studentId) => ({ tenantId: tecl.tenantId, teclId: tecl.id, studentId })))
    .onConflictDoNothing()
    .returning({ studentId: enrolments.studentId });
  return new Set(inserted.map((row) => row.studentId));
}

export async function addStudents(
  db: Db,
  claims: AccessClaims,
  teclId: string,
  body: EnrolmentAddBody,
): Promise<{ added: string[]; alreadyEnrolled: string[] }> {
  const tecl = await classOfEnrolment(db, claims, teclId);
  const ids = [...new Set(body.ids)];
  const found = new Map((await tenantUsers(db, tecl.tenantId, ids)).map((user) => [user.userId, user]));
  body.ids.forEach((id, index) => {
    const user = found.get(id);
    // The id is the page's own (a row it listed): the sentence names no id, only what to do.
    if (!user) throw badBody(`ids.${index}`, `no user ${id}`, 'enrolNoUser', {});
    if (user.role !== ROLE.student)
      throw badBody(`ids.${index}`, `${user.username} is not a student`, 'enrolNotStudent', { user: user.username });
  });
  const added = await enrol(db, tecl, ids);
  return { added: ids.filter((id) => added.has(id)), alreadyEnrolled: ids.filter((id) => !added.has(id)) };
}

export async function removeStudent(db: Db, claims: AccessClaims, teclId: string, userId: string): Promise<{ removed: string }> {
  const tecl = await classOfEnrolment(db, claims, teclId);
  const removed = await db
    .delete(enrolments)
    .where(and(eq(enrolments.teclId, tecl.id), eq(enrolments.tenantId, tecl.tenantId), eq(enrolments.studentId, userId)))
    .returning({ studentId: enrolments.studentId });
  if (removed.length === 0) throw new ApiError('notFound', `no student ${userId} in this class`);
  return { removed: userId };
}
