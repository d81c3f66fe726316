import { sql, type SQL } from 'drizzle-orm';
import type { RecordingAudience } from '../../src/schemas/reports';
import type { Db } from '../db/client';
import { instantOf, rowsOf } from '../db/sql-rows';

/**
 * Recordings as the data board's top lessons and the report center's heat map both name and count
 * them (docs/admin.md "Reports (server)"), so the two never disagree: a recording's viewers are
 * the people holding a watch record of it, read from vod_viewing_totals (kept equal to
 * watch_records by triggers); it is labelled with its class and its lesson's date, since lessons
 * of one week share a title. The heat map's minutes (watch_minutes) count a viewer only once they
 * have played past a minute's middle, so they are not a recording's viewers: before issue 28 the
 * heat map showed the most viewers of one minute (1) where the board showed the recording's (3).
 *
 * `where` filters on the aliases `v` (vods), `tc` (its class), `t` (its totals, null when nobody
 * has watched it) and `cs` (its lesson, null without one). A condition on `t` such as
 * `t.viewers > 0` turns the outer join into an inner one, so PostgreSQL can walk the totals'
 * (tenant_id, viewers desc) index for the most watched first.
 */
export async function recordingAudiences(db: Db, where: SQL, limit: number): Promise<RecordingAudience[]> {
  const rows = await rowsOf<Omit<RecordingAudience, 'recordedAt'> & { recordedAt: Date | string }>(
    db,
    sql`select v.id as "vodId", v.title, tc.id as "teclId", tc.name as "teclName",
        coalesce(cs.begin_time, v.created_at) as "recordedAt",
        coalesce(t.viewers, 0)::int as viewers,
        (case when t.viewers > 0 then t.percent_sum / t.viewers else 0 end)::float8 as "averagePercent"
      from vods v
      join teaching_classes tc on tc.id = v.tecl_id
      left join vod_viewing_totals t on t.vod_id = v.id
      left join course_sessions cs on cs.id = v.cour_id
      where ${where}
      order by t.viewers desc nulls last, v.id
      limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, recordedAt: instantOf(row.recordedAt)! }));
}

/** One recording's, whether or not anyone watched it; undefined when it does not exist. */
export async function recordingAudience(db: Db, vodId: string): Promise<RecordingAudience | undefined> {
  const [audience] = await recordingAudiences(db, sql`v.id = ${vodId}`, 1);
  return audience;
}
