import { and, eq, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TECL_VISIBILITY, courseResources, courseSessions, enrolments, teachingClasses, users, vods } from '../../server/db/schema';
import { classDetailSchema } from '../../src/schemas/detail';
import { DEMO, call } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';

/** GET /v1/tecl/detail: the class page's data, tenant-scoped and refused where watching is. */
const signedIn = signedInServer(['admin', 'teacher01', 'student01', 'student03']);
const tokens = signedIn.tokens;

const detail = (query: string, name?: keyof typeof DEMO) =>
  call(signedIn.server.url, `/v1/tecl/detail?${query}`, { token: name ? tokens[name] : undefined });

const userId = async (username: string, tenantId = '1') =>
  (
    await signedIn.server.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, username), eq(users.tenantId, tenantId)))
  )[0]!.id;

/** A class for its own students only that student01 is not enrolled in. */
async function closedClass() {
  const student = await userId('student01');
  const [row] = await signedIn.server.database.db
    .select({ id: teachingClasses.id, teacherId: teachingClasses.teacherId })
    .from(teachingClasses)
    .where(
      and(
        eq(teachingClasses.tenantId, '1'),
        eq(teachingClasses.visibility, TECL_VISIBILITY.enrolled),
        ne(teachingClasses.teacherId, student),
        notExists(
          sql`(select 1 from ${enrolments} where ${enrolments.teclId} = ${teachingClasses.id} and ${enrolments.studentId} = ${student})`,
        ),
      ),
    )
    .limit(1);
  return row!;
}

