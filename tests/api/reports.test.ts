import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGN } from '../../src/constants';
import {
  academicTerms,
  courseSessions,
  enrolments,
  liveViews,
  organisations,
  resources,
  roleResources,
  subjects,
  teachingClasses,
  users,
  vods,
  watchRecords,
} from '../../server/db/schema';
import { EXTRA_PASSWORD } from '../../server/db/seed/plan';
import { roleId } from '../../server/db/seed/permissions';
import {
  classCompletionPageSchema,
  heatMapSchema,
  lessonAttendancePageSchema,
  lessonAttendeesSchema,
  studentCompletionListSchema,
} from '../../src/schemas/reports';
import { call, login } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';

/**
 * The report center (docs/admin.md "Reports (server)"): who reads which class's reports, watch
 * completion per class and per student, live attendance per lesson, the heat map of a recording
 * filled by progress saves through the real route, and the CSV exports. The fixture lives in a
 * term of this file's own, built around the server's clock, so the file passes on any date.
 *
 * Class A (teacher01, organisation 1): two ready recordings of 600 s and one still processing;
 * three students enrolled: 张三 watched recording 1 to 50 %, O"Brien, Pat watched recording 1 to
 * the end and recording 2 to 50 %, Wang Wu nothing. student02, not enrolled, watched recording 1
 * to the end (not counted). A live lesson two hours ago was watched by 张三 and by student02.
 * Class B (teacher02, organisation 2): one recording, 张三 enrolled, nothing watched.
 */
const signedIn = signedInServer(['admin', 'teacher01', 'student01', 'nopriv01']);
const db = () => signedIn.server.database.db;
const now = () => signedIn.server.clock.now;
const url = () => signedIn.server.url;
const tokens = { teacher02: '', otherTenant: '' };
const ids = {
  term: '',
  o1: '',
  o2: '',
  classA: '',
  classB: '',
  classH: '',
  recA1: '',
  recA2: '',
  recB: '',
  recH: '',
  lesson: '',
  zhang: '',
  obrien: '',
  wang: '',
  student02: '',
};

const get = (path: string, token = signedIn.tokens.admin!) => call(url(), path, { token });
const ok = async (path: string, token?: string) => {
  const answer = await get(path, token);
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
};
const secondsAgo = (s: number) => new Date(now().getTime() - s * 1000);

/** A CSV export as its bytes say: the BOM kept (fetch's text() would drop it), its headers. */
async function csv(path: string, token = signedIn.tokens.admin!) {
  const response = await fetch(new URL(path, url()), { headers: { 'jwt-token': token } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes,
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
  };
}

async function student(username: string, name: string): Promise<string> {
  const [row] = await db()
    .insert(users)
    .values({ tenantId: '1', username, name, code: `C-${username}`, role: 2, passwordHash: 'unused' })
    .returning({ id: users.id });
  return row!.id;
}

/**
 * The report center's sign in `tenantId` (the demo grants it to administrators only), granted to
 * that tenant's teachers too, so a teacher's own classes can be read; the grant's row, to revoke.
 */
async function grantReportsToTeachers(tenantId: string) {
  const [resource] = await db()
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.tenantId, tenantId), eq(resources.sign, SIGN.reportCenter)));
  const grant = { roleId: roleId(tenantId, 'teacher'), resourceId: resource!.id };
  await db().insert(roleResources).values(grant);
  return grant;
}
let tenantOneGrant: { roleId: string; resourceId: string };

