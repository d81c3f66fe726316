import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGN } from '../../src/constants';
import {
  academicTerms,
  courseSessions,
  enrolments,
  lessonCaptures,
  liveViews,
  organisations,
  resources,
  roleResources,
  subjects,
  teachingClasses,
  uploadFiles,
  userRoles,
  users,
  visitRecords,
  vods,
  watchRecords,
} from '../../server/db/schema';
import { EXTRA_PASSWORD } from '../../server/db/seed/plan';
import { roleId } from '../../server/db/seed/permissions';
import { localDayText, startOfLocalDay } from '../../server/local-day';
import { dataBoardSchema, type DataBoard } from '../../src/schemas/data-board';
import { watchRecordItemSchema } from '../../src/schemas/personal';
import { heatMapSchema } from '../../src/schemas/reports';
import { call, login } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';

/**
 * GET /v1/data-board (docs/admin.md "Data board (server)"): who may read it, and its figures. A
 * teacher of this file's own, granted the sign, owns only this file's classes, so their board is
 * checked figure by figure against values worked out by hand; the administrator's (the whole
 * tenant, seeded history included) is checked by how much the fixture adds. Times are built
 * around the server's clock, so the file passes on any date.
 */
const signedIn = signedInServer(['admin', 'teacher01', 'student01', 'nopriv01']);
const db = () => signedIn.server.database.db;
const now = () => signedIn.server.clock.now;
const url = () => signedIn.server.url;
const tokens = { board: '', otherTenant: '' };
const ids = { teacher: '', s1: '', s2: '', s3: '', o1: '', o2: '', o1Name: '', o2Name: '', c1: '', c2: '', r1: '', r2: '', student01: '' };

const board = async (token: string, query = '') => {
  const answer = await call(url(), `/v1/data-board${query}`, { token });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return dataBoardSchema.parse(answer.body.result);
};
const secondsAgo = (s: number) => new Date(now().getTime() - s * 1000);
const dayOf = (board: DataBoard, offset: number) => board.visits.find((v) => v.day === localDayText(startOfLocalDay(now(), offset)))!;

/** The sign's resource in `tenantId`, granted to that tenant's teachers. */
async function grantToTeachers(tenantId: string) {
  const [resource] = await db()
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.tenantId, tenantId), eq(resources.sign, SIGN.dataBoard)));
  await db()
    .insert(roleResources)
    .values({ roleId: roleId(tenantId, 'teacher'), resourceId: resource!.id });
}

async function newUser(username: string, name: string, role: number): Promise<string> {
  const [template] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.username, 'teacher02'));
  const [row] = await db()
    .insert(users)
    .values({ tenantId: '1', username, name, code: username, role, passwordHash: template!.passwordHash })
    .returning({ id: users.id });
  return row!.id;
}

