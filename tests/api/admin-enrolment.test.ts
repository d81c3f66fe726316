import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicTerms, courseSessions, enrolments, subjects, teachingClasses, users } from '../../server/db/schema';
import { EXTRA_PASSWORD } from '../../server/db/seed/plan';
import { localDayText, startOfLocalDay, startOfLocalWeek } from '../../server/local-day';
import {
  candidatePageSchema,
  ENROLMENT_CSV_MAX_ROWS,
  enrolledPageSchema,
  enrolmentImportResultSchema,
} from '../../src/schemas/admin-enrolment';
import { lessonSchema } from '../../src/schemas/catalogue';
import { pagedResultSchema } from '../../src/schemas/envelope';
import { call, login } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';

/**
 * Enrolment of a class (docs/admin.md "Enrolment"): listing, searching, adding, removing and the
 * CSV import, by the class's teacher or an administrator; students refused, other teachers 403,
 * other tenants 404. The class is this file's own (campus visibility off: only its students may
 * watch it), so what a student may see follows its enrolment.
 */
const signedIn = signedInServer(['admin', 'teacher01', 'student01', 'student02', 'nopriv01']);
const db = () => signedIn.server.database.db;
const now = () => signedIn.server.clock.now;
const extra = { teacher02: '', otherTenant: '' };
const fixture = { acteId: '', teclId: '', courId: '' };
const ids: Record<string, string> = {};

const userId = async (username: string, tenantId = '1') =>
  (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, username), eq(users.tenantId, tenantId)))
  )[0]!.id;

const path = (suffix = '', teclId = fixture.teclId) => `/v1/admin/classes/${encodeURIComponent(teclId)}/students${suffix}`;
const ask = (suffix: string, init: { method?: string; json?: unknown; token?: string } = {}, teclId?: string) =>
  call(signedIn.server.url, path(suffix, teclId), { token: signedIn.tokens.teacher01, ...init });
const enrolledIds = async () =>
  (await db().select({ id: enrolments.studentId }).from(enrolments).where(eq(enrolments.teclId, fixture.teclId))).map((e) => e.id).sort();
/** The catalogue's live list (cached per caller, docs/search.md "Caches") around the class's lesson: whether it lists it. */
const listed = async (token: string) => {
  const day = startOfLocalDay(now(), 2);
  const window = `courBeginTime=${day.getTime()}&courEndTime=${startOfLocalDay(day, 1).getTime()}`;
  const answer = await call(signedIn.server.url, `/v1/vod_live/t-1?${window}&page.pageSize=1000`, { token });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return pagedResultSchema(lessonSchema)
    .parse(answer.body.result)
    .records.some((lesson) => lesson.courId === fixture.courId);
};
const verify = async (token: string) =>
  (await call(signedIn.server.url, `/v1/course/verify?courId=${fixture.courId}`, { token })).body.result.verify as boolean;

beforeAll(async () => {
  const extraLogin = async (username: string, tenantId: string) =>
    (await login(signedIn.server.url, { username, password: EXTRA_PASSWORD, tenantId })).jwt_token;
  extra.teacher02 = await extraLogin('teacher02', '1');
  extra.otherTenant = await extraLogin('rc.teacher01', '2');
  for (const name of ['student01', 'student02', 'student04', 'student05', 'student06', 'nopriv01', 'teacher02'])
    ids[name] = await userId(name);
  ids['rc.student01'] = await userId('rc.student01', '2');

  const monday = startOfLocalWeek(now());
  const [term] = await db()
    .insert(academicTerms)
    .values({
      tenantId: '1',
      acteName: 'Enrolment test term',
      beginDate: localDayText(startOfLocalDay(monday, -7)),
      endDate: localDayText(startOfLocalDay(monday, 8 * 7)),
      weekCount: 9,
    })
    .returning({ id: academicTerms.id });
  fixture.acteId = term!.id;
  const [subject] = await db().select().from(subjects).where(eq(subjects.tenantId, '1')).orderBy(asc(subjects.id)).limit(1);
  const [tecl] = await db()
    .insert(teachingClasses)
    .values({
      tenantId: '1',
      subjId: subject!.id,
      teacherId: await userId('teacher01'),
      acteId: fixture.acteId,
      orgaId: subject!.orgaId,
      teclName: 'Enrolment test class',
      courseNo: 'ENROL-01',
      visibility: 'enrolled',
    })
    .returning({ id: teachingClasses.id });
  fixture.teclId = tecl!.id;
  const begin = startOfLocalDay(now(), 2);
  const [lesson] = await db()
    .insert(courseSessions)
    .values({
      tenantId: '1',
      teclId: fixture.teclId,
      courName: 'Enrolment test lesson',
      // Broadcast live, so the catalogue's live list shows it to those who may watch.
      isLive: true,
      courBeginTime: begin,
      courEndTime: new Date(begin.getTime() + 90 * 60_000),
      weekNo: 2,
    })
    .returning({ id: courseSessions.id });
  fixture.courId = lesson!.id;
});

