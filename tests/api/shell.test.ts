import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localDayText } from '../../server/local-day';
import { courseSessions, enrolments, teachingClasses, users } from '../../server/db/schema';
import { z } from 'zod';
import { recentWatchResultSchema, schoolChoiceSchema, themeInfoSchema } from '../../src/schemas/shell';
import { signedInServer } from '../support/signed-in-server';
import { DEMO, call } from '../support/api-client';

const signedIn = signedInServer(['admin', 'teacher01', 'student01', 'student03', 'nopriv01']);
const tokens = signedIn.tokens;

const get = (path: string, name?: keyof typeof DEMO, headers: Record<string, string> = {}) =>
  call(signedIn.server.url, path, { token: name ? tokens[name] : undefined, headers });

describe('style configuration and school look', () => {
  it("GET /v1/config/styles answers the requested codes of the caller's tenant", async () => {
    const answer = await get('/v1/config/styles?sypaCodes=SchoolLogo,PlatformLogo', 'student01');
    expect(answer.body.result.map((e: { sypaCode: string }) => e.sypaCode)).toEqual(['PlatformLogo', 'SchoolLogo']);
    expect(answer.body.result[0].sypaValue).toMatch(/^\/media\/branding\/1\//);
    const second = await get('/v1/config/styles?sypaCodes=SchoolLogo', 'student03');
    expect(second.body.result[0].sypaValue).toMatch(/^\/media\/branding\/2\//);
  });

  it("prefers the application's own entry (SaveTime of the player) over generic ones", async () => {
    const all = await get('/v1/config/styles?applyId=lectern-player&sypaCodes=SaveTime', 'student01');
    expect(all.body.result).toEqual([{ sypaCode: 'SaveTime', sypaValue: '15' }]);
  });

  it('refuses an unknown style code naming the field', async () => {
    const answer = await get('/v1/config/styles?sypaCodes=SchoolLogo,Nonsense', 'student01');
    expect(answer.http).toBe(400);
    expect(answer.body.message).toContain('sypaCodes');
  });

  it('GET /v1/config/style summarises the school theme, before sign-in too', async () => {
    const signedOut = themeInfoSchema.parse((await get('/v1/config/style')).body.result);
    expect(signedOut).toEqual({ themeColor: 'green', isShowCourseNo: 1, logoutType: 0, grayscale: false });
    const tenantTwo = themeInfoSchema.parse((await get('/v1/config/style', 'student03')).body.result);
    expect(tenantTwo.themeColor).toBe('blue');
    const byHeader = themeInfoSchema.parse((await get('/v1/config/style', undefined, { tenantid: '2' })).body.result);
    expect(byHeader.themeColor).toBe('blue');
  });

  it('answers platform, school and app info', async () => {
    const platform = (await get('/v1/platform/info')).body.result;
    expect(platform.poapName).toContain('Lectern');
    expect(platform.browserImgUrl).toMatch(/^\/media\/branding\/1\//);
    const school = (await get('/v1/school/info', 'student03')).body.result;
    expect(school.schoolLogo).toMatch(/^\/media\/branding\/2\//);
    expect((await get('/v1/app/info')).body.result).toMatchObject({ appName: 'lectern', environment: 'production' });
  });

  it('GET /v1/school/list names every school a visitor may sign in to, signed out', async () => {
    const answer = await get('/v1/school/list');
    expect(answer.http).toBe(200);
    const schools = z.array(schoolChoiceSchema).parse(answer.body.result);
    expect(schools.map((s) => s.tenantId)).toEqual(['1', '2']);
    for (const school of schools) {
      expect(school.schoolName).not.toBe('');
      expect(school.schoolLogo).toMatch(new RegExp(`^/media/branding/${school.tenantId}/`));
    }
  });

  it('serves pictures under /media publicly but never video or course files', async () => {
    const dir = join(signedIn.server.app.deps.media.localRoot!, 'branding', '1');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'logo-test.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dir, 'secret.m3u8'), '#EXTM3U');
    const picture = await fetch(new URL('/media/branding/1/logo-test.svg', signedIn.server.url));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await fetch(new URL('/media/branding/1/secret.m3u8', signedIn.server.url))).status).toBe(404);
    expect((await fetch(new URL('/media/branding/1/..%2F..%2F..%2Fetc%2Fpasswd', signedIn.server.url))).status).toBe(404);
  });
});

describe('campuses', () => {
  it('lists the two campuses of tenant 1 and the one of tenant 2', async () => {
    const one = (await get('/v1/campus/list', 'student01')).body.result;
    expect(one).toHaveLength(2);
    // The demo's campuses are on this site, wherever it runs: never a fixed host like localhost.
    expect(one[0]).toEqual({
      id: expect.any(String),
      campName: expect.any(String),
      domainName: expect.stringMatching(/^\/#\/home\?campus=/),
    });
    expect((await get('/v1/campus/list', 'student03')).body.result).toHaveLength(1);
    expect((await get('/v1/campus/get/hasDomainName', 'student01')).body.result).toHaveLength(2);
  });

  it('needs a session', async () => {
    expect((await get('/v1/campus/list')).http).toBe(401);
  });
});

describe('POST /v1/list/recentWatchRecord', () => {
  const history = (name: keyof typeof DEMO, body: unknown) =>
    call(signedIn.server.url, '/v1/list/recentWatchRecord', { method: 'POST', token: tokens[name], json: body });

  it("answers student01's history newest first, at most a page, grouped by the server's local day", async () => {
    const answer = await history('student01', { isLive: false, page: { pageIndex: 1, pageSize: 5 } });
    const result = recentWatchResultSchema.parse(answer.body.result);
    const items = result.list.flatMap((g) => g.courseInfoList);
    expect(items).toHaveLength(5);
    expect(result.total).toBeGreaterThanOrEqual(6);
    const times = items.map((i) => i.watchedAt);
    expect(times).toEqual([...times].sort().reverse());
    // The subject in both languages, so the dropdown names it in the reader's.
    for (const item of items) expect(item.subjNameEn).toMatch(/^[^\p{Script=Han}]+$/u);
    // The server's calendar day (as "today" everywhere), not the UTC date of the instant.
    for (const group of result.list)
      for (const item of group.courseInfoList) expect(group.date).toBe(localDayText(new Date(item.watchedAt)));
    const page2 = recentWatchResultSchema.parse(
      (await history('student01', { isLive: false, page: { pageIndex: 2, pageSize: 5 } })).body.result,
    );
    const ids = new Set(items.map((i) => i.vodId));
    expect(page2.list.flatMap((g) => g.courseInfoList).every((i) => !ids.has(i.vodId))).toBe(true);
  });

  it('puts a recording watched now first, stamped by the server clock under its local day', async () => {
    const before = recentWatchResultSchema.parse((await history('student01', { page: { pageIndex: 1, pageSize: 10 } })).body.result);
    const last = before.list.flatMap((g) => g.courseInfoList).at(-1)!;
    const saved = await call(signedIn.server.url, '/v1/vod/addVodWatchRecord', {
      method: 'POST',
      token: tokens.student01,
      json: { vodId: last.vodId, positionS: 3, watchPercent: 0.2 },
    });
    expect(saved.http).toBe(200);
    const after = recentWatchResultSchema.parse((await history('student01', { page: { pageIndex: 1, pageSize: 10 } })).body.result);
    const now = signedIn.server.clock.now;
    expect(after.list[0]!.date).toBe(localDayText(now));
    expect(after.list[0]!.courseInfoList[0]).toMatchObject({ vodId: last.vodId, watchedAt: now.toISOString() });
  });

  it('keeps tenants apart and is empty for live', async () => {
    const mine = recentWatchResultSchema.parse((await history('student03', {})).body.result);
    const theirs = recentWatchResultSchema.parse((await history('student01', {})).body.result);
    const teclOf = (r: typeof mine) => r.list.flatMap((g) => g.courseInfoList.map((i) => i.courseOfEsDto.teclId));
    expect(teclOf(mine).every((id) => id.startsWith('tecl-2-'))).toBe(true);
    expect(teclOf(theirs).every((id) => id.startsWith('tecl-1-'))).toBe(true);
    expect((await history('student01', { isLive: true })).body.result).toEqual({ list: [], total: 0 });
  });

  it('refuses a page size over 100', async () => {
    const answer = await history('student01', { page: { pageIndex: 1, pageSize: 500 } });
    expect(answer.http).toBe(400);
    expect(answer.body.message).toContain('page.pageSize');
  });
});

describe('GET /v1/course/verify', () => {
  const verify = async (name: keyof typeof DEMO, courId: string) =>
    (await get(`/v1/course/verify?courId=${courId}`, name)).body.result.verify;
  it('lets a student watch campus-wide classes and their own, not enrolled-only classes of others', async () => {
    const { db } = signedIn.server.database;
    const [student] = await db
      .select()
      .from(users)
      .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
    const classes = await db.select().from(teachingClasses).where(eq(teachingClasses.tenantId, '1'));
    const mine = new Set((await db.select().from(enrolments).where(eq(enrolments.studentId, student!.id))).map((e) => e.teclId));
    const restricted = classes.find((c) => c.visibility === 'enrolled' && !mine.has(c.id))!;
    const open = classes.find((c) => c.visibility === 'campus' && !mine.has(c.id))!;
    const courseOf = async (teclId: string) =>
      (await db.select().from(courseSessions).where(eq(courseSessions.teclId, teclId)).limit(1))[0]!.id;
    expect(await verify('student01', await courseOf(open.id))).toBe(true);
    expect(await verify('student01', await courseOf(restricted.id))).toBe(false);
    expect(await verify('admin', await courseOf(restricted.id))).toBe(true);
    expect(await verify('nopriv01', await courseOf(open.id))).toBe(false);
    expect(await verify('student03', await courseOf(open.id))).toBe(false);
  });

  it('answers false for an unknown course and 400 without courId', async () => {
    expect(await verify('student01', 'cour-does-not-exist')).toBe(false);
    expect((await get('/v1/course/verify', 'student01')).http).toBe(400);
  });
});