beforeAll(async () => {
  const [subject] = await db().select().from(subjects).where(eq(subjects.tenantId, '1')).orderBy(asc(subjects.id)).limit(1);
  const orgas = await db()
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.tenantId, '1'))
    .orderBy(asc(organisations.id))
    .limit(2);
  [ids.o1, ids.o2, ids.o1Name, ids.o2Name] = [orgas[0]!.id, orgas[1]!.id, orgas[0]!.name, orgas[1]!.name];
  const [term] = await db()
    .insert(academicTerms)
    .values({ tenantId: '1', acteName: 'Data board test term', beginDate: '2020-01-01', endDate: '2099-12-31', weekCount: 20 })
    .returning({ id: academicTerms.id });

  ids.teacher = await newUser('board.teacher', 'Board Teacher', 1);
  await db()
    .insert(userRoles)
    .values({ userId: ids.teacher, roleId: roleId('1', 'teacher') });
  ids.s1 = await newUser('board.s1', '张三', 2);
  ids.s2 = await newUser('board.s2', 'Li Si', 2);
  ids.s3 = await newUser('board.s3', 'Wang Wu', 2);
  ids.student01 = (await db().select({ id: users.id }).from(users).where(eq(users.username, 'student01')))[0]!.id;

  const newClass = async (name: string, orgaId: string) =>
    (
      await db()
        .insert(teachingClasses)
        .values({ tenantId: '1', subjId: subject!.id, teacherId: ids.teacher, acteId: term!.id, orgaId, teclName: name, courseNo: name })
        .returning({ id: teachingClasses.id })
    )[0]!.id;
  ids.c1 = await newClass('Board class 1', ids.o1);
  ids.c2 = await newClass('Board class 2', ids.o2);
  await db()
    .insert(enrolments)
    .values([
      { tenantId: '1', teclId: ids.c1, studentId: ids.s1 },
      { tenantId: '1', teclId: ids.c1, studentId: ids.s2 },
      { tenantId: '1', teclId: ids.c2, studentId: ids.s3 },
    ]);
  const recording = async (title: string) =>
    (
      await db().insert(vods).values({ tenantId: '1', teclId: ids.c1, title, status: 'ready', durationS: 600 }).returning({ id: vods.id })
    )[0]!.id;
  ids.r1 = await recording('Board recording 1');
  ids.r2 = await recording('Board recording 2');
  await db()
    .insert(watchRecords)
    .values([
      { tenantId: '1', userId: ids.s1, vodId: ids.r1, watchPercent: 0.5 },
      { tenantId: '1', userId: ids.s2, vodId: ids.r1, watchPercent: 1 },
      { tenantId: '1', userId: ids.s3, vodId: ids.r2, watchPercent: 0.1 },
    ]);
  const lesson = async (teclId: string) =>
    (
      await db()
        .insert(courseSessions)
        .values({
          tenantId: '1',
          teclId,
          courName: 'Board live lesson',
          courBeginTime: secondsAgo(3600),
          courEndTime: new Date(now().getTime() + 3600_000),
          weekNo: 1,
          isLive: true,
        })
        .returning({ id: courseSessions.id })
    )[0]!.id;
  const l1 = await lesson(ids.c1);
  const l2 = await lesson(ids.c2);
  const view = (userId: string, courId: string, lastSeenS: number) => ({
    tenantId: '1',
    userId,
    courId,
    firstSeenAt: secondsAgo(lastSeenS + 60),
    lastSeenAt: secondsAgo(lastSeenS),
    watchedS: 60,
  });
  // Watching now: s1 (a beat 10 s ago). s2's last beat is an hour old, s3's 100 s: gone.
  await db()
    .insert(liveViews)
    .values([view(ids.s1, l2, 10), view(ids.s2, l2, 3600), view(ids.s3, l1, 100)]);
  const upload = (sizeBytes: number, status: 'success' | 'failed', n: number) => ({
    tenantId: '1',
    userId: ids.teacher,
    uniqueIdentifier: `board-${n}`,
    fileName: `lesson-${n}.mp4`,
    sizeBytes,
    chunkBytes: 1_048_576,
    totalChunks: 1,
    status,
    target: 'resource' as const,
  });
  await db()
    .insert(uploadFiles)
    .values([upload(1000, 'success', 1), upload(2500, 'success', 2), upload(9999, 'failed', 3)]);

  await grantToTeachers('1');
  await grantToTeachers('2');
  tokens.board = (await login(url(), { username: 'board.teacher', password: EXTRA_PASSWORD, tenantId: '1' })).jwt_token;
  tokens.otherTenant = (await login(url(), { username: 'rc.teacher01', password: EXTRA_PASSWORD, tenantId: '2' })).jwt_token;
});

describe('who reads the data board', () => {
  it('refuses those without its sign (403) and the signed-out (401)', async () => {
    // Students and nopriv01 hold no grant of it (teachers were granted it for this file).
    for (const name of ['student01', 'nopriv01'] as const) {
      const answer = await call(url(), '/v1/data-board', { token: signedIn.tokens[name] });
      expect(answer.http, name).toBe(403);
    }
    expect((await call(url(), '/v1/data-board')).http).toBe(401);
  });

  it("shows an administrator the tenant's figures and a teacher holding the sign their own classes only", async () => {
    expect((await board(signedIn.tokens.admin!)).scope).toBe('tenant');
    const mine = await board(tokens.board);
    expect(mine.scope).toBe('ownClasses');
    expect(mine.topLessons.map((l) => l.vodId).sort()).toEqual([ids.r1, ids.r2].sort());
    // teacher01 holds the sign too now, and sees none of this teacher's classes.
    const other = await board(signedIn.tokens.teacher01!);
    expect(other.topLessons.some((l) => l.vodId === ids.r1 || l.vodId === ids.r2)).toBe(false);
    // Another tenant's teacher sees nothing of tenant 1.
    const foreign = await board(tokens.otherTenant);
    expect(foreign.topLessons.some((l) => l.vodId === ids.r1)).toBe(false);
    expect(foreign.organisations.some((o) => o.orgaId === ids.o1 || o.orgaId === ids.o2)).toBe(false);
  });

  it('refuses a bad number of days with a 400 naming the field', async () => {
    for (const days of ['0', '91', 'ten', '1.5']) {
      const answer = await call(url(), `/v1/data-board?days=${days}`, { token: signedIn.tokens.admin });
      expect(answer.http, days).toBe(400);
      expect(answer.body.message, days).toContain('days');
    }
  });
});

