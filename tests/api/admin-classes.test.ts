import { and, asc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  academicTerms,
  classrooms,
  courseSessions,
  enrolments,
  messages,
  organisations,
  searchTexts,
  subjects,
  tags,
  teachingClasses,
  users,
  vods,
} from '../../server/db/schema';
import { EXTRA_PASSWORD } from '../../server/db/seed/plan';
import { atLocalTime, localDayText, startOfLocalDay, startOfLocalWeek } from '../../server/local-day';
import { classPageSchema, generatedLessonsSchema, managedClassSchema, type ManagedClass } from '../../src/schemas/admin-classes';
import { messagePageSchema } from '../../src/schemas/messages';
import { curriculumResultSchema } from '../../src/schemas/schedule';
import { call, login } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';

/**
 * /admin/home's classes (docs/admin.md "Classes", "Generating a term's lessons", "Lessons"):
 * listing, creating, editing and deleting classes, generating a term's lessons from a weekly
 * pattern, cancelling one lesson; who may do each. Everything here lives in terms of this file's
 * own, built around the server's clock, so the file passes whatever today's date is.
 */
const signedIn = signedInServer(['admin', 'teacher01', 'student01', 'student02', 'nopriv01']);
const db = () => signedIn.server.database.db;
const now = () => signedIn.server.clock.now;
const url = () => signedIn.server.url;
const extra = { teacher02: '', otherTenant: '' };

const ids = {
  teacher01: '',
  teacher02: '',
  student01: '',
  student02: '',
  subject: { id: '', orgaId: '', subjName: '', subjNameEn: '' },
  otherOrga: '',
  tags: [] as { id: string; name: string }[],
  rooms: [] as { id: string; clroName: string }[],
  foreign: { subject: '', term: '', tag: '', room: '', orga: '' },
};
/** Term A begins on a Wednesday two weeks before the clock's week and lasts 12 weeks; term B is for the listing. */
const termA = { id: '', monday: new Date(0), beginDate: '', endDate: '' };
const termB = { id: '' };

const userId = async (username: string, tenantId = '1') =>
  (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, username), eq(users.tenantId, tenantId)))
  )[0]!.id;

type Json = Record<string, unknown>;
const get = (path: string, token: string) => call(url(), path, { token });
const send = (method: string, path: string, token: string, json?: unknown) => call(url(), path, { method, token, json });
const createClass = (json: Json, token = signedIn.tokens.admin!) => send('POST', '/v1/admin/classes', token, json);
const editClass = (teclId: string, json: Json, token = signedIn.tokens.teacher01!) =>
  send('PATCH', `/v1/admin/classes/${teclId}`, token, json);
const deleteClass = (teclId: string, token = signedIn.tokens.teacher01!) => send('DELETE', `/v1/admin/classes/${teclId}`, token);
const generate = (teclId: string, json: Json, token = signedIn.tokens.teacher01!) =>
  send('POST', `/v1/admin/classes/${teclId}/sessions/generate`, token, json);
const cancel = (courId: string, token = signedIn.tokens.teacher01!) => send('DELETE', `/v1/admin/course-sessions/${courId}`, token);
const list = async (query: Record<string, string>, token = signedIn.tokens.admin!) => {
  const answer = await get(`/v1/admin/classes?${new URLSearchParams(query)}`, token);
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return classPageSchema.parse(answer.body.result);
};

let made = 0;
/** A class made through the API (by the administrator unless told), answered as the list shows it. */
async function newClass(fields: Json = {}, token = signedIn.tokens.admin!): Promise<ManagedClass> {
  made++;
  const answer = await createClass(
    {
      teclName: `Admin test class ${made}`,
      courseNo: `ADMT-${made}`,
      subjId: ids.subject.id,
      acteId: termA.id,
      teacId: ids.teacher01,
      ...fields,
    },
    token,
  );
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return managedClassSchema.parse(answer.body.result);
}

/** A lesson of `teclId` written straight to the table, from `begin` for 100 minutes. */
async function lesson(teclId: string, begin: Date): Promise<string> {
  const [row] = await db()
    .insert(courseSessions)
    .values({
      tenantId: '1',
      teclId,
      clroId: ids.rooms[0]!.id,
      courName: 'Test lesson',
      courBeginTime: begin,
      courEndTime: new Date(begin.getTime() + 100 * 60_000),
      weekNo: 1,
    })
    .returning({ id: courseSessions.id });
  return row!.id;
}