beforeAll(async () => {
  tenantOneGrant = await grantReportsToTeachers('1');
  await grantReportsToTeachers('2');
  tokens.teacher02 = (await login(url(), { username: 'teacher02', password: EXTRA_PASSWORD, tenantId: '1' })).jwt_token;
  tokens.otherTenant = (await login(url(), { username: 'rc.teacher01', password: EXTRA_PASSWORD, tenantId: '2' })).jwt_token;
  const userId = async (username: string) =>
    (
      await db()
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.username, username), eq(users.tenantId, '1')))
    )[0]!.id;
  const [teacher01, teacher02] = [await userId('teacher01'), await userId('teacher02')];
  ids.student02 = await userId('student02');
  const [subject] = await db().select().from(subjects).where(eq(subjects.tenantId, '1')).orderBy(asc(subjects.id)).limit(1);
  const orgas = await db()
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.tenantId, '1'))
    .orderBy(asc(organisations.id))
    .limit(2);
  [ids.o1, ids.o2] = [orgas[0]!.id, orgas[1]!.id];
  const term = async (acteName: string) =>
    (
      await db()
        .insert(academicTerms)
        .values({ tenantId: '1', acteName, beginDate: '2020-01-01', endDate: '2099-12-31', weekCount: 20 })
        .returning({ id: academicTerms.id })
    )[0]!.id;
  ids.term = await term('Reports test term');
  const otherTerm = await term('Reports heat map term');
  const newClass = async (teclName: string, teacherId: string, orgaId: string, acteId = ids.term) =>
    (
      await db()
        .insert(teachingClasses)
        .values({ tenantId: '1', subjId: subject!.id, teacherId, acteId, orgaId, teclName, courseNo: teclName.toUpperCase() })
        .returning({ id: teachingClasses.id })
    )[0]!.id;
  ids.classA = await newClass('Report class A', teacher01, ids.o1);
  ids.classB = await newClass('Report class B', teacher02, ids.o2);
  ids.classH = await newClass('Heat map class', teacher01, ids.o1, otherTerm);
  const recording = async (teclId: string, title: string, status: 'ready' | 'processing' = 'ready') =>
    (await db().insert(vods).values({ tenantId: '1', teclId, title, status, durationS: 600 }).returning({ id: vods.id }))[0]!.id;
  ids.recA1 = await recording(ids.classA, 'A week 1');
  ids.recA2 = await recording(ids.classA, 'A week 2');
  const processing = await recording(ids.classA, 'A week 3', 'processing');
  ids.recB = await recording(ids.classB, 'B week 1');
  ids.recH = await recording(ids.classH, '热力图 recording');

  ids.zhang = await student('report.zhang', '张三');
  ids.obrien = await student('report.obrien', 'O"Brien, Pat');
  ids.wang = await student('report.wang', 'Wang Wu');
  await db()
    .insert(enrolments)
    .values([
      { tenantId: '1', teclId: ids.classA, studentId: ids.zhang },
      { tenantId: '1', teclId: ids.classA, studentId: ids.obrien },
      { tenantId: '1', teclId: ids.classA, studentId: ids.wang },
      { tenantId: '1', teclId: ids.classB, studentId: ids.zhang },
    ]);
  const watched = (userId: string, vodId: string, watchPercent: number) => ({
    tenantId: '1',
    userId,
    vodId,
    watchPercent,
    updatedAt: secondsAgo(600),
  });
  await db()
    .insert(watchRecords)
    .values([
      watched(ids.zhang, ids.recA1, 0.5),
      watched(ids.obrien, ids.recA1, 1),
      watched(ids.obrien, ids.recA2, 0.5),
      // A recording still processing counts for nobody; a viewer not enrolled is not the class's.
      watched(ids.wang, processing, 1),
      watched(ids.student02, ids.recA1, 1),
    ]);
  const lesson = async (begin: Date, isLive: boolean) =>
    (
      await db()
        .insert(courseSessions)
        .values({
          tenantId: '1',
          teclId: ids.classA,
          courName: isLive ? 'Live lecture' : 'Room lecture',
          courBeginTime: begin,
          courEndTime: new Date(begin.getTime() + 100 * 60_000),
          weekNo: 1,
          isLive,
        })
        .returning({ id: courseSessions.id })
    )[0]!.id;
  ids.lesson = await lesson(secondsAgo(2 * 3600), true);
  // Neither is listed: one has not begun, the other was not broadcast.
  await lesson(new Date(now().getTime() + 24 * 3600_000), true);
  await lesson(secondsAgo(3 * 3600), false);
  const view = (userId: string) => ({
    tenantId: '1',
    userId,
    courId: ids.lesson,
    firstSeenAt: secondsAgo(7000),
    lastSeenAt: secondsAgo(6000),
    watchedS: 900,
  });
  await db()
    .insert(liveViews)
    .values([view(ids.zhang), view(ids.student02)]);
});

