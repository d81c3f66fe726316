import { sql, type SQL } from 'drizzle-orm';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { ApiError } from '../errors';
import { assertMayManageClass, classScopeOf, inScope } from '../access';
import { rowsOf } from '../db/sql-rows';

/**
 * Which class a report may read (docs/admin.md "Reports (server)"): the rule of "Who may manage a
 * class" (server/access/class-roles.ts). The area's own sign, p2-front-report-center, is
 * checked first (server/http/reports/index.ts); a lesson or recording is read through its class: another tenant's, or none, is a 404,
 * another teacher's a 403.
 */
export type ReportClass = { teclId: string; teclName: string };

const allowed = (claims: AccessClaims, teacherId: string): void =>
  assertMayManageClass(claims, teacherId, "only the class's teacher or an administrator may read its reports");

export async function reportClass(db: Db, claims: AccessClaims, teclId: string): Promise<ReportClass> {
  const [row] = await rowsOf<ReportClass & { teacherId: string }>(
    db,
    sql`select id as "teclId", name as "teclName", teacher_id as "teacherId" from teaching_classes where id = ${teclId} and tenant_id = ${claims.tid}`,
  );
  if (!row) throw new ApiError('notFound', `no class ${teclId}`);
  allowed(claims, row.teacherId);
  return { teclId: row.teclId, teclName: row.teclName };
}

export async function reportLesson(db: Db, claims: AccessClaims, courId: string) {
  const [row] = await rowsOf<{ courId: string; courName: string; teclId: string; teacherId: string }>(
    db,
    sql`select cs.id as "courId", cs.name as "courName", tc.id as "teclId", tc.teacher_id as "teacherId"
      from course_sessions cs join teaching_classes tc on tc.id = cs.tecl_id
      where cs.id = ${courId} and cs.tenant_id = ${claims.tid}`,
  );
  if (!row) throw new ApiError('notFound', `no lesson ${courId}`);
  allowed(claims, row.teacherId);
  return row;
}

export async function reportRecording(db: Db, claims: AccessClaims, vodId: string) {
  const [row] = await rowsOf<{ vodId: string; durationS: number; teacherId: string }>(
    db,
    sql`select v.id as "vodId", v.duration_s::float8 as "durationS", tc.teacher_id as "teacherId"
      from vods v join teaching_classes tc on tc.id = v.tecl_id
      where v.id = ${vodId} and v.tenant_id = ${claims.tid}`,
  );
  if (!row) throw new ApiError('notFound', `no recording ${vodId}`);
  allowed(claims, row.teacherId);
  return row;
}

/** The classes listed: the scope (the tenant's, or the teacher's own) and the term and organisation filters, on alias `tc`. */
export function listedClasses(claims: AccessClaims, filters: { acteId?: string | undefined; orgaId?: string | undefined }): SQL {
  const parts = [inScope(classScopeOf(claims))];
  if (filters.acteId !== undefined) parts.push(sql`tc.acte_id = ${filters.acteId}`);
  if (filters.orgaId !== undefined) parts.push(sql`tc.orga_id = ${filters.orgaId}`);
  return sql.join(parts, sql` and `);
}

/** limit/offset of a page, or every row up to `max` for a CSV export. */
export const pageOf = (query: { 'page.pageIndex': number; 'page.pageSize': number }, max: number | null): SQL =>
  max === null ? sql`limit ${query['page.pageSize']} offset ${(query['page.pageIndex'] - 1) * query['page.pageSize']}` : sql`limit ${max}`;