const enrol = (teclId: string, ...studentIds: string[]) =>
  db()
    .insert(enrolments)
    .values(studentIds.map((studentId) => ({ tenantId: '1', teclId, studentId })));

const recording = (teclId: string, courId: string | null = null) =>
  db().insert(vods).values({ tenantId: '1', teclId, courId, title: 'A recording', status: 'ready' });

/** Local `hour`:`minute` on day `day` (1 Monday … 7 Sunday) of term A's week `week`. */
const termDay = (week: number, day: number) => startOfLocalDay(termA.monday, (week - 1) * 7 + day - 1);
const at = (week: number, day: number, hour: number, minute: number) => atLocalTime(termDay(week, day), hour, minute);

beforeAll(async () => {
  const extraLogin = async (username: string, tenantId: string) =>
    (await login(url(), { username, password: EXTRA_PASSWORD, tenantId })).jwt_token;
  extra.teacher02 = await extraLogin('teacher02', '1');
  extra.otherTenant = await extraLogin('rc.teacher01', '2');
  for (const name of ['teacher01', 'teacher02', 'student01', 'student02'] as const) ids[name] = await userId(name);

  termA.monday = startOfLocalDay(startOfLocalWeek(now()), -14);
  termA.beginDate = localDayText(startOfLocalDay(termA.monday, 2));
  termA.endDate = localDayText(startOfLocalDay(termA.monday, 12 * 7 - 1));
  const [a] = await db()
    .insert(academicTerms)
    .values({ tenantId: '1', acteName: 'Admin classes test term A', beginDate: termA.beginDate, endDate: termA.endDate, weekCount: 12 })
    .returning({ id: academicTerms.id });
  termA.id = a!.id;
  const [b] = await db()
    .insert(academicTerms)
    .values({ tenantId: '1', acteName: 'Admin classes test term B', beginDate: termA.beginDate, endDate: termA.endDate, weekCount: 12 })
    .returning({ id: academicTerms.id });
  termB.id = b!.id;

  const [subject] = await db().select().from(subjects).where(eq(subjects.tenantId, '1')).orderBy(asc(subjects.id)).limit(1);
  ids.subject = subject!;
  ids.otherOrga = (
    await db()
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.tenantId, '1'), ne(organisations.id, subject!.orgaId)))
      .limit(1)
  )[0]!.id;
  ids.tags = await db().select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.tenantId, '1')).orderBy(asc(tags.id)).limit(2);
  ids.rooms = await db()
    .select({ id: classrooms.id, clroName: classrooms.clroName })
    .from(classrooms)
    .where(eq(classrooms.tenantId, '1'))
    .orderBy(asc(classrooms.id))
    .limit(2);
  ids.foreign = {
    subject: (await db().select({ id: subjects.id }).from(subjects).where(eq(subjects.tenantId, '2')).limit(1))[0]!.id,
    term: (await db().select({ id: academicTerms.id }).from(academicTerms).where(eq(academicTerms.tenantId, '2')).limit(1))[0]!.id,
    tag: (await db().select({ id: tags.id }).from(tags).where(eq(tags.tenantId, '2')).limit(1))[0]!.id,
    room: (await db().select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.tenantId, '2')).limit(1))[0]!.id,
    orga: (await db().select({ id: organisations.id }).from(organisations).where(eq(organisations.tenantId, '2')).limit(1))[0]!.id,
  };
});