describe('who reads which report', () => {
  it("lets a teacher who manages courses read their own classes' figures without the report center's sign (the class page), and refuses one with neither sign (403)", async () => {
    const reportGrant = and(eq(roleResources.roleId, tenantOneGrant.roleId), eq(roleResources.resourceId, tenantOneGrant.resourceId));
    const [management] = await db()
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.tenantId, '1'), eq(resources.sign, SIGN.admin)));
    const managementGrant = { roleId: tenantOneGrant.roleId, resourceId: management!.id };
    await db().delete(roleResources).where(reportGrant);
    try {
      expect((await get(`/v1/reports/classes/${ids.classA}/students`, signedIn.tokens.teacher01)).http).toBe(200);
      await db()
        .delete(roleResources)
        .where(and(eq(roleResources.roleId, managementGrant.roleId), eq(roleResources.resourceId, managementGrant.resourceId)));
      try {
        expect((await get('/v1/reports/classes', signedIn.tokens.teacher01)).http).toBe(403);
        expect((await get(`/v1/reports/classes/${ids.classA}/students`, signedIn.tokens.teacher01)).http).toBe(403);
      } finally {
        await db().insert(roleResources).values(managementGrant);
      }
    } finally {
      await db().insert(roleResources).values(tenantOneGrant);
    }
    expect((await get('/v1/reports/classes', signedIn.tokens.teacher01)).http).toBe(200);
  });

  it('refuses students and users with neither sign (403) and the signed-out (401)', async () => {
    for (const path of [
      '/v1/reports/classes',
      '/v1/reports/lessons',
      `/v1/reports/classes/${ids.classA}/students`,
      '/v1/reports/classes/csv',
    ]) {
      expect((await get(path, signedIn.tokens.student01)).http, path).toBe(403);
      expect((await get(path, signedIn.tokens.nopriv01)).http, path).toBe(403);
      expect((await call(url(), path)).http, path).toBe(401);
    }
  });

  it("lists a teacher's own classes only, an administrator's all, another tenant's none", async () => {
    const listed = async (token: string) =>
      classCompletionPageSchema.parse(await ok(`/v1/reports/classes?acteId=${ids.term}`, token)).records.map((r) => r.teclId);
    expect(await listed(signedIn.tokens.teacher01!)).toEqual([ids.classA]);
    expect(await listed(tokens.teacher02)).toEqual([ids.classB]);
    expect((await listed(signedIn.tokens.admin!)).sort()).toEqual([ids.classA, ids.classB].sort());
    expect(await listed(tokens.otherTenant)).toEqual([]);
    const lessons = lessonAttendancePageSchema.parse(await ok(`/v1/reports/lessons?acteId=${ids.term}`, tokens.teacher02));
    expect(lessons.total).toBe(0);
  });

  it("refuses another teacher's class, lesson or recording (403) and another tenant's (404)", async () => {
    const paths = [
      `/v1/reports/classes/${ids.classA}/students`,
      `/v1/reports/classes/${ids.classA}/students/csv`,
      `/v1/reports/lessons/${ids.lesson}/attendees`,
      `/v1/reports/recordings/${ids.recA1}/heat-map`,
      `/v1/reports/recordings/${ids.recA1}/heat-map/csv`,
    ];
    const statusOf = async (path: string, token: string) => (await fetch(new URL(path, url()), { headers: { 'jwt-token': token } })).status;
    for (const path of paths) {
      expect(await statusOf(path, tokens.teacher02), path).toBe(403);
      expect(await statusOf(path, tokens.otherTenant), path).toBe(404);
      expect(await statusOf(path, signedIn.tokens.teacher01!), path).toBe(200);
    }
    expect((await get('/v1/reports/classes/no-such-class/students')).http).toBe(404);
  });

  it('refuses bad queries with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['page.pageSize=101', 'page.pageSize'],
      ['page.pageIndex=0', 'page.pageIndex'],
      [`acteId=${'x'.repeat(65)}`, 'acteId'],
      ['lang=fr', 'lang'],
    ] as const) {
      for (const path of ['/v1/reports/classes', '/v1/reports/lessons/csv']) {
        const answer = await get(`${path}?${query}`);
        expect(answer.http, `${path}?${query}`).toBe(400);
        expect(answer.body.message, `${path}?${query}`).toContain(field);
      }
    }
  });
});

