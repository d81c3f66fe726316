import { sql } from 'drizzle-orm';
import { LIVE_WATCH_BEAT_S, LIVE_WATCH_SLACK_S } from '../../src/constants';
import { COMPLETION_BUCKETS, DATA_BOARD_TOP_LESSONS, type DataBoard, type DataBoardQuery } from '../../src/schemas/data-board';
import type { Db } from '../db/client';
import { localDayText, startOfLocalDay } from '../local-day';
import { rowsOf } from '../db/sql-rows';
import { recordingAudiences } from '../reports/recording-audience';
import { inScope, type ClassScope } from '../access';
import { silentLessonsNow } from '../capture/no-signal';

/**
 * GET /v1/data-board (docs/admin.md "Data board (server)"): every figure of the board, each one
 * statement over the scope's classes, read on each call (the board asks every 30 s).
 */

/** Viewers whose last live beat is this recent are watching now: one beat and its slack. */
const WATCHING_NOW_S = LIVE_WATCH_BEAT_S + LIVE_WATCH_SLACK_S;

async function liveViewersNow(db: Db, scope: ClassScope, now: Date): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(distinct lv.user_id)::int as n
      from live_views lv
      join course_sessions cs on cs.id = lv.cour_id
      join teaching_classes tc on tc.id = cs.tecl_id
      where lv.tenant_id = ${scope.tenantId} and lv.last_seen_at > ${new Date(now.getTime() - WATCHING_NOW_S * 1000).toISOString()}::timestamptz
        and ${inScope(scope)}`,
  );
  return row?.n ?? 0;
}

/**
 * Visits per local day, the last `days` days with today: the days' bounds are worked out here
 * (the server's local midnights, as server/local-day.ts defines a day), and each day's visits
 * are one range of the (tenant_id, created_at) index. A teacher's board counts the visits of the
 * students enrolled in their classes.
 */
async function visits(db: Db, scope: ClassScope, now: Date, days: number): Promise<DataBoard['visits']> {
  const bounds = Array.from({ length: days + 1 }, (_, i) => startOfLocalDay(now, i - days + 1));
  const mine =
    scope.teacherId === null
      ? sql``
      : sql`and v.user_id in (select e.student_id from enrolments e join teaching_classes tc on tc.id = e.tecl_id where ${inScope(scope)})`;
  const starts = bounds.slice(0, days).map((d) => d.toISOString()).join(',');
  const ends = bounds.slice(1).map((d) => d.toISOString()).join(',');
  const rows = await rowsOf<{ bucket: number; visits: number; visitors: number }>(
    db,
    sql`select d.i::int as bucket, count(*)::int as visits, count(distinct v.user_id)::int as visitors
      from unnest(string_to_array(${starts}, ',')::timestamptz[], string_to_array(${ends}, ',')::timestamptz[])
        with ordinality as d(starts_at, ends_at, i)
      join visit_records v on v.tenant_id = ${scope.tenantId} and v.created_at >= d.starts_at and v.created_at < d.ends_at ${mine}
      group by d.i`,
  );
  const byBucket = new Map(rows.map((r) => [r.bucket, r]));
  return bounds.slice(0, days).map((day, i) => ({
    day: localDayText(day),
    visits: byBucket.get(i + 1)?.visits ?? 0,
    visitors: byBucket.get(i + 1)?.visitors ?? 0,
  }));
}

/**
 * The scope's recordings' viewing totals, on alias `t` (server/db/schema/viewing-totals.ts: one
 * row per recording, kept by triggers on watch_records): an administrator's are the tenant's; a
 * teacher's, those of their classes' recordings.
 */
const scopedRecordingTotals = (scope: ClassScope) =>
  scope.teacherId === null
    ? sql`t.tenant_id = ${scope.tenantId}`
    : sql`t.tenant_id = ${scope.tenantId} and t.vod_id in (select v.id from vods v join teaching_classes tc on tc.id = v.tecl_id where ${inScope(scope)})`;

/** The same for lessons' live totals (alias `l`), through the lessons of the teacher's classes. */
const scopedLessonTotals = (scope: ClassScope) =>
  scope.teacherId === null
    ? sql`l.tenant_id = ${scope.tenantId}`
    : sql`l.tenant_id = ${scope.tenantId} and l.cour_id in (select cs.id from course_sessions cs join teaching_classes tc on tc.id = cs.tecl_id where ${inScope(scope)})`;

/**
 * The most viewed ready recordings, walking (tenant_id, viewers desc) until ten are found; named
 * and counted by the statement the report center's heat map uses, so both say the same viewers.
 */
const topLessons = (db: Db, scope: ClassScope): Promise<DataBoard['topLessons']> =>
  recordingAudiences(
    db,
    sql`${scopedRecordingTotals(scope)} and t.viewers > 0 and v.status = 'ready' and ${inScope(scope)}`,
    DATA_BOARD_TOP_LESSONS,
  );

/** Each recording's counts per quarter of watch_percent (width_bucket(p, 0, 1, 4): 1 is watched to the end, bucket 5), summed. */
async function completion(db: Db, scope: ClassScope): Promise<DataBoard['completion']> {
  const [row] = await rowsOf<{ counts: number[] | null }>(
    db,
    sql`select array[sum(t.quarter_1), sum(t.quarter_2), sum(t.quarter_3), sum(t.quarter_4), sum(t.finished)]::int[] as counts
      from vod_viewing_totals t where ${scopedRecordingTotals(scope)}`,
  );
  return COMPLETION_BUCKETS.map((bucket, i) => ({ bucket, records: row?.counts?.[i] ?? 0 }));
}

/**
 * Organisations of the scope's classes with any use: watch records of their recordings, live
 * attendances of their lessons; each read from its recording's or lesson's totals, then summed
 * per organisation of the class.
 */
async function organisations(db: Db, scope: ClassScope): Promise<DataBoard['organisations']> {
  return rowsOf(
    db,
    sql`select o.id as "orgaId", o.name as "orgaName",
        coalesce(r.n, 0)::int as "recordingViews", coalesce(l.n, 0)::int as "liveViews"
      from organisations o
      left join (
        select tc.orga_id, sum(t.viewers) as n
        from vod_viewing_totals t join vods v on v.id = t.vod_id join teaching_classes tc on tc.id = v.tecl_id
        where ${scopedRecordingTotals(scope)}
        group by tc.orga_id
      ) r on r.orga_id = o.id
      left join (
        select tc.orga_id, sum(l.viewers) as n
        from lesson_live_totals l join course_sessions cs on cs.id = l.cour_id join teaching_classes tc on tc.id = cs.tecl_id
        where ${scopedLessonTotals(scope)}
        group by tc.orga_id
      ) l on l.orga_id = o.id
      where o.tenant_id = ${scope.tenantId} and (r.n > 0 or l.n > 0)
      order by coalesce(r.n, 0) + coalesce(l.n, 0) desc, o.name, o.id`,
  );
}

/** Uploaded videos not failed (what the upload quota counts): the tenant's, or the teacher's own. */
async function uploads(db: Db, scope: ClassScope): Promise<DataBoard['uploads']> {
  const mine = scope.teacherId === null ? sql`` : sql`and u.user_id = ${scope.teacherId}`;
  const [row] = await rowsOf<{ files: number; bytes: number }>(
    db,
    sql`select count(*)::int as files, coalesce(sum(u.size_bytes), 0)::float8 as bytes
      from upload_files u where u.tenant_id = ${scope.tenantId} and u.status <> 'failed' ${mine}`,
  );
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
}

export async function dataBoard(db: Db, scope: ClassScope, query: DataBoardQuery, now: Date): Promise<DataBoard> {
  // One after another: PGlite has one connection, and PostgreSQL answers each in milliseconds.
  return {
    scope: scope.teacherId === null ? 'tenant' : 'ownClasses',
    at: now.toISOString(),
    liveViewersNow: await liveViewersNow(db, scope, now),
    silentClassroomsNow: await silentLessonsNow(db, scope, now),
    visits: await visits(db, scope, now, query.days),
    topLessons: await topLessons(db, scope),
    completion: await completion(db, scope),
    organisations: await organisations(db, scope),
    uploads: await uploads(db, scope),
  };
}
