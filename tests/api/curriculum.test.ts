import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VOD_STATUS, academicTerms, courseSessions, enrolments, teachingClasses, users, vods } from '../../server/db/schema';
import { curriculumResultSchema, lessonSlotSchema, type CurriculumResult } from '../../src/schemas/schedule';
import { call } from '../support/api-client';
import { signedInServer, type DemoName } from '../support/signed-in-server';

/**
 * The timetable's calls (SPEC §7): GET /v1/myself/curriculum, the caller's lessons beginning in
 * [courBeginTime, courEndTime), and GET /v1/myself/curriculum/letiNumber, the day's slots. Ranges
 * come from the seeded terms and lessons, never from today, so the file passes on any date.
 */
const signedIn = signedInServer(['admin', 'teacher01', 'student01', 'student03', 'nopriv01']);
const db = () => signedIn.server.database.db;

const get = (path: string, name?: DemoName) => call(signedIn.server.url, path, { token: name ? signedIn.tokens[name] : undefined });

async function curriculum(name: DemoName, range: { begin: Date | number; end: Date | number }, acteId?: string): Promise<CurriculumResult> {
  const params = new URLSearchParams({
    courBeginTime: String(Number(range.begin)),
    courEndTime: String(Number(range.end)),
    'page.pageIndex': '1',
    'page.pageSize': '1000',
  });
  if (acteId) params.set('acteId', acteId);
  const answer = await get(`/v1/myself/curriculum?${params}`, name);
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return curriculumResultSchema.parse(answer.body.result);
}

const userId = async (username: string, tenantId = '1') =>
  (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, username), eq(users.tenantId, tenantId)))
  )[0]!.id;

/** The tenant's current term and its instants: from its first day's midnight to the midnight after its last. */
async function currentTerm(tenantId = '1') {
  const [term] = await db()
    .select()
    .from(academicTerms)
    .where(and(eq(academicTerms.tenantId, tenantId), eq(academicTerms.isCurrent, true)));
  const [by, bm, bd] = term!.beginDate.split('-').map(Number);
  const [ey, em, ed] = term!.endDate.split('-').map(Number);
  return { term: term!, range: { begin: new Date(by!, bm! - 1, bd!), end: new Date(ey!, em! - 1, ed! + 1) } };
}

/**
 * The lessons of the term's classes that `studentId` is enrolled in and that begin within the
 * term's dates, by time. (The demo's live lessons are re-anchored on the clock: on a date after
 * the term they belong to its classes but not to its weeks.)
 */
const enrolledLessons = (studentId: string, acteId: string, range: { begin: Date; end: Date }) =>
  db()
    .select({ id: courseSessions.id, begin: courseSessions.courBeginTime, end: courseSessions.courEndTime, teclId: courseSessions.teclId })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .innerJoin(enrolments, and(eq(enrolments.teclId, teachingClasses.id), eq(enrolments.studentId, studentId)))
    .where(
      and(eq(teachingClasses.acteId, acteId), gte(courseSessions.courBeginTime, range.begin), lt(courseSessions.courBeginTime, range.end)),
    )
    .orderBy(asc(courseSessions.courBeginTime), asc(courseSessions.id));