describe('watch completion', () => {
  it('per class: enrolled, watched any, and the mean completion worked out by hand', async () => {
    const page = classCompletionPageSchema.parse(await ok(`/v1/reports/classes?acteId=${ids.term}&orgaId=${ids.o1}`));
    expect(page.total).toBe(1);
    // (0.5 + 1 + 0.5) ÷ (2 recordings × 3 students) = 1/3.
    expect(page.records[0]).toMatchObject({ teclId: ids.classA, recordings: 2, enrolled: 3, watchedAny: 2 });
    expect(page.records[0]!.averagePercent).toBeCloseTo(1 / 3, 6);
    const b = classCompletionPageSchema.parse(await ok(`/v1/reports/classes?acteId=${ids.term}&orgaId=${ids.o2}`));
    expect(b.records).toEqual([
      expect.objectContaining({ teclId: ids.classB, recordings: 1, enrolled: 1, watchedAny: 0, averagePercent: 0 }),
    ]);
    // Paging: one class a page, the total kept past the end.
    expect(
      classCompletionPageSchema.parse(await ok(`/v1/reports/classes?acteId=${ids.term}&page.pageSize=1&page.pageIndex=3`)),
    ).toMatchObject({
      total: 2,
      records: [],
    });
  });

  it('per student of a class', async () => {
    const report = studentCompletionListSchema.parse(await ok(`/v1/reports/classes/${ids.classA}/students`, signedIn.tokens.teacher01));
    expect(report.recordings).toBe(2);
    const byId = new Map(report.records.map((r) => [r.userId, r]));
    expect(report.records).toHaveLength(3);
    expect(byId.get(ids.zhang)).toMatchObject({ name: '张三', watched: 1, averagePercent: 0.25 });
    expect(byId.get(ids.obrien)).toMatchObject({ watched: 2, averagePercent: 0.75 });
    expect(byId.get(ids.wang)).toMatchObject({ watched: 0, averagePercent: 0, lastWatchedAt: null });
    expect(new Date(byId.get(ids.obrien)!.lastWatchedAt!).getTime()).toBe(secondsAgo(600).getTime());
  });
});

describe('live attendance', () => {
  it('per lesson: the enrolled students who watched it live and those who did not', async () => {
    const page = lessonAttendancePageSchema.parse(await ok(`/v1/reports/lessons?acteId=${ids.term}`));
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      courId: ids.lesson,
      courName: 'Live lecture',
      teclId: ids.classA,
      enrolled: 3,
      attended: 1,
      absent: 2,
    });
    const attendees = lessonAttendeesSchema.parse(await ok(`/v1/reports/lessons/${ids.lesson}/attendees`));
    expect(attendees.records.map((r) => [r.userId, r.attended, r.watchedS])).toEqual(
      expect.arrayContaining([
        [ids.zhang, true, 900],
        [ids.obrien, false, 0],
        [ids.wang, false, 0],
      ]),
    );
    expect(attendees.records).toHaveLength(3);
    // Those absent come first.
    expect(attendees.records.at(-1)!.userId).toBe(ids.zhang);
  });
});