afterAll(async () => {
  if (!signedIn.server || !fixture.teclId) return;
  await db().delete(teachingClasses).where(eq(teachingClasses.id, fixture.teclId));
  await db().delete(academicTerms).where(eq(academicTerms.id, fixture.acteId));
});

describe('enrolment of a class', () => {
  it('adds students by id, lists and filters them, removes one, and the students see the class at once', async () => {
    expect(await verify(signedIn.tokens.student01!)).toBe(false);
    expect(await listed(signedIn.tokens.student01!)).toBe(false);

    const added = await ask('', { method: 'POST', json: { ids: [ids.student01, ids.student02, ids.student01] } });
    expect(added.http, JSON.stringify(added.body)).toBe(200);
    expect(added.body.result).toEqual({ added: [ids.student01, ids.student02], alreadyEnrolled: [] });
    expect(await verify(signedIn.tokens.student01!)).toBe(true);
    expect(await listed(signedIn.tokens.student01!)).toBe(true);
    const again = await ask('', { method: 'POST', json: { ids: [ids.student02] }, token: signedIn.tokens.admin });
    expect(again.body.result).toEqual({ added: [], alreadyEnrolled: [ids.student02] });

    const list = await ask('?page.pageSize=10');
    expect(list.http, JSON.stringify(list.body)).toBe(200);
    const page = enrolledPageSchema.parse(list.body.result);
    expect(page.total).toBe(2);
    expect(page.records.map((r) => r.username).sort()).toEqual(['student01', 'student02']);
    expect(page.records.find((r) => r.username === 'student01')).toMatchObject({ code: '2024000001', name: 'Chen Xiaoming 陈晓明' });
    // The filter reads name, username and code, case-insensitively; a LIKE wildcard is a plain character.
    for (const [keyword, expected] of [
      ['CHEN', ['student01']],
      ['2024000002', ['student02']],
      ['王芳', ['student02']],
      ['%', []],
    ] as const) {
      const filtered = enrolledPageSchema.parse((await ask(`?keyword=${encodeURIComponent(keyword)}`)).body.result);
      expect(
        filtered.records.map((r) => r.username),
        keyword,
      ).toEqual(expected);
    }

    const removed = await ask(`/${ids.student01}`, { method: 'DELETE' });
    expect(removed.http, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.result).toEqual({ removed: ids.student01 });
    expect(await verify(signedIn.tokens.student01!)).toBe(false);
    expect(await listed(signedIn.tokens.student01!)).toBe(false);
    expect((await ask(`/${ids.student01}`, { method: 'DELETE' })).http).toBe(404);
    expect(await enrolledIds()).toEqual([ids.student02]);
  });

  it('searches only the tenant’s students, saying who is enrolled', async () => {
    await db().delete(enrolments).where(eq(enrolments.teclId, fixture.teclId));
    await db().insert(enrolments).values({ tenantId: '1', teclId: fixture.teclId, studentId: ids.student02! });
    const found = await ask('/candidates?keyword=student0&page.pageSize=100');
    expect(found.http, JSON.stringify(found.body)).toBe(200);
    const page = candidatePageSchema.parse(found.body.result);
    const usernames = page.records.map((r) => r.username);
    expect(usernames).toContain('student01');
    expect(usernames).toContain('student04');
    expect(usernames.some((u) => u.startsWith('teacher') || u.startsWith('rc.'))).toBe(false);
    expect(page.records.find((r) => r.username === 'student02')?.enrolled).toBe(true);
    expect(page.records.find((r) => r.username === 'student01')?.enrolled).toBe(false);
    const byCode = candidatePageSchema.parse((await ask('/candidates?keyword=2024000001')).body.result);
    expect(byCode.records.map((r) => r.username)).toEqual(['student01']);
    const teachers = candidatePageSchema.parse((await ask('/candidates?keyword=teacher0')).body.result);
    expect(teachers.total).toBe(0);
  });

  it('imports a CSV file: reports each bad row and enrols the good ones', async () => {
    await db().delete(enrolments).where(eq(enrolments.teclId, fixture.teclId));
    await db().insert(enrolments).values({ tenantId: '1', teclId: fixture.teclId, studentId: ids.student02! });
    const csv = [
      '\uFEFFusername,name',
      'student04,Someone',
      '2024100005', // student05 by student code
      '',
      'teacher02',
      'nobody',
      'student04',
      '"student06"',
      'student02',
      'rc.student01',
      '2024100004', // student04 again, by code
      '',
      '',
    ].join('\r\n');
    const preview = await ask('/import', { method: 'POST', json: { csv, dryRun: true } });
    expect(preview.http, JSON.stringify(preview.body)).toBe(200);
    expect(await enrolledIds()).toEqual([ids.student02]);

    const answer = await ask('/import', { method: 'POST', json: { csv } });
    expect(answer.http, JSON.stringify(answer.body)).toBe(200);
    const report = enrolmentImportResultSchema.parse(answer.body.result);
    expect({ ...report, dryRun: true }).toEqual(enrolmentImportResultSchema.parse(preview.body.result));
    expect(report.header).toBe(true);
    expect(report.added.map((r) => [r.row, r.value, r.username])).toEqual([
      [2, 'student04', 'student04'],
      [3, '2024100005', 'student05'],
      [8, 'student06', 'student06'],
    ]);
    expect(report.alreadyEnrolled.map((r) => [r.row, r.username])).toEqual([[9, 'student02']]);
    expect(report.errors).toEqual([
      { row: 4, value: '', reason: 'empty' },
      { row: 5, value: 'teacher02', reason: 'notStudent' },
      { row: 6, value: 'nobody', reason: 'unknownUser' },
      { row: 7, value: 'student04', reason: 'duplicateInFile' },
      { row: 10, value: 'rc.student01', reason: 'unknownUser' },
      { row: 11, value: '2024100004', reason: 'duplicateInFile' },
    ]);
    expect(await enrolledIds()).toEqual([ids.student02, ids.student04, ids.student05, ids.student06].sort());

    // The imported student sees the class's lesson on their timetable and may open it.
    const student04 = (await login(signedIn.server.url, { username: 'student04', password: EXTRA_PASSWORD, tenantId: '1' })).jwt_token;
    expect(await verify(student04)).toBe(true);
    const day = startOfLocalDay(now(), 2);
    const query = new URLSearchParams({
      courBeginTime: String(day.getTime()),
      courEndTime: String(startOfLocalDay(day, 1).getTime()),
      'page.pageIndex': '1',
      'page.pageSize': '1000',
    });
    const timetable = await call(signedIn.server.url, `/v1/myself/curriculum?${query}`, { token: student04 });
    expect(timetable.body.result.records.map((r: { courId: string }) => r.courId)).toContain(fixture.courId);

    // A file without a header and with a bare LF: the first row is a student.
    const plain = enrolmentImportResultSchema.parse(
      (await ask('/import', { method: 'POST', json: { csv: 'student01\nstudent04\n' } })).body.result,
    );
    expect(plain.header).toBe(false);
    expect(plain.added.map((r) => [r.row, r.username])).toEqual([[1, 'student01']]);
    expect(plain.alreadyEnrolled.map((r) => [r.row, r.username])).toEqual([[2, 'student04']]);
  });

  it('refuses bad bodies with a 400 naming the field, enrolling nobody', async () => {
    const before = await enrolledIds();
    const tooMany = Array.from({ length: ENROLMENT_CSV_MAX_ROWS + 1 }, () => 'student01').join('\n');
    // The refusal a form words in its language (src/schemas/refusals.ts), with the field it is
    // about; where the schema refuses, each field's problem (src/schemas/field-problems.ts). The
    // sentence names no id: the ids are the page's own.
    const refusal = (reason: string, values: Record<string, string | number>, field: string) => ({ reason, values, field });
    const fieldsInvalid = (field: string, rule: string) => ({
      reason: 'fieldsInvalid',
      values: {},
      fields: [{ in: 'body', field, rule, values: {} }],
    });
    const cases: [string, unknown, string, unknown][] = [
      ['', { ids: [] }, 'ids', fieldsInvalid('ids', 'required')],
      ['', { ids: ['no-such-user'] }, 'ids.0', refusal('enrolNoUser', {}, 'ids.0')],
      ['', { ids: [ids.student05, ids.teacher02] }, 'ids.1', refusal('enrolNotStudent', { user: 'teacher02' }, 'ids.1')],
      ['', { ids: [ids['rc.student01']] }, 'ids.0', refusal('enrolNoUser', {}, 'ids.0')],
      ['', { ids: [ids.student05], extra: 1 }, 'extra', fieldsInvalid('extra', 'unknown')],
      ['/import', { csv: '' }, 'csv', refusal('csvEmpty', {}, 'csv')],
      ['/import', { csv: 'username\n\n' }, 'csv', refusal('csvEmpty', {}, 'csv')],
      [
        '/import',
        { csv: tooMany },
        'csv',
        refusal('csvTooManyRows', { max: ENROLMENT_CSV_MAX_ROWS, rows: ENROLMENT_CSV_MAX_ROWS + 1 }, 'csv'),
      ],
      ['/import', { csv: 42 }, 'csv', fieldsInvalid('csv', 'invalid')],
    ];
    for (const [suffix, json, field, refusal] of cases) {
      const answer = await ask(suffix, { method: 'POST', json });
      expect(answer.http, JSON.stringify(json).slice(0, 100)).toBe(400);
      expect(answer.body.message, JSON.stringify(json).slice(0, 100)).toContain(field);
      expect(answer.body.result, JSON.stringify(json).slice(0, 100)).toEqual(refusal);
    }
    const badQuery = await ask(`?page.pageSize=0`);
    expect(badQuery.http).toBe(400);
    expect(badQuery.body.message).toContain('page.pageSize');
    expect(await enrolledIds()).toEqual(before);
  });

  it('lets the class’s teacher and the tenant’s administrators manage it; refuses students, other teachers and other tenants', async () => {
    const json = { ids: [ids.student05] };
    for (const [token, status] of [
      [signedIn.tokens.student01, 403],
      [signedIn.tokens.nopriv01, 403],
      [extra.teacher02, 403],
      [extra.otherTenant, 404],
    ] as const) {
      for (const [suffix, method, body] of [
        ['', 'GET', undefined],
        ['/candidates', 'GET', undefined],
        ['', 'POST', json],
        ['/import', 'POST', { csv: 'student05' }],
        [`/${ids.student02}`, 'DELETE', undefined],
      ] as const) {
        const refused = await ask(suffix, { method, json: body, token });
        expect(refused.http, `${method} ${suffix} ${JSON.stringify(refused.body)}`).toBe(status);
      }
    }
    expect((await ask('', {}, 'no-such-class')).http).toBe(404);
    expect((await call(signedIn.server.url, path(), {})).http).toBe(401);
    const byAdmin = await ask('', { token: signedIn.tokens.admin });
    expect(byAdmin.http).toBe(200);
    expect(enrolledPageSchema.parse(byAdmin.body.result).records.map((r) => r.userId)).toContain(ids.student02);
  });
});