describe('creating and editing a class', () => {
  it("lets an administrator create a teacher's class, which its teacher then edits and finds in their list", async () => {
    const created = await newClass({ tagIds: [ids.tags[0]!.id], visibility: 'enrolled', description: 'Weekly lectures.' });
    expect(created).toMatchObject({
      teclName: `Admin test class ${made}`,
      courseNo: `ADMT-${made}`,
      description: 'Weekly lectures.',
      subject: { subjId: ids.subject.id, subjName: ids.subject.subjName },
      teacher: { teacId: ids.teacher01 },
      // The organisation defaults to the subject's.
      organisation: { orgaId: ids.subject.orgaId },
      term: { acteId: termA.id, acteName: 'Admin classes test term A' },
      tags: [{ tagId: ids.tags[0]!.id, tagName: ids.tags[0]!.name }],
      visibility: 'enrolled',
      sessionCount: 0,
      recordingCount: 0,
      enrolledCount: 0,
    });

    const edited = await editClass(created.teclId, {
      teclName: 'Renamed by its teacher',
      courseNo: 'RENAMED-01',
      tagIds: [ids.tags[1]!.id],
      orgaId: ids.otherOrga,
      visibility: 'campus',
    });
    expect(edited.http, JSON.stringify(edited.body)).toBe(200);
    expect(managedClassSchema.parse(edited.body.result)).toMatchObject({
      teclName: 'Renamed by its teacher',
      courseNo: 'RENAMED-01',
      description: 'Weekly lectures.',
      organisation: { orgaId: ids.otherOrga },
      tags: [{ tagId: ids.tags[1]!.id }],
      visibility: 'campus',
    });

    const mine = await list({ q: 'renamed-0' }, signedIn.tokens.teacher01!);
    expect(mine.records.map((c) => c.teclId)).toEqual([created.teclId]);
    // The course search finds the class under its new name at once.
    const indexed = await db()
      .select({ field: searchTexts.field, source: searchTexts.source })
      .from(searchTexts)
      .where(eq(searchTexts.entityId, created.teclId))
      .orderBy(asc(searchTexts.field));
    expect(indexed).toEqual([
      { field: 'courseNo', source: 'RENAMED-01' },
      { field: 'teclName', source: 'Renamed by its teacher' },
    ]);
  });

  it('lets a teacher create their own class (themselves as teacher) but not give one to another teacher', async () => {
    const own = await newClass({ teacId: undefined }, signedIn.tokens.teacher01);
    expect(own.teacher.teacId).toBe(ids.teacher01);
    const forOther = await createClass(
      { teclName: 'Not mine', courseNo: 'X-1', subjId: ids.subject.id, acteId: termA.id, teacId: ids.teacher02 },
      signedIn.tokens.teacher01,
    );
    expect(forOther.http).toBe(403);
    expect(forOther.body.message).toContain('teacId');
    expect((await editClass(own.teclId, { teacId: ids.teacher02 })).http).toBe(403);
    // An administrator may hand it over.
    // Without lessons, a class may move to another term.
    const otherTerm = await editClass(own.teclId, { acteId: termB.id });
    expect(otherTerm.http, JSON.stringify(otherTerm.body)).toBe(200);
    expect(otherTerm.body.result.term.acteId).toBe(termB.id);
    expect((await editClass(own.teclId, { acteId: termA.id })).http).toBe(200);
    const handed = await editClass(own.teclId, { teacId: ids.teacher02 }, signedIn.tokens.admin);
    expect(handed.http, JSON.stringify(handed.body)).toBe(200);
    expect(handed.body.result.teacher.teacId).toBe(ids.teacher02);
  });

  it('refuses bad bodies with a 400 naming the field, creating and changing nothing', async () => {
    const valid = { teclName: 'Valid', courseNo: 'V-1', subjId: ids.subject.id, acteId: termA.id, teacId: ids.teacher01 };
    const creates: [Json, string][] = [
      [{ ...valid, teclName: '  ' }, 'teclName'],
      [{ ...valid, teclName: 'x'.repeat(101) }, 'teclName'],
      [{ ...valid, courseNo: undefined }, 'courseNo'],
      [{ ...valid, subjId: 'no-such-subject' }, 'subjId'],
      [{ ...valid, subjId: ids.foreign.subject }, 'subjId'],
      [{ ...valid, acteId: ids.foreign.term }, 'acteId'],
      [{ ...valid, acteId: undefined }, 'acteId'],
      [{ ...valid, orgaId: ids.foreign.orga }, 'orgaId'],
      [{ ...valid, tagIds: [ids.tags[0]!.id, ids.foreign.tag] }, 'tagIds'],
      [{ ...valid, tagIds: [ids.tags[0]!.id, ids.tags[0]!.id] }, 'tagIds'],
      [{ ...valid, teacId: ids.student01 }, 'teacId'],
      [{ ...valid, teacId: undefined }, 'teacId'],
      [{ ...valid, visibility: 'secret' }, 'visibility'],
      [{ ...valid, weekNo: 3 }, 'weekNo'],
    ];
    const before = await list({ acteId: termA.id });
    const reasons = new Map<string, string | null>();
    for (const [body, field] of creates) {
      const answer = await createClass(body);
      expect(answer.http, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toContain(field);
      reasons.set(`create ${JSON.stringify(body)}`, answer.body.result?.reason ?? null);
    }
    // What a form words in its language (src/schemas/refusals.ts): an id of another school is gone.
    expect(reasons.get(`create ${JSON.stringify({ ...valid, orgaId: ids.foreign.orga })}`)).toBe('organisationGone');
    expect(reasons.get(`create ${JSON.stringify({ ...valid, tagIds: [ids.tags[0]!.id, ids.foreign.tag] })}`)).toBe('tagGone');
    expect(reasons.get(`create ${JSON.stringify({ ...valid, teacId: ids.student01 })}`)).toBe('teacherGone');
    // A value the schema refuses: each field's problem (src/schemas/field-problems.ts).
    expect(reasons.get(`create ${JSON.stringify({ ...valid, visibility: 'secret' })}`)).toBe('fieldsInvalid');
    expect((await list({ acteId: termA.id })).total).toBe(before.total);

    const target = await newClass();
    const edits: [Json, string][] = [
      [{}, 'at least one'],
      [{ teclName: '' }, 'teclName'],
      [{ subjId: ids.foreign.subject }, 'subjId'],
      [{ acteId: 'no-such-term' }, 'acteId'],
      [{ orgaId: 'no-such-orga' }, 'orgaId'],
      [{ tagIds: ['no-such-tag'] }, 'tagIds'],
      [{ teacId: ids.student02 }, 'teacId'],
      [{ teclname: 'typo' }, 'teclname'],
    ];
    for (const [body, field] of edits) {
      const answer = await editClass(target.teclId, body, signedIn.tokens.admin);
      expect(answer.http, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toContain(field);
      reasons.set(`edit ${JSON.stringify(body)}`, answer.body.result?.reason ?? null);
    }
    expect(reasons.get(`edit ${JSON.stringify({ subjId: ids.foreign.subject })}`)).toBe('subjectGone');
    expect(reasons.get(`edit ${JSON.stringify({ acteId: 'no-such-term' })}`)).toBe('termGone');
    expect(reasons.get(`edit ${JSON.stringify({ tagIds: ['no-such-tag'] })}`)).toBe('tagGone');
    const [stored] = await db().select().from(teachingClasses).where(eq(teachingClasses.id, target.teclId));
    expect(stored).toMatchObject({ teclName: target.teclName, teacherId: ids.teacher01, acteId: termA.id });
  });
});

describe('who may manage which class', () => {
  it("refuses another teacher's class (403), students (403) and other tenants (404)", async () => {
    const others = await newClass({ teacId: ids.teacher02 });
    const courId = await lesson(others.teclId, at(8, 2, 8, 0));
    const pattern = { weekdays: [2], slots: { first: 1, count: 2 }, weeks: { from: 8, to: 8 } };
    for (const [token, status] of [
      [signedIn.tokens.teacher01!, 403],
      [signedIn.tokens.student01!, 403],
      [signedIn.tokens.nopriv01!, 403],
      [extra.otherTenant, 404],
    ] as const) {
      expect((await editClass(others.teclId, { teclName: 'Taken over' }, token)).http).toBe(status);
      expect((await deleteClass(others.teclId, token)).http).toBe(status);
      expect((await generate(others.teclId, pattern, token)).http).toBe(status);
      expect((await cancel(courId, token)).http).toBe(status);
    }
    expect((await editClass('no-such-class', { teclName: 'x' })).http).toBe(404);
    const [stored] = await db().select().from(teachingClasses).where(eq(teachingClasses.id, others.teclId));
    expect(stored!.teclName).toBe(others.teclName);
    expect(await db().select().from(courseSessions).where(eq(courseSessions.id, courId))).toHaveLength(1);

    // Its own teacher may.
    expect((await editClass(others.teclId, { description: 'Mine' }, extra.teacher02)).http).toBe(200);
  });

  it('keeps the whole area from students and lists to each only what they may manage', async () => {
    const valid = { teclName: 'By a student', courseNo: 'S-1', subjId: ids.subject.id, acteId: termA.id };
    expect((await createClass(valid, signedIn.tokens.student01)).http).toBe(403);
    expect((await get('/v1/admin/classes', signedIn.tokens.student01!)).http).toBe(403);
    expect((await get('/v1/admin/classes', signedIn.tokens.nopriv01!)).http).toBe(403);
    expect((await call(url(), '/v1/admin/classes')).http).toBe(401);

    await newClass({ teacId: ids.teacher02 });
    const teachers = (await list({ acteId: termA.id, 'page.pageSize': '100' }, signedIn.tokens.teacher01)).records;
    expect(teachers.length).toBeGreaterThan(0);
    expect(teachers.every((c) => c.teacher.teacId === ids.teacher01)).toBe(true);
    const admins = (await list({ acteId: termA.id, 'page.pageSize': '100' })).records;
    expect(admins.some((c) => c.teacher.teacId === ids.teacher02)).toBe(true);
    // Another tenant sees none of them, even asking for the term by id.
    expect((await list({ acteId: termA.id }, extra.otherTenant)).total).toBe(0);
  });
});

describe('GET /v1/admin/classes', () => {
  it('filters by term, organisation, teacher, tag and text, pages with totals, and counts lessons, recordings and students', async () => {
    const inB = (n: number, fields: Json) => newClass({ acteId: termB.id, teclName: `Listing ${n}`, courseNo: `LIST-${n}`, ...fields });
    const first = await inB(1, { tagIds: [ids.tags[0]!.id] });
    const second = await inB(2, { tagIds: [ids.tags[0]!.id, ids.tags[1]!.id], orgaId: ids.otherOrga });
    const third = await inB(3, { teacId: ids.teacher02 });
    await lesson(first.teclId, at(9, 1, 8, 0));
    await lesson(first.teclId, at(9, 3, 8, 0));
    await recording(first.teclId);
    await enrol(first.teclId, ids.student01, ids.student02);

    const all = await list({ acteId: termB.id });
    expect(all.total).toBe(3);
    // Newest term first, then by name.
    expect(all.records.map((c) => c.teclName)).toEqual(['Listing 1', 'Listing 2', 'Listing 3']);
    expect(all.records[0]).toMatchObject({ sessionCount: 2, recordingCount: 1, enrolledCount: 2 });
    expect(all.records[1]!.tags.map((t) => t.tagId).sort()).toEqual([ids.tags[0]!.id, ids.tags[1]!.id].sort());

    const page = (index: number) => list({ acteId: termB.id, 'page.pageSize': '2', 'page.pageIndex': String(index) });
    expect(await page(1)).toMatchObject({
      total: 3,
      pageIndex: 1,
      pageSize: 2,
      records: [{ teclId: first.teclId }, { teclId: second.teclId }],
    });
    expect(await page(2)).toMatchObject({ total: 3, records: [{ teclId: third.teclId }] });
    expect(await page(3)).toMatchObject({ total: 3, records: [] });

    const names = async (query: Record<string, string>) => (await list({ acteId: termB.id, ...query })).records.map((c) => c.teclName);
    expect(await names({ tagId: ids.tags[1]!.id })).toEqual(['Listing 2']);
    expect(await names({ tagId: ids.tags[0]!.id })).toEqual(['Listing 1', 'Listing 2']);
    expect(await names({ orgaId: ids.otherOrga })).toEqual(['Listing 2']);
    expect(await names({ teacId: ids.teacher02 })).toEqual(['Listing 3']);
    expect(await names({ q: 'list-3' })).toEqual(['Listing 3']);
    expect(await names({ q: ids.subject.subjNameEn.toUpperCase() })).toEqual(['Listing 1', 'Listing 2', 'Listing 3']);
    expect(await names({ q: '100%_' })).toEqual([]);
    // The teacher's list of the same term holds only theirs.
    expect((await list({ acteId: termB.id }, signedIn.tokens.teacher01)).total).toBe(2);

    for (const [query, field] of [
      [{ 'page.pageSize': '101' }, 'page.pageSize'],
      [{ 'page.pageIndex': '0' }, 'page.pageIndex'],
      [{ q: 'x'.repeat(101) }, 'q'],
    ] as const) {
      const refused = await get(`/v1/admin/classes?${new URLSearchParams(query)}`, signedIn.tokens.admin!);
      expect(refused.http).toBe(400);
      expect(refused.body.message).toContain(field);
    }
  });
});

describe('POST /v1/admin/classes/:teclId/sessions/generate', () => {
  it('makes a weekly pattern across weeks, skipping a holiday and the lessons the class already has', async () => {
    const tecl = await newClass();
    await enrol(tecl.teclId, ids.student01);
    // Monday of week 6 at 10:00 exists already; the Wednesday of week 5 is a holiday.
    const existing = await lesson(tecl.teclId, at(6, 1, 10, 0));
    const holiday = localDayText(termDay(5, 3));
    const pattern = {
      weekdays: [3, 1],
      slots: { first: 3, count: 2 },
      clroId: ids.rooms[1]!.id,
      weeks: { from: 4, to: 6 },
      skipDates: [holiday],
      courName: 'Lecture',
    };
    const answer = await generate(tecl.teclId, pattern);
    expect(answer.http, JSON.stringify(answer.body)).toBe(200);
    const result = generatedLessonsSchema.parse(answer.body.result);
    const lessonAt = (week: number, day: number) => ({
      courName: 'Lecture',
      courBeginTime: at(week, day, 10, 0).toISOString(),
      courEndTime: at(week, day, 11, 40).toISOString(),
      weekNo: week,
      letiNumber: 3,
    });
    expect(result.made).toMatchObject([lessonAt(4, 1), lessonAt(4, 3), lessonAt(5, 1), lessonAt(6, 3)]);
    expect(result.skipped).toEqual([
      { date: holiday, courBeginTime: at(5, 3, 10, 0).toISOString(), weekNo: 5, reason: 'holiday' },
      { date: localDayText(termDay(6, 1)), courBeginTime: at(6, 1, 10, 0).toISOString(), weekNo: 6, reason: 'exists' },
    ]);
    const stored = await db()
      .select({
        id: courseSessions.id,
        clroId: courseSessions.clroId,
        weekNo: courseSessions.weekNo,
        letiNumber: courseSessions.letiNumber,
      })
      .from(courseSessions)
      .where(eq(courseSessions.teclId, tecl.teclId));
    expect(stored).toHaveLength(5);
    expect(stored.filter((s) => s.id !== existing).every((s) => s.clroId === ids.rooms[1]!.id && s.letiNumber === 3)).toBe(true);

    // The same call again makes nothing: every lesson exists.
    const again = generatedLessonsSchema.parse((await generate(tecl.teclId, pattern)).body.result);
    expect(again.made).toEqual([]);
    expect(again.skipped.map((s) => s.reason)).toEqual(['exists', 'exists', 'exists', 'holiday', 'exists', 'exists']);
    expect(await db().select().from(courseSessions).where(eq(courseSessions.teclId, tecl.teclId))).toHaveLength(5);

    // The enrolled student's timetable shows them; the class list counts them.
    const query = new URLSearchParams({
      courBeginTime: String(termDay(4, 1).getTime()),
      courEndTime: String(termDay(7, 1).getTime()),
      'page.pageIndex': '1',
      'page.pageSize': '1000',
    });
    const timetable = await call(url(), `/v1/myself/curriculum?${query}`, { token: signedIn.tokens.student01 });
    expect(timetable.http, JSON.stringify(timetable.body)).toBe(200);
    const shown = curriculumResultSchema.parse(timetable.body.result).records.filter((r) => r.teclId === tecl.teclId);
    expect(shown.map((r) => r.courId).sort()).toEqual(stored.map((s) => s.id).sort());
    expect((await list({ q: tecl.courseNo })).records[0]!.sessionCount).toBe(5);

    // A class with lessons keeps its term.
    const moved = await editClass(tecl.teclId, { acteId: termB.id }, signedIn.tokens.admin);
    expect(moved.http).toBe(409);
    expect(moved.body.message).toContain('lessons');
    expect(moved.body.result).toEqual({ reason: 'classKeepsTerm', values: {} });
  });

  it('skips days before the term begins and lessons that would have begun by now', async () => {
    const tecl = await newClass();
    // Weeks 1 to 3: the term begins on the Wednesday of week 1, and the clock is in week 3.
    const answer = await generate(tecl.teclId, {
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      slots: { first: 1, count: 2 },
      weeks: { from: 1, to: 3 },
    });
    expect(answer.http, JSON.stringify(answer.body)).toBe(200);
    const { made, skipped } = generatedLessonsSchema.parse(answer.body.result);
    expect(made.length + skipped.length).toBe(21);
    expect(skipped.filter((s) => s.reason === 'outside-term').map((s) => s.date)).toEqual([
      localDayText(termDay(1, 1)),
      localDayText(termDay(1, 2)),
    ]);
    for (const s of skipped.filter((s) => s.reason !== 'outside-term')) {
      expect(s.reason).toBe('past');
      expect(new Date(s.courBeginTime).getTime()).toBeLessThanOrEqual(now().getTime());
    }
    for (const m of made) expect(new Date(m.courBeginTime).getTime()).toBeGreaterThan(now().getTime());
    expect(made.every((m) => m.weekNo === 3)).toBe(true);
    // Default name: the subject's names, as the timetable shows them.
    expect(made.every((m) => m.courName === `${ids.subject.subjName} ${ids.subject.subjNameEn}`)).toBe(true);
  });

  it('refuses a bad pattern with a 400 naming the field, making nothing', async () => {
    const tecl = await newClass();
    const valid = { weekdays: [1], slots: { first: 1, count: 2 }, weeks: { from: 5, to: 6 } };
    const cases: [Json, string][] = [
      [{ ...valid, weekdays: [] }, 'weekdays'],
      [{ ...valid, weekdays: [8] }, 'weekdays'],
      [{ ...valid, weekdays: [2, 2] }, 'weekdays'],
      [{ ...valid, slots: { first: 13, count: 1 } }, 'slots.first'],
      [{ ...valid, slots: { first: 11, count: 3 } }, 'slots.count'],
      // 08:00 to 14:45: longer than a lesson may last.
      [{ ...valid, slots: { first: 1, count: 5 } }, 'slots.count'],
      [{ ...valid, weeks: { from: 6, to: 5 } }, 'weeks.to'],
      [{ ...valid, weeks: { from: 0, to: 5 } }, 'weeks.from'],
      [{ ...valid, weeks: { from: 5, to: 13 } }, 'weeks.to'],
      [{ ...valid, skipDates: ['2026-02-30'] }, 'skipDates'],
      [{ ...valid, clroId: ids.foreign.room }, 'clroId'],
      [{ ...valid, clroId: 'no-such-room' }, 'clroId'],
      [{ ...valid, weekday: [1] }, 'weekday'],
    ];
    const reasons = new Map<string, unknown>();
    for (const [body, field] of cases) {
      const answer = await generate(tecl.teclId, body);
      expect(answer.http, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toContain(field);
      reasons.set(JSON.stringify(body), answer.body.result);
    }
    // What a form words in its language (src/schemas/refusals.ts).
    expect(reasons.get(JSON.stringify({ ...valid, clroId: ids.foreign.room }))).toEqual({
      reason: 'classroomGone',
      values: {},
      field: 'clroId',
    });
    expect(reasons.get(JSON.stringify({ ...valid, weeks: { from: 5, to: 13 } }))).toEqual({
      reason: 'termWeeks',
      values: { weeks: 12 },
      field: 'weeks.to',
    });
    expect(await db().select().from(courseSessions).where(eq(courseSessions.teclId, tecl.teclId))).toEqual([]);

    // A term long enough for more than 500 days in one call (80 weeks × 7 days): made in parts.
    const [long] = await db()
      .insert(academicTerms)
      .values({ tenantId: '1', acteName: 'Admin classes test long term', beginDate: termA.beginDate, endDate: '2099-12-31', weekCount: 80 })
      .returning({ id: academicTerms.id });
    const longClass = await newClass({ acteId: long!.id });
    const tooMany = await generate(longClass.teclId, { ...valid, weekdays: [1, 2, 3, 4, 5, 6, 7], weeks: { from: 1, to: 80 } });
    expect(tooMany.http).toBe(400);
    expect(tooMany.body.message).toContain('body.weeks');
    expect(tooMany.body.message).toContain('500');
    expect(tooMany.body.result).toEqual({ reason: 'tooManyLessons', values: { days: 560, max: 500 }, field: 'weeks' });
  });
});

describe('DELETE /v1/admin/course-sessions/:courId', () => {
  it('cancels a lesson that has not begun and tells its students once; refuses one that has begun or has a recording', async () => {
    const tecl = await newClass();
    await enrol(tecl.teclId, ids.student01, ids.student02);
    const begin = at(7, 2, 8, 0);
    const ahead = await lesson(tecl.teclId, begin);
    const answer = await cancel(ahead);
    expect(answer.http, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toEqual({ courId: ahead, told: 2 });
    expect(await db().select().from(courseSessions).where(eq(courseSessions.id, ahead))).toEqual([]);
    expect((await cancel(ahead)).http).toBe(404);

    const inbox = await call(url(), '/v1/messages?kind=course&page.pageSize=100', { token: signedIn.tokens.student01 });
    const told = messagePageSchema
      .parse(inbox.body.result)
      .records.filter((m) => m.topic === 'lesson-cancelled' && m.teclId === tecl.teclId);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      courId: null,
      params: { begin: begin.toISOString(), lesson: 'Test lesson', teclName: tecl.teclName, room: ids.rooms[0]!.clroName },
    });
    const sent = await db()
      .select({ userId: messages.userId })
      .from(messages)
      .where(and(eq(messages.teclId, tecl.teclId), eq(messages.topic, 'lesson-cancelled')));
    expect(sent.map((m) => m.userId).sort()).toEqual([ids.student01, ids.student02].sort());

    const begun = await lesson(tecl.teclId, new Date(now().getTime() - 10 * 60_000));
    const refusedBegun = await cancel(begun);
    expect(refusedBegun.http).toBe(409);
    expect(refusedBegun.body.message).toContain('has begun');
    expect(refusedBegun.body.result).toEqual({ reason: 'cancelBegun', values: {} });

    const recorded = await lesson(tecl.teclId, at(8, 2, 8, 0));
    await recording(tecl.teclId, recorded);
    const refusedRecorded = await cancel(recorded);
    expect(refusedRecorded.http).toBe(409);
    expect(refusedRecorded.body.message).toContain('recording');
    expect(refusedRecorded.body.result).toEqual({ reason: 'cancelRecorded', values: {} });

    // An administrator may cancel any of the tenant's.
    const byAdmin = await lesson(tecl.teclId, at(9, 2, 8, 0));
    expect((await cancel(byAdmin, signedIn.tokens.admin)).http).toBe(200);
    expect(await db().select().from(courseSessions).where(eq(courseSessions.teclId, tecl.teclId))).toHaveLength(2);
  });
});

describe('DELETE /v1/admin/classes/:teclId', () => {
  it('the list says of each class whether the DELETE would refuse it, and why', async () => {
    const plain = await newClass({ teclName: 'Deletable class', courseNo: 'DEL-1' });
    await lesson(plain.teclId, at(1, 1, 8, 0));
    const recorded = await newClass({ teclName: 'Recorded class', courseNo: 'DEL-2' });
    await recording(recorded.teclId);
    const refusalOf = async (teclId: string, token?: string) =>
      (await list({ q: 'DEL-' }, token)).records.find((c) => c.teclId === teclId)?.deleteRefusal;

    expect(await refusalOf(plain.teclId)).toBeNull();
    expect(await refusalOf(recorded.teclId)).toBe('classHasRecordings');
    // The teacher's list (the classes are teacher01's) says the same, as does the class page.
    expect(await refusalOf(recorded.teclId, signedIn.tokens.teacher01)).toBe('classHasRecordings');
    const detail = await get(`/v1/admin/classes/${recorded.teclId}/detail`, signedIn.tokens.admin!);
    expect(detail.body.result).toMatchObject({ deleteRefusal: 'classHasRecordings' });

    // The DELETE agrees with the list either way, and a recording added since is seen by both.
    expect((await deleteClass(recorded.teclId)).body.result).toEqual({ reason: 'classHasRecordings', values: {} });
    const other = await newClass({ teclName: 'Recorded later', courseNo: 'DEL-3' });
    expect(await refusalOf(other.teclId)).toBeNull();
    await recording(other.teclId);
    expect(await refusalOf(other.teclId)).toBe('classHasRecordings');
    expect((await deleteClass(other.teclId)).http).toBe(409);
    expect((await deleteClass(plain.teclId)).http).toBe(200);
  });

  it('deletes a class without recordings with its lessons, and refuses one with recordings (409)', async () => {
    const plain = await newClass();
    await lesson(plain.teclId, at(10, 1, 8, 0));
    await enrol(plain.teclId, ids.student01);
    const deleted = await deleteClass(plain.teclId);
    expect(deleted.http, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.result).toEqual({ teclId: plain.teclId });
    expect(await db().select().from(teachingClasses).where(eq(teachingClasses.id, plain.teclId))).toEqual([]);
    expect(await db().select().from(courseSessions).where(eq(courseSessions.teclId, plain.teclId))).toEqual([]);
    expect(await db().select().from(searchTexts).where(eq(searchTexts.entityId, plain.teclId))).toEqual([]);
    expect((await deleteClass(plain.teclId)).http).toBe(404);

    const recorded = await newClass();
    await recording(recorded.teclId);
    const refused = await deleteClass(recorded.teclId, signedIn.tokens.admin);
    expect(refused.http).toBe(409);
    expect(refused.body.message).toContain('recordings');
    expect(refused.body.result).toEqual({ reason: 'classHasRecordings', values: {} });
    expect(await db().select().from(teachingClasses).where(eq(teachingClasses.id, recorded.teclId))).toHaveLength(1);
  });
});