describe('the heat map', () => {
  const save = (token: string, positionS: number) =>
    call(url(), '/v1/vod/addVodWatchRecord', {
      method: 'POST',
      token,
      json: { vodId: ids.recH, positionS, watchPercent: positionS / 600 },
    });

  it('counts the minutes played forward through progress saves, re-watched ones again, jumps not at all', async () => {
    const student01 = signedIn.tokens.student01!;
    const admin = signedIn.tokens.admin!;
    const advance = (s: number) => signedIn.server.clock.advance(s);
    // student01 plays from the start: 0→45 passes minute 0's middle (30 s), 45→90 minute 1's (90 s).
    expect((await save(student01, 45)).http).toBe(200);
    advance(25);
    expect((await save(student01, 90)).http).toBe(200);
    // Back to 20 s (nothing), then plays on to 95: minutes 0 and 1 again.
    advance(5);
    expect((await save(student01, 20)).http).toBe(200);
    advance(40);
    expect((await save(student01, 95)).http).toBe(200);
    // A jump to 500 s ten seconds later is a seek, not playback.
    advance(10);
    expect((await save(student01, 500)).http).toBe(200);
    // The administrator plays the first 35 s.
    expect((await save(admin, 35)).http).toBe(200);

    const map = heatMapSchema.parse(await ok(`/v1/reports/recordings/${ids.recH}/heat-map`, signedIn.tokens.teacher01));
    expect(map.durationS).toBe(600);
    expect(map.minutes).toHaveLength(10);
    expect(map.minutes.slice(0, 3)).toEqual([
      { minute: 0, viewers: 2, plays: 3, rewatchers: 1 },
      { minute: 1, viewers: 1, plays: 2, rewatchers: 1 },
      { minute: 2, viewers: 0, plays: 0, rewatchers: 0 },
    ]);
    expect(map.minutes.slice(2).every((m) => m.plays === 0)).toBe(true);

    const exported = await csv(`/v1/reports/recordings/${ids.recH}/heat-map/csv`);
    expect(exported.text.split('\r\n').slice(0, 3)).toEqual(['\uFEFFMinute,Viewers,Plays,Re-watched by', '0,2,3,1', '1,1,2,1']);
  });
});

describe('CSV exports', () => {
  it('answers UTF-8 with a byte order mark, a header, Chinese names and quoted fields, as an attachment', async () => {
    const exported = await csv(`/v1/reports/classes/${ids.classA}/students/csv?lang=zh`);
    expect(exported.status).toBe(200);
    expect(exported.type).toBe('text/csv; charset=utf-8');
    expect([...exported.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(exported.disposition).toMatch(/^attachment; filename="student-completion-Report class A-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = exported.text.slice(1).split('\r\n');
    expect(lines[0]).toBe('姓名,用户名,学号,已看录像数,平均完成度 (%),最近观看');
    expect(lines.find((l) => l.startsWith('张三,'))).toMatch(/^张三,report\.zhang,C-report\.zhang,1,25\.0,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // A comma and a quote in a name: quoted, the quote doubled.
    expect(lines.some((l) => l.startsWith('"O""Brien, Pat",report.obrien,C-report.obrien,2,75.0,'))).toBe(true);
    expect(lines).toContain('Wang Wu,report.wang,C-report.wang,0,0.0,');
    expect(lines.at(-1)).toBe('');

    const classes = await csv(`/v1/reports/classes/csv?acteId=${ids.term}`);
    const rows = classes.text.slice(1).split('\r\n');
    expect(rows[0]).toBe('Class,Course number,Teacher,Organisation,Term,Recordings,Enrolled,Watched any,Average completion (%)');
    expect(rows.filter((r) => r.startsWith('Report class A,REPORT CLASS A,'))).toHaveLength(1);
    expect(rows.find((r) => r.startsWith('Report class A,'))!.endsWith(',2,3,2,33.3')).toBe(true);
    expect(rows).toHaveLength(4);

    const lessons = await csv(`/v1/reports/lessons/csv?acteId=${ids.term}&lang=en`);
    expect(lessons.text.slice(1).split('\r\n')[1]).toMatch(/^Live lecture,\d{4}-\d{2}-\d{2} \d{2}:\d{2},Report class A,3,1,2$/);
  });
});
