import { and, count, eq, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_STATUS, ROLE, SIGN } from '../../src/constants';
import { sha256Hex, verifyPasswordDigest } from '../../server/auth/passwords';
import type { Database, Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { keepDemoLessonsLive, seedDemo } from '../../server/db/seed';
import { recordingsAwaitingSlides } from '../../server/lesson-text/recording-text-source';
import { DEMO_CLIPS } from '../../server/media/demo-media';
import { openTestDatabase } from '../support/test-db';

const {
  academicTerms,
  classrooms,
  campuses,
  collections,
  courseResources,
  courseSessions,
  enrolments,
  messages,
  notes,
  organisations,
  resources,
  roleResources,
  styleConfigs,
  teachingClasses,
  tenants,
  userRoles,
  users,
  vodRoads,
  vods,
  watchRecords,
  subjects,
} = schema;

// A Sunday at 03:00 local time: no timetabled lesson runs, so live lessons must be the forced ones.
const NOW = new Date(2026, 2, 22, 3, 0);

const ACCOUNTS = [
  { username: 'admin', password: 'Admin@12345', tenantId: '1', role: ROLE.administrator },
  { username: 'teacher01', password: 'Teacher@12345', tenantId: '1', role: ROLE.teacher },
  { username: 'student01', password: 'Student@12345', tenantId: '1', role: ROLE.student },
  { username: 'student02', password: '2024000002', tenantId: '1', role: ROLE.student },
  { username: 'student03', password: 'Student@12345', tenantId: '2', role: ROLE.student },
  { username: 'nopriv01', password: 'Nopriv@12345', tenantId: '1', role: ROLE.student },
] as const;

let database: Database;
let db: Db;
let seedMs = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const started = Date.now();
  expect(await seedDemo(db, { media: null, now: NOW })).toEqual({ seeded: true });
  seedMs = Date.now() - started;
});
afterAll(() => database?.close());

const countOf = (table: PgTable, where?: SQL) => db.$count(table, where);
const user = async (username: string, tenantId = '1') =>
  (
    await db
      .select()
      .from(users)
      .where(and(eq(users.username, username), eq(users.tenantId, tenantId)))
  )[0]!;
const liveAt = (now: Date) =>
  and(lte(courseSessions.courBeginTime, now), gt(courseSessions.courEndTime, now), eq(courseSessions.tenantId, '1'));

/** Signs of the resources a user's roles grant. */
async function signsOf(userId: string): Promise<{ sign: string; parentId: string | null }[]> {
  return db
    .selectDistinct({ sign: resources.sign, parentId: resources.parentId })
    .from(resources)
    .innerJoin(roleResources, eq(roleResources.resourceId, resources.id))
    .innerJoin(userRoles, eq(userRoles.roleId, roleResources.roleId))
    .where(eq(userRoles.userId, userId));
}

async function topMenuOf(username: string): Promise<string[]> {
  const granted = await signsOf((await user(username)).id);
  const front = (
    await db
      .select()
      .from(resources)
      .where(and(eq(resources.sign, SIGN.front), eq(resources.tenantId, '1')))
  )[0]!;
  return granted.filter((r) => r.parentId === front.id).map((r) => r.sign);
}