describe('GET /v1/myself/curriculum', () => {
  it("answers a student's enrolled lessons of the term, each with course, teacher, classroom, slot and status", async () => {
    const { term, range } = await currentTerm();
    const expected = await enrolledLessons(await userId('student01'), term.id, range);
    expect(expected.length).toBeGreaterThan(0);
    const result = await curriculum('student01', range, term.id);
    expect(result.records.map((r) => r.courId)).toEqual(expected.map((l) => l.id));
    expect(result.total).toBe(expected.length);
    for (const lesson of result.records) {
      expect(lesson).toMatchObject({ acteId: term.id, role: 'student' });
      expect(lesson.subjName).not.toBe('');
      expect(lesson.teacName).not.toBe('');
      expect([0, 1, 2]).toContain(lesson.courStatus);
    }
    expect(result.records.some((r) => r.clroName !== null && r.letiNumber !== null)).toBe(true);
  });

  it('includes a lesson beginning exactly at courBeginTime and leaves out one beginning exactly at courEndTime', async () => {
    const { term, range } = await currentTerm();
    const [lesson] = await enrolledLessons(await userId('student01'), term.id, range);
    const at = lesson!.begin.getTime();
    const starting = await curriculum('student01', { begin: at, end: at + 1 });
    expect(starting.records.map((r) => r.courId)).toContain(lesson!.id);
    const ending = await curriculum('student01', { begin: at - 3_600_000, end: at });
    expect(ending.records.map((r) => r.courId)).not.toContain(lesson!.id);
    const wholeLesson = await curriculum('student01', { begin: at, end: lesson!.end.getTime() });
    expect(wholeLesson.records.find((r) => r.courId === lesson!.id)).toMatchObject({
      courBeginTime: lesson!.begin.toISOString(),
      courEndTime: lesson!.end.toISOString(),
    });
  });

  it("gives each finished lesson its own recording, not the class's newest", async () => {
    const student = await userId('student01');
    // A class of student01 with ready recordings of at least two different lessons.
    const recorded = await db()
      .select({ teclId: vods.teclId, courId: vods.courId, vodId: vods.id, createdAt: vods.createdAt })
      .from(vods)
      .innerJoin(enrolments, and(eq(enrolments.teclId, vods.teclId), eq(enrolments.studentId, student)))
      .where(and(eq(vods.status, VOD_STATUS.ready), sql`${vods.courId} is not null`))
      .orderBy(desc(vods.createdAt));
    const byClass = new Map<string, typeof recorded>();
    for (const row of recorded) byClass.set(row.teclId, [...(byClass.get(row.teclId) ?? []), row]);
    const [, rows] = [...byClass].find(([, list]) => new Set(list.map((r) => r.courId)).size > 1)!;
    const newest = rows[0]!;
    const older = rows.find((row) => row.courId !== newest.courId)!;
    const [lesson] = await db().select().from(courseSessions).where(eq(courseSessions.id, older.courId!));
    const result = await curriculum('student01', { begin: lesson!.courBeginTime, end: lesson!.courEndTime });
    const answered = result.records.find((r) => r.courId === older.courId)!;
    const ownRecordings = rows.filter((row) => row.courId === older.courId).map((row) => row.vodId);
    expect(answered.vodId).toBe(ownRecordings[0]);
    expect(answered.vodId).not.toBe(newest.vodId);
    expect(answered.courStatus).toBe(2);
  });

  it('answers a teacher the lessons they teach', async () => {
    const { term, range } = await currentTerm();
    const teacher = await userId('teacher01');
    const taught = await db()
      .select({ id: courseSessions.id })
      .from(courseSessions)
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
      .where(
        and(
          eq(teachingClasses.teacherId, teacher),
          eq(teachingClasses.acteId, term.id),
          gte(courseSessions.courBeginTime, range.begin),
          lt(courseSessions.courBeginTime, range.end),
        ),
      );
    expect(taught.length).toBeGreaterThan(0);
    const result = await curriculum('teacher01', range, term.id);
    const teaching = result.records.filter((r) => r.role === 'teacher').map((r) => r.courId);
    expect(new Set(teaching)).toEqual(new Set(taught.map((l) => l.id)));
    expect(result.records.every((r) => r.teacName !== '')).toBe(true);
  });

  it('shows another tenant none of it', async () => {
    const { term, range } = await currentTerm('1');
    expect((await curriculum('student03', range, term.id)).records).toEqual([]);
    const wide = await curriculum('student03', { begin: 0, end: Date.UTC(2100, 0, 1) });
    const tenantOf = new Map(
      (await db().select({ id: courseSessions.id, tenantId: courseSessions.tenantId }).from(courseSessions)).map((r) => [r.id, r.tenantId]),
    );
    expect(wide.records.every((r) => tenantOf.get(r.courId) === '2')).toBe(true);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['courEndTime=2000', 'courBeginTime'],
      ['courBeginTime=1000', 'courEndTime'],
      ['courBeginTime=abc&courEndTime=2000', 'courBeginTime'],
      ['courBeginTime=5000&courEndTime=1000', 'courEndTime'],
      ['courBeginTime=1000&courEndTime=2000&page.pageSize=1001', 'page.pageSize'],
      ['courBeginTime=1000&courEndTime=2000&acteId=', 'acteId'],
    ];
    for (const [query, field] of cases) {
      const answer = await get(`/v1/myself/curriculum?${query}`, 'student01');
      expect(answer.http, query).toBe(400);
      expect(answer.body.message, query).toContain(field);
    }
  });

  it('is for signed-in users holding a timetable sign', async () => {
    expect((await get('/v1/myself/curriculum?courBeginTime=0&courEndTime=1')).http).toBe(401);
    expect((await get('/v1/myself/curriculum?courBeginTime=0&courEndTime=1', 'nopriv01')).http).toBe(403);
  });
});

describe('GET /v1/myself/curriculum/letiNumber', () => {
  it("answers the day's slots, each seeded lesson starting at its slot's time", async () => {
    const answer = await get('/v1/myself/curriculum/letiNumber', 'student01');
    expect(answer.http).toBe(200);
    const slots = answer.body.result.map((slot: unknown) => lessonSlotSchema.parse(slot));
    expect(slots.map((s: { letiNumber: number }) => s.letiNumber)).toEqual(Array.from({ length: slots.length }, (_, i) => i + 1));
    expect(slots[0]).toEqual({ letiNumber: 1, beginTime: '08:00', endTime: '08:45' });
    const { term, range } = await currentTerm();
    const lessons = (await curriculum('student01', range, term.id)).records.filter((r) => r.letiNumber !== null);
    const pad = (n: number) => String(n).padStart(2, '0');
    for (const lesson of lessons) {
      const begin = new Date(lesson.courBeginTime);
      expect(`${pad(begin.getHours())}:${pad(begin.getMinutes())}`).toBe(slots[lesson.letiNumber! - 1].beginTime);
    }
  });
});
