import { and, asc, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ClassListQuery, ManagedClass } from '../../src/schemas/admin-classes';
import { manageableClasses } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import { pageLimits, paged, totalOver, type Paged } from '../catalogue/paging';
import type { Db } from '../db/client';
import { containing } from '../db/like-pattern';
import {
  academicTerms,
  courseSessions,
  enrolments,
  organisations,
  subjects,
  tags,
  teachingClassTags,
  teachingClasses,
  users,
  vods,
} from '../db/schema';
import { classHasRecordings, deleteRefusalOf } from './class-deletion';

/**
 * GET /v1/admin/classes (docs/admin.md "Classes"): the classes the caller may manage (an
 * administrator: the tenant's; a teacher: their own), filtered and paged, newest term first. One
 * statement: each row carries the total (a window count), its tags, its counts and whether it may
 * be deleted as subqueries on their indexed class columns, which PostgreSQL evaluates for the
 * page's rows only (after the sort and limit).
 */

const count = (table: SQL) => sql<number>`(select count(*) from ${table} where tecl_id = ${teachingClasses.id})::int`.mapWith(Number);

type TagCell = { tagId: string; tagName: string }[];

const rowColumns = {
  teclId: teachingClasses.id,
  teclName: teachingClasses.teclName,
  courseNo: teachingClasses.courseNo,
  description: teachingClasses.description,
  visibility: teachingClasses.visibility,
  subjId: subjects.id,
  subjName: subjects.subjName,
  subjNameEn: subjects.subjNameEn,
  subjCode: subjects.subjCode,
  teacId: users.id,
  teacName: users.name,
  orgaId: organisations.id,
  orgaName: organisations.name,
  acteId: academicTerms.id,
  acteName: academicTerms.acteName,
  tags: sql<TagCell | string>`coalesce((
    select json_agg(json_build_object('tagId', ${tags.id}, 'tagName', ${tags.name}) order by ${tags.sortIndex}, ${tags.name})
    from ${teachingClassTags} join ${tags} on ${tags.id} = ${teachingClassTags.tagId}
    where ${teachingClassTags.teclId} = ${teachingClasses.id}), '[]'::json)`,
  sessionCount: count(sql`${courseSessions}`),
  recordingCount: count(sql`${vods}`),
  enrolledCount: count(sql`${enrolments}`),
  hasRecordings: classHasRecordings(teachingClasses.id),
};

/** The classes' rows, joined once; `where` picks them. */
const classRows = (db: Db) =>
  db
    .select({ total: totalOver(), ...rowColumns })
    .from(teachingClasses)
    .innerJoin(subjects, eq(subjects.id, teachingClasses.subjId))
    .innerJoin(users, eq(users.id, teachingClasses.teacherId))
    .innerJoin(organisations, eq(organisations.id, teachingClasses.orgaId))
    .innerJoin(academicTerms, eq(academicTerms.id, teachingClasses.acteId))
    .$dynamic();

type Row = Awaited<ReturnType<typeof classRows>>[number];

/** postgres.js parses json cells; a driver that does not leaves text. */
const tagsOf = (cell: TagCell | string): TagCell => (typeof cell === 'string' ? (JSON.parse(cell) as TagCell) : cell);

export const toManagedClass = (row: Row): ManagedClass => ({
  teclId: row.teclId,
  teclName: row.teclName,
  courseNo: row.courseNo,
  description: row.description,
  subject: { subjId: row.subjId, subjName: row.subjName, subjNameEn: row.subjNameEn, subjCode: row.subjCode },
  teacher: { teacId: row.teacId, teacName: row.teacName },
  organisation: { orgaId: row.orgaId, orgaName: row.orgaName },
  term: { acteId: row.acteId, acteName: row.acteName },
  tags: tagsOf(row.tags),
  visibility: row.visibility,
  sessionCount: row.sessionCount,
  recordingCount: row.recordingCount,
  enrolledCount: row.enrolledCount,
  deleteRefusal: deleteRefusalOf(row.hasRecordings),
});

export async function listClasses(db: Db, claims: AccessClaims, query: ClassListQuery): Promise<Paged<ManagedClass>> {
  const text = query.q ? containing(query.q) : null;
  const where = and(
    manageableClasses(claims),
    query.acteId === undefined ? undefined : eq(teachingClasses.acteId, query.acteId),
    query.orgaId === undefined ? undefined : eq(teachingClasses.orgaId, query.orgaId),
    query.teacId === undefined ? undefined : eq(teachingClasses.teacherId, query.teacId),
    query.tagId === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(teachingClassTags)
            .where(and(eq(teachingClassTags.teclId, teachingClasses.id), eq(teachingClassTags.tagId, query.tagId))),
        ),
    text === null
      ? undefined
      : or(
          ilike(teachingClasses.teclName, text),
          ilike(teachingClasses.courseNo, text),
          ilike(subjects.subjName, text),
          ilike(subjects.subjNameEn, text),
          ilike(subjects.subjCode, text),
        ),
  );
  const { limit, offset } = pageLimits(query);
  const rows = await classRows(db)
    .where(where)
    .orderBy(desc(academicTerms.beginDate), asc(teachingClasses.teclName), asc(teachingClasses.id))
    .limit(limit)
    .offset(offset);
  return paged(
    query,
    rows,
    async (found) => found.map(toManagedClass),
    async () => {
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
        .from(teachingClasses)
        .innerJoin(subjects, eq(subjects.id, teachingClasses.subjId))
        .where(where);
      return counted?.total ?? 0;
    },
  );
}

/** One class as the list shows it (the answer of a create or an edit). */
export async function managedClass(db: Db, tenantId: string, teclId: string): Promise<ManagedClass | null> {
  const [row] = await classRows(db).where(and(eq(teachingClasses.id, teclId), eq(teachingClasses.tenantId, tenantId)));
  return row ? toManagedClass(row) : null;
}
