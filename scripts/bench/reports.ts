/**
 * `npm run bench -- reports` (docs/bench.md "Data board and reports"): the data board's and the
 * report center's statements on the large data set, timed where they run (the server's query
 * functions, no HTTP), p50 and p95 on each backend. The large set has classes, students,
 * enrolments, lessons and recordings but no viewing; some is added first (`addViewing`), in a
 * few set-based statements, to a scratch copy (PostgreSQL: the run's scratch database; PGlite: an
 * in-memory database seeded for this section), so ./data-large stays as the other sections use it.
 */
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { AccessClaims } from '../../server/auth/token-signer';
import { openPglite, type Database, type Db } from '../../server/db/client';
import { seedLargeCampus } from '../../server/db/seed/large';
import { keepDemoLessonsLive } from '../../server/db/seed';
import { classScopeOf } from '../../server/access';
import { dataBoard } from '../../server/data-board/figures';
import { lessonAttendance, lessonAttendees } from '../../server/reports/attendance';
import { classCompletion, studentCompletion } from '../../server/reports/completion';
import { heatMap } from '../../server/reports/heat-map';
import { rowsOf } from '../../server/db/sql-rows';
import { REPORT_CSV_MAX_ROWS, reportListQuerySchema } from '../../src/schemas/reports';
import { dataBoardQuerySchema } from '../../src/schemas/data-board';
import { openLargePostgres } from './databases';

type Log = (line: string) => void;
const RUNS = 30;
const MIN_RUNS = 5;
const BUDGET_MS = 20_000;
const WARM_UP = 3;

/**
 * Viewing on the large campus: a third of the (student, ready recording of their class) pairs have
 * a watch record; half the enrolled students watched each live lesson of the last three weeks;
 * 300,000 page visits over the last 90 days; the minutes of the most watched recording.
 */
