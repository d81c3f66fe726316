import { describe, expect, it } from 'vitest';
import { helpArticleSchema, superstarCourseSchema } from '../../src/schemas/content';
import { DEMO, call } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';

/** Help articles (/help-center) and the MOOC courses (/superstar-course) of the caller's tenant. */
const signedIn = signedInServer(['student01', 'student03']);
const tokens = signedIn.tokens;

const get = (path: string, name?: keyof typeof DEMO) => call(signedIn.server.url, path, { token: name ? tokens[name] : undefined });
const articles = async (query: string, name: keyof typeof DEMO = 'student01') =>
  helpArticleSchema.array().parse((await get(`/v1/help/articles${query}`, name)).body.result);

describe('GET /v1/help/articles', () => {
  it("lists every article of the caller's tenant in its order", async () => {
    const all = await articles('');
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all[0]).toMatchObject({ category: 'Getting started', title: 'Signing in' });
    expect(all.every((a) => a.id.startsWith('help-1-'))).toBe(true);
    const theirs = await articles('', 'student03');
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((a) => a.id.startsWith('help-2-'))).toBe(true);
  });

  it('finds articles by title, body or category, ignoring case', async () => {
    expect((await articles('?keyword=CAPTIONS')).map((a) => a.title)).toContain('Captions');
    expect((await articles('?keyword=10%20MB')).map((a) => a.title)).toEqual(['Uploading a video']);
    expect((await articles('?keyword=playback')).map((a) => a.category)).toEqual(['Playback', 'Playback']);
    expect(await articles('?keyword=nothing-like-this')).toEqual([]);
    expect(await articles(`?keyword=${encodeURIComponent('%')}`)).toEqual([]);
    expect((await articles('?keyword=')).length).toBe((await articles('')).length);
  });

  it('answers 400 naming keyword when it is too long, 401 without a session', async () => {
    const answer = await get(`/v1/help/articles?keyword=${'a'.repeat(101)}`, 'student01');
    expect(answer.http).toBe(400);
    expect(answer.body.message).toContain('keyword');
    expect((await get('/v1/help/articles')).http).toBe(401);
  });
});

describe('GET /v1/superstar/courses', () => {
  it("lists the tenant's MOOC courses in order, with their external address", async () => {
    const courses = superstarCourseSchema.array().parse((await get('/v1/superstar/courses', 'student01')).body.result);
    expect(courses.length).toBeGreaterThanOrEqual(3);
    expect(courses[0]).toMatchObject({ title: 'Calculus I', provider: 'Superstar MOOC', url: expect.stringMatching(/^https:\/\//) });
    expect(courses.every((c) => c.id.startsWith('mooc-1-'))).toBe(true);
    const theirs = superstarCourseSchema.array().parse((await get('/v1/superstar/courses', 'student03')).body.result);
    expect(theirs.every((c) => c.id.startsWith('mooc-2-'))).toBe(true);
  });

  it('needs a session', async () => {
    expect((await get('/v1/superstar/courses')).http).toBe(401);
  });
});
