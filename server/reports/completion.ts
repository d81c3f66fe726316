import { sql } from 'drizzle-orm';
import type { ClassCompletion, ReportListQuery, StudentCompletion } from '../../src/schemas/reports';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { listedClasses, pageOf, type ReportClass } from './report-scope';
import { instantOf, rowsOf } from '../db/sql-rows';

/**
 * Watch completion (docs/admin.md "Reports (server)"). A student's completion of a class is the
 * sum of their watchPercent over its ready recordings ÷ how many it has (one never opened counts
 * 0); a class's average is the mean over its enrolled students, those who watched nothing
 * included. Only enrolled students count: a campus-visible class's other viewers are not its
 * students.
 */

type ClassRow = Omit<ClassCompletion, 'averagePercent'> & { percentSum: number; total: number };

/**
 * One statement: the page's classes with their counts as subqueries on indexed class columns
 * (vods_tecl_idx, the enrolments key, watch_records_vod_idx), which PostgreSQL evaluates for the
 * page's rows only, after the sort and limit; the total is a window count. An export (`csvMax`)
 * counts the watching of all the listed classes in one grouped pass instead.
 */
export async function classCompletion(
  db: Db,
  claims: AccessClaims,
  query: ReportListQuery,
  csvMax: number | null,
): Promise<{ records: ClassCompletion[]; total: number }> {
  const ready = sql`v.tecl_id = tc.id and v.status = 'ready'`;
  const listed = listedClasses(claims, query);
  // A page: per-row subqueries, run for its rows only. An export (every class): one grouped pass
  // over the listed classes' watch records, cheaper than a probe per class.
  const watched = sql`from watch_records w join vods v on v.id = w.vod_id
    join enrolments e on e.tecl_id = tc.id and e.student_id = w.user_id where ${ready}`;
  const watchColumns =
    csvMax === null
      ? sql`(select count(distinct w.user_id) ${watched})::int as "watchedAny",
            (select coalesce(sum(w.watch_percent), 0) ${watched})::float8 as "percentSum"`
      : sql`coalesce(ws.watched, 0)::int as "watchedAny", coalesce(ws.percent_sum, 0)::float8 as "percentSum"`;
  const watchJoin =
    csvMax === null
      ? sql``
      : sql`left join (
          select tc.id as tecl_id, count(distinct w.user_id) as watched, sum(w.watch_percent) as percent_sum
          from teaching_classes tc
          join vods v on ${ready}
          join watch_records w on w.vod_id = v.id
          join enrolments e on e.tecl_id = tc.id and e.student_id = w.user_id
          where ${listed}
          group by tc.id
        ) ws on ws.tecl_id = tc.id`;
  const rows = await rowsOf<ClassRow>(
    db,
    sql`select tc.id as "teclId", tc.name as "teclName", tc.course_no as "courseNo", u.name as "teacName",
        o.name as "orgaName", t.name as "acteName",
        (select count(*) from vods v where ${ready})::int as recordings,
        (select count(*) from enrolments e where e.tecl_id = tc.id)::int as enrolled,
        ${watchColumns},
        count(*) over ()::int as total
      from teaching_classes tc
      join users u on u.id = tc.teacher_id
      join organisations o on o.id = tc.orga_id
      join academic_terms t on t.id = tc.acte_id
      ${watchJoin}
      where ${listed}
      order by t.begin_date desc, tc.name, tc.id
      ${pageOf(query, csvMax)}`,
  );
  const records = rows.map(({ percentSum, total: _total, ...row }) => ({
    ...row,
    averagePercent: row.recordings > 0 && row.enrolled > 0 ? percentSum / (row.recordings * row.enrolled) : 0,
  }));
  return { records, total: rows[0]?.total ?? (await countClasses(db, claims, query)) };
}

/** A page past the end has no row to carry the total. */
async function countClasses(db: Db, claims: AccessClaims, query: ReportListQuery): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from teaching_classes tc where ${listedClasses(claims, query)}`,
  );
  return row?.n ?? 0;
}

/** A class's enrolled students with their completion, by name: one statement, plus its recordings' count. */
export async function studentCompletion(
  db: Db,
  tecl: ReportClass,
): Promise<{ teclId: string; teclName: string; recordings: number; records: StudentCompletion[] }> {
  const [counted] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from vods where tecl_id = ${tecl.teclId} and status = 'ready'`,
  );
  const recordings = counted?.n ?? 0;
  const rows = await rowsOf<
    Omit<StudentCompletion, 'averagePercent' | 'lastWatchedAt'> & { percentSum: number; lastWatchedAt: Date | string | null }
  >(
    db,
    sql`select u.id as "userId", u.name, u.username, u.code, count(w.id)::int as watched,
        coalesce(sum(w.watch_percent), 0)::float8 as "percentSum", max(w.updated_at) as "lastWatchedAt"
      from enrolments e
      join users u on u.id = e.student_id
      left join watch_records w on w.user_id = e.student_id
        and w.vod_id in (select id from vods where tecl_id = ${tecl.teclId} and status = 'ready')
      where e.tecl_id = ${tecl.teclId}
      group by u.id, u.name, u.username, u.code
      order by u.name, u.username`,
  );
  return {
    ...tecl,
    recordings,
    records: rows.map(({ percentSum, lastWatchedAt, ...row }) => ({
      ...row,
      averagePercent: recordings > 0 ? percentSum / recordings : 0,
      lastWatchedAt: instantOf(lastWatchedAt),
    })),
  };
}
