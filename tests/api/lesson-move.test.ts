import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicTerms, classrooms, courseSessions, enrolments, messages, subjects, teachingClasses, users } from '../../server/db/schema';
import { EXTRA_PASSWORD } from '../../server/db/seed/plan';
import { LESSON_MAX_MINUTES } from '../../src/constants';
import { atLocalTime, localDayText, startOfLocalDay, startOfLocalWeek } from '../../server/local-day';
import { managedLessonSchema } from '../../src/schemas/admin';
import { messagePageSchema } from '../../src/schemas/messages';
import { curriculumResultSchema } from '../../src/schemas/schedule';
import { call, login } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';

/**
 * Moving a lesson (docs/admin.md "Lessons"): PATCH /v1/admin/course-sessions/:courId by the
 * class's teacher or an administrator, the class's students told once (topic lesson-changed), the
 * timetable showing the new time. The lessons moved here are this file's own, in a term of its own
 * built around the server's clock, so the file passes whatever today's date is; they are removed
 * afterwards.
 */
const signedIn = signedInServer(['admin', 'teacher01', 'student01', 'student02', 'nopriv01']);
const db = () => signedIn.server.database.db;
const now = () => signedIn.server.clock.now;
const extra: { teacher02: string; otherTenant: string } = { teacher02: '', otherTenant: '' };

const fixture = { acteId: '', teclId: '', termMonday: new Date(0), rooms: [] as { id: string; clroName: string }[], foreignRoom: '' };
const lessonIds: string[] = [];

const userId = async (username: string, tenantId = '1') =>
  (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, username), eq(users.tenantId, tenantId)))
  )[0]!.id;

/** A lesson of the file's class from `begin` to `end`, in the first room. */
async function lesson(begin: Date, end: Date): Promise<string> {
  const [row] = await db()
    .insert(courseSessions)
    .values({
      tenantId: '1',
      teclId: fixture.teclId,
      clroId: fixture.rooms[0]!.id,
      courName: `Moved lesson ${lessonIds.length + 1}`,
      courBeginTime: begin,
      courEndTime: end,
      weekNo: 1,
      letiNumber: null,
    })
    .returning({ id: courseSessions.id });
  lessonIds.push(row!.id);
  return row!.id;
}

/** 08:00–09:40 local (slots 1 and 2), `days` days from the server's today. */
const morning = (days: number) => {
  const day = startOfLocalDay(now(), days);
  return { begin: atLocalTime(day, 8, 0), end: atLocalTime(day, 9, 40) };
};

const move = (courId: string, json: unknown, token = signedIn.tokens.teacher01) =>
  call(signedIn.server.url, `/v1/admin/course-sessions/${encodeURIComponent(courId)}`, { method: 'PATCH', token, json });

const lessonMessages = (courId: string) =>
  db()
    .select({ userId: messages.userId, params: messages.params })
    .from(messages)
    .where(and(eq(messages.courId, courId), eq(messages.topic, 'lesson-changed')));

beforeAll(async () => {
  const extraLogin = async (username: string, tenantId: string) =>
    (await login(signedIn.server.url, { username, password: EXTRA_PASSWORD, tenantId })).jwt_token;
  extra.teacher02 = await extraLogin('teacher02', '1');
  extra.otherTenant = await extraLogin('rc.teacher01', '2');

  // A term from two weeks before the clock's week to nine weeks after it.
  fixture.termMonday = startOfLocalDay(startOfLocalWeek(now()), -14);
  const [term] = await db()
    .insert(academicTerms)
    .values({
      tenantId: '1',
      acteName: 'Lesson move test term',
      beginDate: localDayText(fixture.termMonday),
      endDate: localDayText(startOfLocalDay(fixture.termMonday, 12 * 7 - 1)),
      weekCount: 12,
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
      teclName: 'Lesson move test class',
      courseNo: 'MOVE-01',
    })
    .returning({ id: teachingClasses.id });
  fixture.teclId = tecl!.id;
  await db()
    .insert(enrolments)
    .values([
      { tenantId: '1', teclId: fixture.teclId, studentId: await userId('student01') },
      { tenantId: '1', teclId: fixture.teclId, studentId: await userId('student02') },
    ]);
  fixture.rooms = await db()
    .select({ id: classrooms.id, clroName: classrooms.clroName })
    .from(classrooms)
    .where(eq(classrooms.tenantId, '1'))
    .orderBy(asc(classrooms.id))
    .limit(2);
  fixture.foreignRoom = (await db().select({ id: classrooms.id }).from(classrooms).where(ne(classrooms.tenantId, '1')).limit(1))[0]!.id;
});

afterAll(async () => {
  if (!signedIn.server || !fixture.teclId) return;
  for (const id of lessonIds) await db().delete(messages).where(eq(messages.courId, id));
  for (const id of lessonIds) await db().delete(courseSessions).where(eq(courseSessions.id, id));
  await db().delete(teachingClasses).where(eq(teachingClasses.id, fixture.teclId));
  await db().delete(academicTerms).where(eq(academicTerms.id, fixture.acteId));
});