describe('seedDemo', () => {
  it('is quick without media', () => {
    expect(seedMs).toBeLessThan(20_000);
  });

  it('creates the two demo tenants', async () => {
    const rows = await db.select({ id: tenants.id, code: tenants.code }).from(tenants).orderBy(tenants.id);
    expect(rows).toEqual([
      { id: '1', code: 'lectern-demo' },
      { id: '2', code: 'second-campus' },
    ]);
    expect(await countOf(campuses, eq(campuses.tenantId, '1'))).toBe(2);
  });

  it('creates the six demo accounts exactly, with passwords that verify', async () => {
    for (const account of ACCOUNTS) {
      const rows = await db.select().from(users).where(eq(users.username, account.username));
      expect(rows, account.username).toHaveLength(1);
      const row = rows[0]!;
      expect({ tenantId: row.tenantId, role: row.role }).toEqual({ tenantId: account.tenantId, role: account.role });
      expect(await verifyPasswordDigest(sha256Hex(account.password), row.passwordHash), account.username).toBe(true);
      expect(await verifyPasswordDigest(sha256Hex('wrong password'), row.passwordHash)).toBe(false);
    }
    expect((await user('student02')).code).toBe('2024000002');
  });

  it('fills tenant 1 with a realistic catalogue', async () => {
    const t1 = (table: PgTable & { tenantId: PgColumn }) => countOf(table, eq(table.tenantId, '1'));
    expect(await t1(organisations)).toBeGreaterThanOrEqual(8);
    expect(await t1(classrooms)).toBeGreaterThanOrEqual(20);
    expect(await t1(subjects)).toBeGreaterThanOrEqual(30);
    expect(await t1(teachingClasses)).toBeGreaterThanOrEqual(40);
    expect(await t1(courseSessions)).toBeGreaterThanOrEqual(2000);
    expect(await t1(courseResources)).toBeGreaterThanOrEqual(10);
    expect(await countOf(users, and(eq(users.tenantId, '1'), eq(users.role, ROLE.teacher)))).toBeGreaterThanOrEqual(11);
    expect(await countOf(users, and(eq(users.tenantId, '1'), eq(users.role, ROLE.student)))).toBeGreaterThanOrEqual(60);
    const names = (await db.select({ name: subjects.subjName }).from(subjects)).map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['线性代数', '高等数学', '大学物理']));
    const [term] = await db
      .select()
      .from(academicTerms)
      .where(and(eq(academicTerms.tenantId, '1'), eq(academicTerms.isCurrent, true)));
    expect(term!.weekCount).toBeGreaterThanOrEqual(18);
    expect(term!.beginDate <= '2026-03-22' && '2026-03-22' <= term!.endDate).toBe(true);
  });

  it('gives every recording of tenant 1 a teacher-camera road and a screen road', async () => {
    const rows = await db.select({ id: vods.id }).from(vods).where(eq(vods.tenantId, '1'));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const roads = await db
      .select({ vodId: vodRoads.vodId, roadType: vodRoads.roadType, isMain: vodRoads.isMain, hlsPath: vodRoads.hlsPath })
      .from(vodRoads)
      .where(
        inArray(
          vodRoads.vodId,
          rows.map((r) => r.id),
        ),
      );
    for (const { id } of rows) {
      const mine = roads.filter((r) => r.vodId === id);
      expect(mine.map((r) => r.roadType).sort()).toEqual([1, 2]);
      expect(mine.find((r) => r.isMain)?.roadType).toBe(1);
    }
    expect(roads[0]!.hlsPath).toMatch(/^demo\/clip-\d\/road-\d\/master\.m3u8$/);
    const classes = await db.selectDistinct({ teclId: vods.teclId }).from(vods).where(eq(vods.tenantId, '1'));
    expect(classes.length).toBeGreaterThanOrEqual(6);
  });

  it("keeps the slides of every recording with a screen road: each slide's Chinese and English at its second", async () => {
    const screens = await db
      .select({ vodId: vodRoads.vodId, hlsPath: vodRoads.hlsPath })
      .from(vodRoads)
      .where(eq(vodRoads.roadType, schema.ROAD_TYPE.screen));
    expect(screens.length).toBeGreaterThanOrEqual(12);
    const slides = await db.select().from(schema.lessonTexts).where(eq(schema.lessonTexts.kind, 'slide'));
    const runs = await db.select().from(schema.lessonTextRuns).where(eq(schema.lessonTextRuns.kind, 'slides'));
    for (const { vodId, hlsPath } of screens) {
      const deck = DEMO_CLIPS.find((clip) => hlsPath.startsWith(`demo/${clip.id}/`))!.roads.find((road) => road.slides)!.slides!;
      expect(runs.find((run) => run.vodId === vodId)).toMatchObject({ state: 'done', progress: 1 });
      let startS = 0;
      for (const [i, slide] of deck.entries()) {
        const shown = slides.filter((piece) => piece.vodId === vodId && Math.abs(piece.startMs / 1000 - startS) <= 2);
        for (const line of slide.lines) expect(shown.map((piece) => piece.text).join('\n'), `${vodId} slide ${i + 1}`).toContain(line);
        startS += slide.seconds;
      }
    }
    // Nothing left for a worker to read at boot.
    expect(await recordingsAwaitingSlides(db)).toEqual([]);
  });

  it('has at least three lessons live at `now`, one of teacher01 with student01 enrolled', async () => {
    const live = await db.select().from(courseSessions).where(liveAt(NOW));
    expect(live.length).toBeGreaterThanOrEqual(3);
    expect(live.every((s) => s.courStatus === 1)).toBe(true);
    const teacher01 = await user('teacher01');
    const student01 = await user('student01');
    const mine = await db
      .select({ id: courseSessions.id })
      .from(courseSessions)
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
      .innerJoin(enrolments, eq(enrolments.teclId, teachingClasses.id))
      .where(and(liveAt(NOW), eq(teachingClasses.teacherId, teacher01.id), eq(enrolments.studentId, student01.id)));
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(
      await countOf(
        courseSessions,
        and(eq(courseSessions.tenantId, '1'), lte(courseSessions.courEndTime, NOW), ne(courseSessions.courStatus, 2)),
      ),
    ).toBe(0);
  });

  it('lets teacher01 teach and student01 attend several classes', async () => {
    expect(await countOf(teachingClasses, eq(teachingClasses.teacherId, (await user('teacher01')).id))).toBeGreaterThanOrEqual(4);
    expect(await countOf(enrolments, eq(enrolments.studentId, (await user('student01')).id))).toBeGreaterThanOrEqual(6);
  });

  it('gives student01 a history: watch records, favourites, messages and notes', async () => {
    const id = (await user('student01')).id;
    const watched = await db.select().from(watchRecords).where(eq(watchRecords.userId, id));
    expect(watched.length).toBeGreaterThanOrEqual(6);
    expect(new Set(watched.map((w) => w.watchPercent)).size).toBeGreaterThanOrEqual(5);
    expect(await countOf(collections, eq(collections.userId, id))).toBeGreaterThanOrEqual(3);
    expect(await countOf(messages, eq(messages.userId, id))).toBeGreaterThanOrEqual(5);
    expect(await countOf(messages, and(eq(messages.userId, id), eq(messages.isRead, false)))).toBeGreaterThanOrEqual(1);
    const mine = await db.select().from(notes).where(eq(notes.userId, id));
    expect(mine.map((n) => n.status).sort()).toEqual(expect.arrayContaining(Object.values(NOTE_STATUS)));
    expect(JSON.stringify(mine[0]!.content)).toContain('"type":"mark-time-card"');
  });

  it('grants the administrator 7 top menu items, teachers and students at most 6, nopriv01 nothing', async () => {
    expect(await topMenuOf('admin')).toHaveLength(7);
    expect((await topMenuOf('teacher01')).length).toBeLessThanOrEqual(6);
    expect((await topMenuOf('student01')).length).toBeLessThanOrEqual(6);
    expect(await signsOf((await user('nopriv01')).id)).toEqual([]);
    const teacherSigns = (await signsOf((await user('teacher01')).id)).map((r) => r.sign);
    expect(teacherSigns).toContain(SIGN.admin);
    expect(teacherSigns).not.toContain(SIGN.dataBoard);
  });

  it("configures both tenants' styles", async () => {
    const codes = [
      'SchoolLogo',
      'PlatformLogo',
      'footer',
      'DefaultCover',
      'RankingList',
      'skinColor',
      'CourseNo',
      'UserLogout',
      'SaveTime',
    ];
    // The first school also has a login notice; the second has none.
    for (const [tenantId, own] of [
      ['1', ['LoginAcknowledge']],
      ['2', []],
    ] as const) {
      const rows = await db.select().from(styleConfigs).where(eq(styleConfigs.tenantId, tenantId));
      expect(rows.map((r) => r.sypaCode).sort()).toEqual([...codes, ...own].sort());
    }
    const [skin] = await db
      .select()
      .from(styleConfigs)
      .where(and(eq(styleConfigs.tenantId, '2'), eq(styleConfigs.sypaCode, 'skinColor')));
    expect(skin!.sypaValue).toBe('blue');
  });

  it('keeps tenant 2 apart: its rows only reference tenant 2 rows', async () => {
    expect((await user('student03', '2')).tenantId).toBe('2');
    expect(await countOf(teachingClasses, eq(teachingClasses.tenantId, '2'))).toBeGreaterThan(0);
    const crossings = [
      db
        .select({ n: count() })
        .from(teachingClasses)
        .innerJoin(users, eq(users.id, teachingClasses.teacherId))
        .where(ne(users.tenantId, teachingClasses.tenantId)),
      db
        .select({ n: count() })
        .from(teachingClasses)
        .innerJoin(subjects, eq(subjects.id, teachingClasses.subjId))
        .where(ne(subjects.tenantId, teachingClasses.tenantId)),
      db
        .select({ n: count() })
        .from(courseSessions)
        .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
        .where(ne(teachingClasses.tenantId, courseSessions.tenantId)),
      db
        .select({ n: count() })
        .from(courseSessions)
        .innerJoin(classrooms, eq(classrooms.id, courseSessions.clroId))
        .where(ne(classrooms.tenantId, courseSessions.tenantId)),
      db
        .select({ n: count() })
        .from(enrolments)
        .innerJoin(users, eq(users.id, enrolments.studentId))
        .where(ne(users.tenantId, enrolments.tenantId)),
      db
        .select({ n: count() })
        .from(vods)
        .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
        .where(ne(teachingClasses.tenantId, vods.tenantId)),
      db
        .select({ n: count() })
        .from(watchRecords)
        .innerJoin(vods, eq(vods.id, watchRecords.vodId))
        .where(ne(vods.tenantId, watchRecords.tenantId)),
      db
        .select({ n: count() })
        .from(watchRecords)
        .innerJoin(users, eq(users.id, watchRecords.userId))
        .where(ne(users.tenantId, watchRecords.tenantId)),
      db
        .select({ n: count() })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .innerJoin(schema.roles, eq(schema.roles.id, userRoles.roleId))
        .where(ne(users.tenantId, schema.roles.tenantId)),
    ];
    for (const query of crossings) expect((await query)[0]!.n).toBe(0);
  });

  it('does nothing the second time', async () => {
    const before = await Promise.all([countOf(users), countOf(courseSessions), countOf(vods), countOf(resources)]);
    expect(await seedDemo(db, { media: null, now: new Date() })).toEqual({ seeded: false });
    expect(await Promise.all([countOf(users), countOf(courseSessions), countOf(vods), countOf(resources)])).toEqual(before);
  });

  it('keeps the demo lessons live on a later start, leaving the timetable alone', async () => {
    const later = new Date(NOW.getTime() + 3 * 86_400_000 + 5 * 3_600_000);
    const timetabled = await countOf(courseSessions, and(eq(courseSessions.tenantId, '1'), liveAt(NOW)));
    expect(await keepDemoLessonsLive(db, later)).toBe(4);
    const liveLater = await db.select().from(courseSessions).where(liveAt(later));
    const demoLive = liveLater.filter((s) => s.id.includes('-live-'));
    expect(demoLive).toHaveLength(3);
    expect(demoLive.every((s) => s.courStatus === 1)).toBe(true);
    expect(await countOf(courseSessions, liveAt(NOW))).toBe(timetabled - 3);
  });
});