describe('GET /v1/tecl/detail', () => {
  it('answers the class with subject, teacher, organisation, term, tags, lessons, recordings and resources', async () => {
    const [withFiles] = await signedIn.server.database.db
      .select({ teclId: courseResources.teclId })
      .from(courseResources)
      .innerJoin(vods, eq(vods.teclId, courseResources.teclId))
      .where(eq(courseResources.tenantId, '1'))
      .limit(1);
    const answer = await detail(`teclId=${withFiles!.teclId}`, 'admin');
    expect(answer.http).toBe(200);
    const result = classDetailSchema.parse(answer.body.result);
    expect(result.teclId).toBe(withFiles!.teclId);
    expect(result.subject.subjName).not.toBe('');
    expect(result.teacher.teacName).not.toBe('');
    expect(result.organisation.orgaId).toMatch(/^orga-1-/);
    expect(result.term.acteId).toMatch(/^acte-1-/);
    expect(result.tags.length).toBeGreaterThan(0);
    expect(result.focusCourId).toBeNull();
    expect(result.sessions.length).toBeGreaterThan(0);
    const begins = result.sessions.map((s) => s.courBeginTime);
    expect(begins).toEqual([...begins].sort());
    expect(result.sessions.every((s) => typeof s.weekNo === 'number' && 'letiNumber' in s && 'clroName' in s)).toBe(true);
    expect(result.recordings.length).toBeGreaterThan(0);
    expect(result.recordings[0]).toMatchObject({ vodId: expect.stringMatching(/^vod-1-/), durationS: expect.any(Number) });
    expect(result.resources.length).toBeGreaterThan(0);
    expect(result.resources[0]).toMatchObject({
      id: expect.any(String),
      title: expect.any(String),
      fileName: expect.any(String),
      sizeBytes: expect.any(Number),
    });
  });

  it('derives each lesson status from the server clock and finds the class from courseId alone', async () => {
    const answer = await detail('courseId=cour-1-live-1', 'student01');
    expect(answer.http).toBe(200);
    const result = classDetailSchema.parse(answer.body.result);
    expect(result.focusCourId).toBe('cour-1-live-1');
    const live = result.sessions.find((s) => s.courId === 'cour-1-live-1')!;
    expect(live).toMatchObject({ courStatus: 1, isLive: true });
    const now = signedIn.server.clock.now.toISOString();
    for (const s of result.sessions) {
      const expected = s.courEndTime <= now ? 2 : s.courBeginTime <= now ? 1 : 0;
      expect(s.courStatus, s.courId).toBe(expected);
    }
  });

  it('marks lessons that have a ready recording', async () => {
    const [recorded] = await signedIn.server.database.db
      .select({ courId: vods.courId, vodId: vods.id, teclId: vods.teclId })
      .from(vods)
      .where(and(eq(vods.tenantId, '1'), isNotNull(vods.courId)))
      .limit(1);
    const result = classDetailSchema.parse((await detail(`teclId=${recorded!.teclId}&courseId=${recorded!.courId}`, 'admin')).body.result);
    expect(result.sessions.find((s) => s.courId === recorded!.courId)).toMatchObject({ courStatus: 2, vodId: recorded!.vodId });
  });

  it('refuses a lesson that is not of the class named with it', async () => {
    const [other] = await signedIn.server.database.db
      .select({ id: courseSessions.id })
      .from(courseSessions)
      .where(and(eq(courseSessions.tenantId, '1'), ne(courseSessions.teclId, 'tecl-1-0001')))
      .limit(1);
    const answer = await detail(`teclId=tecl-1-0001&courseId=${other!.id}`, 'admin');
    expect(answer.http).toBe(404);
    expect(answer.body).toMatchObject({ status: 404, result: null });
  });

  it("never shows another tenant's class: 404 for student03 on tenant 1, their own class answers", async () => {
    expect((await detail('teclId=tecl-1-0001', 'student03')).http).toBe(404);
    expect((await detail('courseId=cour-1-live-1', 'student03')).http).toBe(404);
    const own = await detail('teclId=tecl-2-0001', 'student03');
    expect(own.http).toBe(200);
    expect(classDetailSchema.parse(own.body.result).organisation.orgaId).toMatch(/^orga-2-/);
  });

  it("answers 403 'no permission' for a class open to its own students only", async () => {
    const closed = await closedClass();
    const refused = await detail(`teclId=${closed.id}`, 'student01');
    expect(refused.http).toBe(403);
    expect(refused.body).toMatchObject({ status: 403, message: 'no permission', result: null });
    expect((await detail(`teclId=${closed.id}`, 'admin')).http).toBe(200);
    const teacher = (
      await signedIn.server.database.db.select({ username: users.username }).from(users).where(eq(users.id, closed.teacherId))
    )[0]!;
    if (teacher.username === 'teacher01') expect((await detail(`teclId=${closed.id}`, 'teacher01')).http).toBe(200);
  });

  it("says who may upload the class's recordings and resources: its teacher and administrators only", async () => {
    const { db } = signedIn.server.database;
    const teacher01 = await userId('teacher01');
    const campusClass = (own: boolean) =>
      db
        .select({ id: teachingClasses.id })
        .from(teachingClasses)
        .where(
          and(
            eq(teachingClasses.tenantId, '1'),
            eq(teachingClasses.visibility, TECL_VISIBILITY.campus),
            own ? eq(teachingClasses.teacherId, teacher01) : ne(teachingClasses.teacherId, teacher01),
          ),
        )
        .limit(1)
        .then((rows) => rows[0]!.id);
    const canUpload = async (teclId: string, name: keyof typeof DEMO) => {
      const answer = await detail(`teclId=${teclId}`, name);
      expect(answer.http).toBe(200);
      return classDetailSchema.parse(answer.body.result).canUpload;
    };
    const own = await campusClass(true);
    const other = await campusClass(false);
    expect(await canUpload(own, 'teacher01')).toBe(true);
    expect(await canUpload(own, 'admin')).toBe(true);
    expect(await canUpload(own, 'student01')).toBe(false);
    expect(await canUpload(other, 'teacher01')).toBe(false);
    expect(await canUpload(other, 'admin')).toBe(true);
  });

  it('answers 400 naming the field without teclId or courseId, 401 without a session', async () => {
    const missing = await detail('', 'student01');
    expect(missing.http).toBe(400);
    expect(missing.body.message).toContain('teclId');
    const tooLong = await detail(`teclId=${'x'.repeat(65)}`, 'student01');
    expect(tooLong.http).toBe(400);
    expect(tooLong.body.message).toContain('teclId');
    expect((await detail('teclId=tecl-1-0001')).http).toBe(401);
    expect((await detail('teclId=tecl-does-not-exist', 'admin')).http).toBe(404);
  });
});