describe('PATCH /v1/admin/course-sessions/:courId', () => {
  it("moves the teacher's future lesson by a day into another room, tells its students once, and the timetable shows it", async () => {
    const from = morning(2);
    const courId = await lesson(from.begin, from.end);
    const to = morning(3);
    const room = fixture.rooms[1]!;
    const answer = await move(courId, { courBeginTime: to.begin.toISOString(), courEndTime: to.end.toISOString(), clroId: room.id });
    expect(answer.http, JSON.stringify(answer.body)).toBe(200);
    const weekNo = Math.round((startOfLocalWeek(to.begin).getTime() - fixture.termMonday.getTime()) / (7 * 86_400_000)) + 1;
    expect(managedLessonSchema.parse(answer.body.result)).toMatchObject({
      courId,
      teclId: fixture.teclId,
      acteId: fixture.acteId,
      courBeginTime: to.begin.toISOString(),
      courEndTime: to.end.toISOString(),
      clroName: room.clroName,
      weekNo,
      letiNumber: 1,
      courStatus: 0,
    });

    // Each enrolled student gets one message with the new time and room.
    const sent = await lessonMessages(courId);
    expect(sent.map((m) => m.userId).sort()).toEqual([await userId('student01'), await userId('student02')].sort());
    const inbox = await call(signedIn.server.url, '/v1/messages?kind=course&page.pageSize=100', { token: signedIn.tokens.student01 });
    const told = messagePageSchema.parse(inbox.body.result).records.filter((m) => m.courId === courId);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      topic: 'lesson-changed',
      teclId: fixture.teclId,
      isRead: false,
      params: { begin: to.begin.toISOString(), end: to.end.toISOString(), room: room.clroName, teclName: 'Lesson move test class' },
    });

    // The student's timetable has it on the new day, and no longer on the old one.
    const timetable = async (range: { begin: Date; end: Date }) => {
      const query = new URLSearchParams({
        courBeginTime: String(range.begin.getTime()),
        courEndTime: String(range.end.getTime()),
        'page.pageIndex': '1',
        'page.pageSize': '1000',
      });
      const result = await call(signedIn.server.url, `/v1/myself/curriculum?${query}`, { token: signedIn.tokens.student01 });
      expect(result.http, JSON.stringify(result.body)).toBe(200);
      return curriculumResultSchema.parse(result.body.result).records.filter((r) => r.courId === courId);
    };
    const day = (at: Date) => ({ begin: startOfLocalDay(at), end: startOfLocalDay(at, 1) });
    expect(await timetable(day(to.begin))).toEqual([
      expect.objectContaining({ courBeginTime: to.begin.toISOString(), courEndTime: to.end.toISOString(), clroName: room.clroName }),
    ]);
    expect(await timetable(day(from.begin))).toEqual([]);
  });

  it('sends nothing when nothing changes', async () => {
    const { begin, end } = morning(4);
    const courId = await lesson(begin, end);
    const same = await move(courId, { courBeginTime: begin.toISOString(), courEndTime: end.toISOString(), clroId: fixture.rooms[0]!.id });
    expect(same.http, JSON.stringify(same.body)).toBe(200);
    expect(same.body.result.courBeginTime).toBe(begin.toISOString());
    expect(await lessonMessages(courId)).toEqual([]);
  });

  it('moves only the end, keeping the begin, when that is all it is sent; a room alone; and the room taken away (null)', async () => {
    const { begin, end } = morning(5);
    const courId = await lesson(begin, end);
    const later = new Date(end.getTime() + 30 * 60_000);
    const longer = await move(courId, { courEndTime: later.toISOString() });
    expect(longer.http, JSON.stringify(longer.body)).toBe(200);
    expect(longer.body.result).toMatchObject({ courBeginTime: begin.toISOString(), courEndTime: later.toISOString(), letiNumber: 1 });
    const roomOnly = await move(courId, { clroId: fixture.rooms[1]!.id });
    expect(roomOnly.body.result).toMatchObject({ clroName: fixture.rooms[1]!.clroName, courEndTime: later.toISOString() });
    const noRoom = await move(courId, { clroId: null });
    expect(noRoom.http, JSON.stringify(noRoom.body)).toBe(200);
    expect(noRoom.body.result.clroName).toBeNull();
    // Three changes, each told to both students.
    expect(await lessonMessages(courId)).toHaveLength(6);
  });

  it('lets the tenant’s administrator move it, and refuses students, other teachers and other tenants', async () => {
    const { begin, end } = morning(6);
    const courId = await lesson(begin, end);
    const to = morning(7);
    const body = { courBeginTime: to.begin.toISOString(), courEndTime: to.end.toISOString() };
    for (const [token, status] of [
      [signedIn.tokens.student01, 403],
      [signedIn.tokens.nopriv01, 403],
      [extra.teacher02, 403],
      [extra.otherTenant, 404],
    ] as const) {
      const refused = await move(courId, body, token);
      expect(refused.http, JSON.stringify(refused.body)).toBe(status);
    }
    expect(await lessonMessages(courId)).toEqual([]);
    expect((await move('no-such-lesson', body)).http).toBe(404);
    expect((await call(signedIn.server.url, `/v1/admin/course-sessions/${courId}`, { method: 'PATCH', json: body })).http).toBe(401);

    const byAdmin = await move(courId, body, signedIn.tokens.admin);
    expect(byAdmin.http, JSON.stringify(byAdmin.body)).toBe(200);
    expect(byAdmin.body.result.courBeginTime).toBe(to.begin.toISOString());
    expect(await lessonMessages(courId)).toHaveLength(2);
  });

  it('keeps the time of a lesson that has begun (409) but still changes its room', async () => {
    const courId = await lesson(new Date(now().getTime() - 10 * 60_000), new Date(now().getTime() + 80 * 60_000));
    const to = morning(8);
    const refused = await move(courId, { courBeginTime: to.begin.toISOString(), courEndTime: to.end.toISOString() });
    expect(refused.http).toBe(409);
    expect(refused.body.message).toContain('has begun');
    expect(refused.body.result).toEqual({ reason: 'lessonBegun', values: {} });
    const room = await move(courId, { clroId: fixture.rooms[1]!.id });
    expect(room.http, JSON.stringify(room.body)).toBe(200);
    expect(room.body.result).toMatchObject({ clroName: fixture.rooms[1]!.clroName, courStatus: 1 });
    expect(await lessonMessages(courId)).toHaveLength(2);
  });

  it('refuses bad bodies with a 400 naming the field, changing nothing', async () => {
    const refusal = (reason: string, values: Record<string, string | number>, field: string) => ({ reason, values, field });
    const fieldsInvalid = (...fields: { field: string; rule: string }[]) => ({
      reason: 'fieldsInvalid',
      values: {},
      fields: fields.map((problem) => ({ in: 'body', values: {}, ...problem })),
    });
    const { begin, end } = morning(9);
    const courId = await lesson(begin, end);
    const iso = (date: Date) => date.toISOString();
    // The refusal a form words in its language (src/schemas/refusals.ts), with the field it shows it
    // beside; where the schema refuses, each field's problem (src/schemas/field-problems.ts).
    const cases: [unknown, string, unknown][] = [
      [{ courEndTime: iso(new Date(begin.getTime() - 60_000)) }, 'courEndTime', refusal('lessonEndsBeforeBegin', {}, 'courEndTime')],
      [
        { courBeginTime: iso(morning(10).begin), courEndTime: iso(morning(10).begin) },
        'courEndTime',
        refusal('lessonEndsBeforeBegin', {}, 'courEndTime'),
      ],
      [
        { courEndTime: iso(new Date(begin.getTime() + 5 * 3_600_000)) },
        'courEndTime',
        refusal('lessonTooLong', { minutes: LESSON_MAX_MINUTES }, 'courEndTime'),
      ],
      [{ clroId: 'no-such-room' }, 'clroId', refusal('classroomGone', {}, 'clroId')],
      [{ clroId: fixture.foreignRoom }, 'clroId', refusal('classroomGone', {}, 'clroId')],
      [{ clroId: fixture.rooms[1]!.id, weekNo: 3 }, 'weekNo', fieldsInvalid({ field: 'weekNo', rule: 'unknown' })],
      [{}, 'courBeginTime', fieldsInvalid({ field: '', rule: 'invalid' })],
      [{ courBeginTime: 'tomorrow' }, 'courBeginTime', fieldsInvalid({ field: 'courBeginTime', rule: 'pattern' })],
      [
        { courBeginTime: iso(new Date(now().getTime() - 86_400_000)), courEndTime: iso(new Date(now().getTime() - 80_000_000)) },
        'courBeginTime',
        refusal('lessonNotInFuture', {}, 'courBeginTime'),
      ],
      [
        {
          courBeginTime: iso(atLocalTime(startOfLocalDay(fixture.termMonday, 12 * 7), 8, 0)),
          courEndTime: iso(atLocalTime(startOfLocalDay(fixture.termMonday, 12 * 7), 9, 40)),
        },
        'courBeginTime',
        refusal(
          'lessonOutsideTerm',
          { from: localDayText(fixture.termMonday), to: localDayText(startOfLocalDay(fixture.termMonday, 12 * 7 - 1)) },
          'courBeginTime',
        ),
      ],
    ];
    for (const [body, field, refused] of cases) {
      const answer = await move(courId, body);
      expect(answer.http, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toContain(field);
      expect(answer.body.result, JSON.stringify(body)).toEqual(refused);
    }
    const [stored] = await db().select().from(courseSessions).where(eq(courseSessions.id, courId));
    expect(stored).toMatchObject({ courBeginTime: begin, courEndTime: end, clroId: fixture.rooms[0]!.id });
    expect(await lessonMessages(courId)).toEqual([]);
  });
});