describe('recording counts on teaching classes (trigger of migration 0005)', () => {
  const statsOf = async (teclId: string) =>
    (
      await db
        .select({ n: teachingClasses.readyVodCount, last: teachingClasses.lastRecordedAt })
        .from(teachingClasses)
        .where(eq(teachingClasses.id, teclId))
    )[0]!;
  const readyCount = (teclId: string) => countOf(vods, and(eq(vods.teclId, teclId), eq(vods.status, 'ready')));

  it('match the recordings after the seed, for every class', async () => {
    const drifted = sql`${teachingClasses.readyVodCount} <> (select count(*) from ${vods} v where v.tecl_id = ${teachingClasses.id} and v.status = 'ready')
      or ${teachingClasses.lastRecordedAt} is distinct from (select max(v.created_at) from ${vods} v where v.tecl_id = ${teachingClasses.id} and v.status = 'ready')`;
    expect(await countOf(teachingClasses, drifted)).toBe(0);
    expect(await countOf(teachingClasses, gt(teachingClasses.readyVodCount, 0))).toBeGreaterThan(0);
  });

  it('follow a recording that is added, finishes processing and is deleted', async () => {
    const [cls] = await db.select({ id: teachingClasses.id, tenantId: teachingClasses.tenantId }).from(teachingClasses).limit(1);
    const before = await statsOf(cls!.id);
    const made = new Date(Date.now() + 86_400_000);
    await db.insert(vods).values({
      id: 'vod-trigger-test',
      tenantId: cls!.tenantId,
      teclId: cls!.id,
      title: 'trigger',
      status: 'processing',
      createdAt: made,
    });
    expect((await statsOf(cls!.id)).n).toBe(before.n);
    await db.update(vods).set({ status: 'ready' }).where(eq(vods.id, 'vod-trigger-test'));
    const ready = await statsOf(cls!.id);
    expect(ready.n).toBe(before.n + 1);
    expect(ready.last?.getTime()).toBe(made.getTime());
    await db.delete(vods).where(eq(vods.id, 'vod-trigger-test'));
    const after = await statsOf(cls!.id);
    expect(after).toEqual(before);
    expect(after.n).toBe(await readyCount(cls!.id));
  });
});