describe('the figures', () => {
  it("match the teacher's classes worked out by hand", async () => {
    const figures = await board(tokens.board);
    expect(figures.liveViewersNow).toBe(1);
    expect(figures.topLessons).toEqual([
      {
        vodId: ids.r1,
        title: 'Board recording 1',
        teclId: ids.c1,
        teclName: 'Board class 1',
        // Without a lesson, a recording is dated by when it was made.
        recordedAt: expect.any(String),
        viewers: 2,
        averagePercent: 0.75,
      },
      expect.objectContaining({ vodId: ids.r2, viewers: 1 }),
    ]);
    expect(figures.topLessons[1]!.averagePercent).toBeCloseTo(0.1, 5);
    // 0.1, 0.5 and 1: the first quarter, the third, and watched to the end.
    expect(figures.completion).toEqual([
      { bucket: '0-25', records: 1 },
      { bucket: '25-50', records: 0 },
      { bucket: '50-75', records: 1 },
      { bucket: '75-100', records: 0 },
      { bucket: '100', records: 1 },
    ]);
    // Organisation 1: three watch records and one live view (class 1); organisation 2: two live views.
    expect(figures.organisations).toEqual([
      { orgaId: ids.o1, orgaName: ids.o1Name, recordingViews: 3, liveViews: 1 },
      { orgaId: ids.o2, orgaName: ids.o2Name, recordingViews: 0, liveViews: 2 },
    ]);
    // Two uploads kept (1000 + 2500 bytes); the failed one counts nothing.
    expect(figures.uploads).toEqual({ files: 2, bytes: 3500 });
  });

  it("counts visits per local day: the teacher's students' only, the administrator's whole tenant", async () => {
    const adminBefore = await board(signedIn.tokens.admin!, '?days=3');
    const visit = (userId: string, at: Date) => ({ tenantId: '1', userId, path: '/home', createdAt: at });
    const today = new Date(startOfLocalDay(now()).getTime() + 60_000);
    const yesterday = new Date(startOfLocalDay(now(), -1).getTime() + 60_000);
    const fourDaysAgo = new Date(startOfLocalDay(now(), -3).getTime() + 60_000);
    await db()
      .insert(visitRecords)
      .values([
        visit(ids.s1, today),
        visit(ids.s1, today),
        visit(ids.s2, yesterday),
        visit(ids.s3, fourDaysAgo),
        // Not a student of the teacher's: the administrator's board counts it, the teacher's does not.
        visit(ids.student01, today),
      ]);

    const mine = await board(tokens.board, '?days=3');
    expect(mine.visits).toEqual([
      { day: localDayText(startOfLocalDay(now(), -2)), visits: 0, visitors: 0 },
      { day: localDayText(startOfLocalDay(now(), -1)), visits: 1, visitors: 1 },
      { day: localDayText(startOfLocalDay(now())), visits: 2, visitors: 1 },
    ]);
    const adminAfter = await board(signedIn.tokens.admin!, '?days=3');
    expect(adminAfter.visits).toHaveLength(3);
    expect(dayOf(adminAfter, 0).visits - dayOf(adminBefore, 0).visits).toBe(3);
    expect(dayOf(adminAfter, -1).visits - dayOf(adminBefore, -1).visits).toBe(1);
    expect(dayOf(adminAfter, -2).visits).toBe(dayOf(adminBefore, -2).visits);
    // The default is 14 days, oldest first, ending today.
    const fortnight = await board(signedIn.tokens.admin!);
    expect(fortnight.visits).toHaveLength(14);
    expect(fortnight.visits.at(-1)!.day).toBe(localDayText(now()));
  });

  it("adds the fixture to the administrator's tenant-wide figures", async () => {
    const figures = await board(signedIn.tokens.admin!);
    expect(figures.liveViewersNow).toBeGreaterThanOrEqual(1);
    expect(figures.completion.reduce((sum, b) => sum + b.records, 0)).toBeGreaterThanOrEqual(3);
    expect(figures.uploads.bytes).toBeGreaterThanOrEqual(3500);
    const o2 = figures.organisations.find((o) => o.orgaId === ids.o2);
    expect(o2?.liveViews).toBeGreaterThanOrEqual(2);
  });
});

