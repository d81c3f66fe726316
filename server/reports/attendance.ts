import { sql } from 'drizzle-orm';
import type { LessonAttendance, ReportListQuery } from '../../src/schemas/reports';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { listedClasses, pageOf } from './report-scope';
import { instantOf, rowsOf } from '../db/sql-rows';

/**
 * Live attendance (docs/admin.md "Reports (server)"): for each broadcast lesson that has begun,
 * its class's enrolled students who watched it live (a live_views row: the player's beats while
 * it was on air) and those who did not. Viewers who are not enrolled are not counted; a student
 * who hid the lesson from their own record still attended (the row stays).
 */

type LessonRow = Omit<LessonAttendance, 'absent' | 'courBeginTime'> & { courBeginTime: Date | string; total: number };

/** One statement: the page's lessons, newest first, with subqueries on the enrolments key and live_views_cour_seen_idx. */
export async function lessonAttendance(
  db: Db,
  claims: AccessClaims,
  query: ReportListQuery,
  now: Date,
  csvMax: number | null,
): Promise<{ records: LessonAttendance[]; total: number }> {
  const where = sql`${listedClasses(claims, query)} and cs.is_live and cs.begin_time <= ${now.toISOString()}::timestamptz`;
  const rows = await rowsOf<LessonRow>(
    db,
    sql`select cs.id as "courId", cs.name as "courName", cs.begin_time as "courBeginTime", tc.id as "teclId", tc.name as "teclName",
        (select count(*) from enrolments e where e.tecl_id = tc.id)::int as enrolled,
        (select count(*) from live_views lv join enrolments e on e.tecl_id = tc.id and e.student_id = lv.user_id
          where lv.cour_id = cs.id)::int as attended,
        count(*) over ()::int as total
      from course_sessions cs
      join teaching_classes tc on tc.id = cs.tecl_id
      where ${where}
      order by cs.begin_time desc, cs.id
      ${pageOf(query, csvMax)}`,
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from course_sessions cs join teaching_classes tc on tc.id = cs.tecl_id where ${where}`,
    );
    total = row?.n ?? 0;
  }
  return {
    total,
    records: rows.map(({ total: _total, courBeginTime, ...row }) => ({
      ...row,
      courBeginTime: instantOf(courBeginTime)!,
      absent: row.enrolled - row.attended,
    })),
  };
}

/** One lesson's enrolled students, those absent first, then by name. */
export async function lessonAttendees(db: Db, lesson: { courId: string; teclId: string }) {
  return rowsOf<{ userId: string; name: string; username: string; code: string; attended: boolean; watchedS: number }>(
    db,
    sql`select u.id as "userId", u.name, u.username, u.code, (lv.id is not null) as attended,
        coalesce(lv.watched_s, 0)::float8 as "watchedS"
      from enrolments e
      join users u on u.id = e.student_id
      left join live_views lv on lv.cour_id = ${lesson.courId} and lv.user_id = e.student_id
      where e.tecl_id = ${lesson.teclId}
      order by (lv.id is not null), u.name, u.username`,
  );
}