export async function addViewing(db: Db, now: Date, log: Log): Promise<void> {
  const at = now.toISOString();
  const step = async (label: string, statement: ReturnType<typeof sql>) => {
    const started = Date.now();
    await db.execute(statement);
    log(`  reports: ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  await step(
    'watch records',
    sql`insert into watch_records (tenant_id, user_id, vod_id, cour_id, watch_percent, position_s, created_at, updated_at)
      select '1', e.student_id, v.id, v.cour_id, (abs(hashtext(v.id || e.student_id)) % 101) / 100.0, 0,
        ${at}::timestamptz - (abs(hashtext(e.student_id || v.id)) % 5000) * interval '1 hour',
        ${at}::timestamptz - (abs(hashtext(e.student_id || v.id)) % 5000) * interval '1 hour'
      from enrolments e join vods v on v.tecl_id = e.tecl_id and v.status = 'ready'
      where e.tenant_id = '1' and abs(hashtext(e.student_id || v.id)) % 3 = 0
      on conflict do nothing`,
  );
  await step(
    'live views',
    sql`insert into live_views (tenant_id, user_id, cour_id, first_seen_at, last_seen_at, watched_s)
      select '1', e.student_id, cs.id, cs.begin_time, least(cs.end_time, ${at}::timestamptz), 1800
      from course_sessions cs join enrolments e on e.tecl_id = cs.tecl_id
      where cs.tenant_id = '1' and cs.is_live and cs.begin_time <= ${at}::timestamptz
        and cs.begin_time > ${at}::timestamptz - interval '21 days' and abs(hashtext(e.student_id || cs.id)) % 2 = 0
      on conflict do nothing`,
  );
  await step(
    'visits',
    sql`insert into visit_records (tenant_id, user_id, path, created_at)
      select '1', s.ids[1 + i % array_length(s.ids, 1)], '/home', ${at}::timestamptz - i * 26 * interval '1 second'
      from generate_series(1, 300000) as i, (select array_agg(id) as ids from users where tenant_id = '1' and role = 2) s`,
  );
  await step(
    'watch minutes',
    sql`insert into watch_minutes (tenant_id, vod_id, user_id, minute, plays)
      select '1', w.vod_id, w.user_id, m, 1 + (abs(hashtext(w.user_id)) + m) % 2
      from (select vod_id from watch_records group by vod_id order by count(*) desc limit 1) top
      join watch_records w on w.vod_id = top.vod_id, generate_series(0, 89) as m
      on conflict do nothing`,
  );
  await db.execute(sql`analyze`);
}

type Timing = { name: string; runs: number; p50: number; p95: number };

/** 30 runs after 3 warm-up calls, or as many as 20 s allow (at least 5): an export of the whole campus is slow on PGlite. */
async function timed(name: string, run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const ms: number[] = [];
  const began = performance.now();
  while (ms.length < RUNS && (ms.length < MIN_RUNS || performance.now() - began < BUDGET_MS)) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)]!;
  return { name, runs: ms.length, p50: at(0.5), p95: at(0.95) };
}

const claimsOf = (sub: string, rol: number): AccessClaims => ({ sub, tid: '1', sid: randomUUID(), usr: sub, rol, pwc: false });

export async function measure(database: Database, now: Date): Promise<Timing[]> {
  const { db } = database;
  const [admin] = await rowsOf<{ id: string }>(db, sql`select id from users where tenant_id = '1' and username = 'admin'`);
  // The busiest teacher, the class with most students, the live lesson with most viewers, the most watched recording.
  const [teacher] = await rowsOf<{ id: string }>(
    db,
    sql`select teacher_id as id from teaching_classes where tenant_id = '1' group by teacher_id order by count(*) desc, teacher_id limit 1`,
  );
  const [tecl] = await rowsOf<{ id: string; acteId: string }>(
    db,
    sql`select e.tecl_id as id, tc.acte_id as "acteId" from enrolments e join teaching_classes tc on tc.id = e.tecl_id
      group by e.tecl_id, tc.acte_id order by count(*) desc, e.tecl_id limit 1`,
  );
  const [lesson] = await rowsOf<{ courId: string; teclId: string }>(
    db,
    sql`select lv.cour_id as "courId", cs.tecl_id as "teclId" from live_views lv join course_sessions cs on cs.id = lv.cour_id
      group by lv.cour_id, cs.tecl_id order by count(*) desc limit 1`,
  );
  const [vod] = await rowsOf<{ vodId: string; title: string; durationS: number }>(
    db,
    sql`select v.id as "vodId", v.title, greatest(v.duration_s, 5400)::float8 as "durationS"
      from vods v where v.id = (select vod_id from watch_minutes group by vod_id order by count(*) desc limit 1)`,
  );
  const administrator = claimsOf(admin!.id, 3);
  const ofTeacher = claimsOf(teacher!.id, 1);
  const list = reportListQuerySchema.parse({});
  const inTerm = reportListQuerySchema.parse({ acteId: tecl!.acteId });
  const board = dataBoardQuerySchema.parse({ days: '90' });
  const boardAsOpened = dataBoardQuerySchema.parse({});
  return [
    await timed('data board, administrator (90 days)', () => dataBoard(db, classScopeOf(administrator), board, now)),
    await timed(`data board, administrator (${boardAsOpened.days} days, as the page opens)`, () =>
      dataBoard(db, classScopeOf(administrator), boardAsOpened, now),
    ),
    await timed('data board, teacher (90 days)', () => dataBoard(db, classScopeOf(ofTeacher), board, now)),
    await timed('completion per class, page 1', () => classCompletion(db, administrator, list, null)),
    await timed('completion per class, one term', () => classCompletion(db, administrator, inTerm, null)),
    await timed('completion per class, CSV (all)', () => classCompletion(db, administrator, list, REPORT_CSV_MAX_ROWS)),
    await timed('completion per student, one class', () => studentCompletion(db, { teclId: tecl!.id, teclName: '' })),
    await timed('live attendance, page 1', () => lessonAttendance(db, administrator, list, now, null)),
    await timed('live attendance, teacher', () => lessonAttendance(db, ofTeacher, list, now, null)),
    await timed('attendees of one lesson', () => lessonAttendees(db, lesson!)),
    await timed('heat map, most watched recording', () => heatMap(db, vod!)),
  ];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function formatReports(results: { kind: string; timings: Timing[] | string }[]): string {
  const lines = [
    "Data board and reports on the large data set with viewing added (a third of the students' ready recordings watched, half the enrolled students at each live lesson of the last three weeks, 300,000 visits over 90 days); the query functions, no HTTP; 30 runs after 3 warm-up calls, fewer when 20 s are spent (at least 5):",
    '',
  ];
  lines.push('| statement | backend | runs | p50 | p95 |', '| --- | --- | --- | --- | --- |');
  for (const { kind, timings } of results) {
    if (typeof timings === 'string') lines.push(`| (failed) | ${kind} | | ${timings} | |`);
    else for (const t of timings) lines.push(`| ${t.name} | ${kind} | ${t.runs} | ${ms(t.p50)} | ${ms(t.p95)} |`);
  }
  return lines.join('\n');
}

export async function benchReports(log: Log): Promise<string> {
  const now = new Date();
  const results: { kind: string; timings: Timing[] | string }[] = [];
  const backends: { kind: string; open: () => Promise<{ database: Database; dispose: () => Promise<void> }> }[] = [
    {
      kind: 'PGlite',
      open: async () => {
        const database = await openPglite(undefined);
        await seedLargeCampus(database.db, (line) => line.endsWith('done') && log(`  ${line}`));
        await keepDemoLessonsLive(database.db, now);
        return { database, dispose: () => database.close() };
      },
    },
    { kind: 'PostgreSQL', open: () => openLargePostgres() },
  ];
  for (const backend of backends) {
    log(`reports: ${backend.kind}: the large data set`);
    try {
      const { database, dispose } = await backend.open();
      try {
        await addViewing(database.db, now, log);
        results.push({ kind: backend.kind, timings: await measure(database, now) });
      } finally {
        await dispose();
      }
    } catch (error) {
      results.push({ kind: backend.kind, timings: (error as Error).message.split('\n')[0]! });
    }
  }
  return formatReports(results);
}