describe('classrooms not sending (issue 29)', () => {
  it('counts the broadcast lessons on now whose captured classroom has sent nothing, until it sends', async () => {
    const admin = signedIn.tokens.admin!;
    // The seed's three live lessons are in capture studios; nothing is captured in this file.
    const before = await board(admin);
    expect(before.silentClassroomsNow).toBe(3);
    expect((await board(tokens.board)).silentClassroomsNow).toBe(0);
    await db().insert(lessonCaptures).values({ courId: 'cour-1-live-1', tenantId: '1', firstFeedAt: now(), lastFeedAt: now() });
    try {
      expect((await board(admin)).silentClassroomsNow).toBe(2);
    } finally {
      await db().delete(lessonCaptures).where(eq(lessonCaptures.courId, 'cour-1-live-1'));
    }
  });
});

describe('a recording counted on the data board and on its heat map (issue 28)', () => {
  it('says the same viewers in both, labelled with its class and lesson date, as watch records come and go through the API', async () => {
    // Two lessons of one week, recorded under one title: the board and the heat map tell them apart by their lesson's date.
    const lessonOn = async (begin: Date) =>
      (
        await db()
          .insert(courseSessions)
          .values({
            tenantId: '1',
            teclId: ids.c1,
            courName: 'Board lesson',
            courBeginTime: begin,
            courEndTime: new Date(begin.getTime() + 100 * 60_000),
            weekNo: 9,
            isLive: false,
          })
          .returning({ id: courseSessions.id })
      )[0]!.id;
    const tuesday = secondsAgo(4 * 86_400);
    const friday = secondsAgo(86_400);
    const recordingOf = async (courId: string) =>
      (
        await db()
          .insert(vods)
          .values({ tenantId: '1', teclId: ids.c1, courId, title: 'Board class 1 — week 9', status: 'ready', durationS: 600 })
          .returning({ id: vods.id })
      )[0]!.id;
    const early = await recordingOf(await lessonOn(tuesday));
    const late = await recordingOf(await lessonOn(friday));

    const student = async (username: string) => (await login(url(), { username, password: EXTRA_PASSWORD, tenantId: '1' })).jwt_token;
    const [s1, s2] = [await student('board.s1'), await student('board.s2')];
    const save = async (token: string, vodId: string, positionS: number) => {
      const answer = await call(url(), '/v1/vod/addVodWatchRecord', {
        method: 'POST',
        token,
        json: { vodId, positionS, watchPercent: positionS / 600 },
      });
      expect(answer.http, JSON.stringify(answer.body)).toBe(200);
    };
    // s1 plays past the middle of minute 0 (30 s); s2 has played 20 s: a viewer, in no minute yet.
    await save(s1, early, 45);
    await save(s2, early, 20);
    await save(s1, late, 45);

    const heatMap = async (vodId: string) => {
      const answer = await call(url(), `/v1/reports/recordings/${vodId}/heat-map`, { token: tokens.board });
      expect(answer.http, JSON.stringify(answer.body)).toBe(200);
      return heatMapSchema.parse(answer.body.result);
    };
    const onBoard = async (vodId: string) => (await board(tokens.board)).topLessons.find((lesson) => lesson.vodId === vodId);

    const [boardEarly, mapEarly] = [await onBoard(early), await heatMap(early)];
    expect(boardEarly).toMatchObject({ teclName: 'Board class 1', viewers: 2, recordedAt: tuesday.toISOString() });
    expect(mapEarly).toMatchObject({ teclName: 'Board class 1', viewers: 2, recordedAt: tuesday.toISOString() });
    expect(mapEarly.averagePercent).toBeCloseTo(boardEarly!.averagePercent, 9);
    expect(mapEarly.minutes[0]).toMatchObject({ minute: 0, viewers: 1 });
    expect(await onBoard(late)).toMatchObject({ viewers: 1, recordedAt: friday.toISOString() });
    expect(await heatMap(late)).toMatchObject({ viewers: 1, recordedAt: friday.toISOString() });

    // s1 deletes the early recording from their viewing record: a viewer no more, on the board or in any minute.
    const records = await call(url(), '/v1/myself/watchRecords?page.pageSize=50', { token: s1 });
    const entry = (records.body.result.records as unknown[]).map((r) => watchRecordItemSchema.parse(r)).find((r) => r.vodId === early);
    expect((await call(url(), `/v1/myself/watchRecords/${entry!.id}`, { method: 'DELETE', token: s1 })).http).toBe(200);
    const [boardAfter, mapAfter] = [await onBoard(early), await heatMap(early)];
    expect(boardAfter?.viewers).toBe(1);
    expect(mapAfter.viewers).toBe(1);
    expect(mapAfter.minutes[0]).toMatchObject({ minute: 0, viewers: 0, plays: 0 });
  });
});
