import { and, eq, isNotNull, lt, ne, notExists, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TECL_VISIBILITY, courseSessions, enrolments, teachingClasses, users, visitRecords, vods } from '../../server/db/schema';
import { bannerSchema, courseStatusSchema, orgaNodeSchema, serverDateTimeSchema, tagSchema, termSchema } from '../../src/schemas/catalogue';
import { lessonTomorrow } from '../support/live-lessons';
import { signedInServer } from '../support/signed-in-server';
import { DEMO, call } from '../support/api-client';

const signedIn = signedInServer(['student01', 'student03', 'admin']);
const tokens = signedIn.tokens;

const get = (path: string, name?: keyof typeof DEMO) => call(signedIn.server.url, path, { token: name ? tokens[name] : undefined });

describe('filter lookups', () => {
  it("GET /v1/list/orgas answers the organisations of the caller's tenant as a tree", async () => {
    const one = orgaNodeSchema.array().parse((await get('/v1/list/orgas', 'student01')).body.result);
    expect(one).toHaveLength(10);
    expect(one[0]).toMatchObject({ orgaId: 'orga-1-0001', orgaCode: 'MATH', children: [] });
    const two = orgaNodeSchema.array().parse((await get('/v1/list/orgas', 'student03')).body.result);
    expect(two.map((o) => o.orgaCode)).toEqual(['BUS', 'ENG']);
  });

  it("GET /v1/list/tecl/labels answers the tenant's tags in their order", async () => {
    const tags = tagSchema.array().parse((await get('/v1/list/tecl/labels', 'student01')).body.result);
    expect(tags.map((t) => t.tagName)).toEqual(['Core', 'Elective', 'Bilingual', 'Lab', 'AI transcript', 'General education']);
    const theirs = tagSchema.array().parse((await get('/v1/list/tecl/labels', 'student03')).body.result);
    expect(theirs.every((t) => t.tagId.startsWith('tag-2-'))).toBe(true);
  });

  it('GET /v1/list/termYear answers the current term first, then the newest', async () => {
    const terms = termSchema.array().parse((await get('/v1/list/termYear', 'student01')).body.result);
    expect(terms).toHaveLength(3);
    expect(terms[0]!.isCurrent).toBe(true);
    expect(terms.filter((t) => t.isCurrent)).toHaveLength(1);
    expect(terms[1]!.beginDate > terms[2]!.beginDate).toBe(true);
    expect(terms.every((t) => t.acteId.startsWith('acte-1-'))).toBe(true);
  });

  it("GET /v1/circular_banner answers the tenant's banners by sort order", async () => {
    const banners = bannerSchema.array().parse((await get('/v1/circular_banner', 'student01')).body.result);
    expect(banners.map((b) => b.sortIndex)).toEqual([1, 2, 3, 4]);
    expect(banners[0]!.imageUrl).toMatch(/^\/media\/branding\/1\//);
    const theirs = bannerSchema.array().parse((await get('/v1/circular_banner', 'student03')).body.result);
    expect(theirs).toHaveLength(2);
    expect(theirs[0]!.imageUrl).toMatch(/^\/media\/branding\/2\//);
  });

  it('needs a session', async () => {
    for (const path of [
      '/v1/list/orgas',
      '/v1/list/tecl/labels',
      '/v1/list/termYear',
      '/v1/circular_banner',
      '/v1/course/status?courseId=x',
    ]) {
      expect((await get(path)).http).toBe(401);
    }
  });
});

describe('GET /v1/course/status', () => {
  const status = async (courseId: string, name: keyof typeof DEMO = 'student01') => {
    const answer = await get(`/v1/course/status?courseId=${encodeURIComponent(courseId)}`, name);
    return { http: answer.http, body: answer.body, result: answer.http === 200 ? courseStatusSchema.parse(answer.body.result) : null };
  };

  // The administrator may watch every class of the tenant, so any lesson will do.
  it('derives the status from the clock: on now, finished with a recording, not started', async () => {
    const { db } = signedIn.server.database;
    const now = signedIn.server.clock.now;
    expect((await status('cour-1-live-1', 'admin')).result).toMatchObject({ courStatus: 1, hasRecording: false });
    const [recorded] = await db
      .select({ courId: vods.courId, vodId: vods.id })
      .from(vods)
      .where(and(eq(vods.tenantId, '1'), isNotNull(vods.courId)))
      .limit(1);
    expect((await status(recorded!.courId!, 'admin')).result).toMatchObject({ courStatus: 2, hasRecording: true, vodId: recorded!.vodId });
    const later = await lessonTomorrow(db, now);
    const answer = (await status(later!.id, 'admin')).result!;
    expect(answer).toEqual({
      courStatus: 0,
      courBeginTime: later!.courBeginTime.toISOString(),
      courEndTime: later!.courEndTime.toISOString(),
      hasRecording: false,
      vodId: null,
    });
  });

  it('follows the clock rather than the status stored at seed time', async () => {
    const { db } = signedIn.server.database;
    const [earlier] = await db
      .select()
      .from(courseSessions)
      .where(
        and(eq(courseSessions.tenantId, '1'), lt(courseSessions.courEndTime, signedIn.server.clock.now), eq(courseSessions.courStatus, 2)),
      )
      .limit(1);
    await db.update(courseSessions).set({ courStatus: 0 }).where(eq(courseSessions.id, earlier!.id));
    expect((await status(earlier!.id, 'admin')).result!.courStatus).toBe(2);
  });

  it('answers 403 for a lesson of a class the caller may not watch, as its live page does', async () => {
    const { db } = signedIn.server.database;
    const [student] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
    const [closed] = await db
      .select({ courId: courseSessions.id })
      .from(courseSessions)
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
      .where(
        and(
          eq(teachingClasses.tenantId, '1'),
          eq(teachingClasses.visibility, TECL_VISIBILITY.enrolled),
          ne(teachingClasses.teacherId, student!.id),
          notExists(
            sql`(select 1 from ${enrolments} where ${enrolments.teclId} = ${teachingClasses.id} and ${enrolments.studentId} = ${student!.id})`,
          ),
        ),
      )
      .limit(1);
    const refused = await status(closed!.courId);
    expect(refused.http).toBe(403);
    expect(refused.body).toMatchObject({ status: 403, code: 40300, result: null });
    expect((await get(`/v1/live/playInfo?courseId=${closed!.courId}`, 'student01')).http).toBe(403);
    expect((await status(closed!.courId, 'admin')).http).toBe(200);
  });

  it("answers 404 for an unknown lesson or another tenant's, 400 without courseId", async () => {
    const unknown = await status('cour-does-not-exist');
    expect(unknown.http).toBe(404);
    expect(unknown.body).toMatchObject({ status: 404, result: null });
    expect((await status('cour-1-live-1', 'student03')).http).toBe(404);
    expect((await status('cour-2-live-1', 'student03')).http).toBe(200);
    const missing = await get('/v1/course/status', 'student01');
    expect(missing.http).toBe(400);
    expect(missing.body.message).toContain('courseId');
  });
});

describe('GET /app/restApi/getServerDateTime', () => {
  it('answers the server clock and the start of its day, without a session', async () => {
    const now = signedIn.server.clock.now;
    const answer = await get('/app/restApi/getServerDateTime');
    expect(answer.http).toBe(200);
    const result = serverDateTimeSchema.parse(answer.body.result);
    expect(result.timestamp).toBe(now.getTime());
    expect(result.todayBeginTime).toBe(new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime());
  });
});

describe('POST /v1/statistics/visitRecord/create', () => {
  const visit = (json: unknown, init: { token?: string; headers?: Record<string, string> } = {}) =>
    call(signedIn.server.url, '/v1/statistics/visitRecord/create', { method: 'POST', json, ...init });
  const latestVisit = async (path: string) =>
    (await signedIn.server.database.db.select().from(visitRecords).where(eq(visitRecords.path, path)))[0];

  it('records a signed-in visit with its user and tenant', async () => {
    const answer = await visit(
      { path: '/home?from=test-signed-in' },
      { token: tokens.student01, headers: { 'user-agent': 'lectern-test' } },
    );
    expect(answer.body).toMatchObject({ status: 200, result: { recorded: true } });
    const [student] = await signedIn.server.database.db
      .select()
      .from(users)
      .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
    expect(await latestVisit('/home?from=test-signed-in')).toMatchObject({ tenantId: '1', userId: student!.id, userAgent: 'lectern-test' });
  });

  it('records a visit before sign-in, in the tenant of the tenantid header', async () => {
    expect((await visit({ path: '/login?from=test-anonymous' }, { headers: { tenantid: '2' } })).http).toBe(200);
    expect(await latestVisit('/login?from=test-anonymous')).toMatchObject({ tenantId: '2', userId: null });
  });

  it('refuses a visit without a path or for an unknown tenant', async () => {
    const noPath = await visit({});
    expect(noPath.http).toBe(400);
    expect(noPath.body.message).toContain('body.path');
    const unknownTenant = await visit({ path: '/home' }, { headers: { tenantid: 'no-such-tenant' } });
    expect(unknownTenant.http).toBe(400);
    expect(unknownTenant.body.message).toContain('tenantid');
  });
});
