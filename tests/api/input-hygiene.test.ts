import { and, asc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { VOD_STATUS, enrolments, notes, users, vods } from '../../server/db/schema';
import { registerErrorHandler } from '../../server/http/error-handler';
import { noteSchema } from '../../src/schemas/notes';
import { call } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';

/**
 * Control characters, odd numbers and broken bodies over real HTTP (issue 14 items 5, 9, 17):
 * refused with a 400 naming the field where they make no sense, dropped where a user pasted
 * them into free text, and never a 500 when they reach the database anyway.
 */
const signedIn = signedInServer(['student01']);
const base = () => signedIn.server.url;
const db = () => signedIn.server.database.db;
const get = (path: string) => call(base(), path, { token: signedIn.tokens.student01 });

async function watchableVodId(): Promise<string> {
  const [student] = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
  const [row] = await db()
    .select({ vodId: vods.id })
    .from(vods)
    .innerJoin(enrolments, eq(enrolments.teclId, vods.teclId))
    .where(and(eq(vods.status, VOD_STATUS.ready), eq(enrolments.studentId, student!.id)))
    .orderBy(asc(vods.id))
    .limit(1);
  return row!.vodId;
}

describe('control characters', () => {
  it('saves a note whose pasted text and remark hold NUL, without the NUL', async () => {
    const content = [
      { type: 'paragraph', children: [{ text: 'pasted\u0000 from a PDF\tcolumn\nnext line' }] },
      { type: 'mark-time-card', timeString: '00:00:05', content: 're\u0000mark', children: [{ text: '' }] },
    ];
    const created = await call(base(), '/v1/note', {
      method: 'POST',
      token: signedIn.tokens.student01,
      json: { vodId: await watchableVodId(), title: 'Pasted', content },
    });
    expect(created.http, JSON.stringify(created.body)).toBe(200);
    const note = noteSchema.parse(created.body.result);
    expect(note.content).toEqual([
      { type: 'paragraph', children: [{ text: 'pasted from a PDF\tcolumn\nnext line' }] },
      { type: 'mark-time-card', timeString: '00:00:05', content: 'remark', children: [{ text: '' }] },
    ]);
    const [stored] = await db().select({ content: notes.content }).from(notes).where(eq(notes.id, note.id));
    expect(JSON.stringify(stored!.content)).not.toContain('\\u0000');

    const updated = await call(base(), `/v1/note/${note.id}`, {
      method: 'PUT',
      token: signedIn.tokens.student01,
      json: { revision: note.revision, content: [{ type: 'paragraph', children: [{ text: 'again\u0000' }] }] },
    });
    expect(updated.http, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.result.content[0].children[0].text).toBe('again');
  });

  it.each([
    ['a query id', '/v1/course/status?courseId=a%00b', 'querystring.courseId'],
    ['a search word', '/v1/course/search?unionName=alg%1Bebra', 'querystring.unionName'],
    ['a list filter', '/v1/vod_live/t-1?courName=%7F', 'querystring.courName'],
    ['a path id', '/v1/note/a%00b', 'params.id'],
    ['a C1 control', '/v1/live/playInfo?courseId=x%C2%85', 'querystring.courseId'],
  ])('refuses a control character in %s with 400 naming the field', async (_what, path, field) => {
    const answer = await get(path);
    expect(answer.http).toBe(400);
    expect(answer.body.message).toContain(`${field}: must not contain control characters`);
    // The same for a page to word (src/schemas/field-problems.ts): where, which field, which rule.
    const [place, ...name] = field.split('.');
    expect(answer.body).toMatchObject({
      status: 400,
      code: 40000,
      result: { reason: 'fieldsInvalid', fields: [{ in: place, field: name.join('.'), rule: 'characters', values: {} }] },
    });
  });

  it('refuses a control character in a note title or a sign-in name, naming the field', async () => {
    const note = await call(base(), '/v1/note', {
      method: 'POST',
      token: signedIn.tokens.student01,
      json: { vodId: await watchableVodId(), title: 'Week\u00001', content: [{ type: 'paragraph', children: [{ text: 'x' }] }] },
    });
    expect(note.http).toBe(400);
    expect(note.body.message).toContain('body.title: must not contain control characters');
    const login = await call(base(), '/oauth2/password', {
      method: 'POST',
      headers: { 'x-password-hash': 'sha256' },
      json: { username: 'student\u000001', password: 'a'.repeat(64), tenantId: '1' },
    });
    expect(login.http).toBe(400);
    expect(login.body.message).toContain('body.username: must not contain control characters');
  });

  it('answers 400 without SQL when the database refuses a value, on either database', async () => {
    // A route of its own, so the check holds whatever the API's schemas refuse first.
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/probe', async () => db().execute(sql`select ${'a\u0000b'}::text as value`));
    app.get('/range', async () => db().execute(sql`select ${'99999999999'}::int as value`));
    for (const path of ['/probe', '/range']) {
      const answer = await app.inject({ method: 'GET', url: path });
      expect(answer.statusCode).toBe(400);
      const body = answer.json();
      expect(body).toMatchObject({ status: 400, code: 40000, result: null });
      expect(body.message).not.toMatch(/select|::|UTF8|integer/i);
    }
    await app.close();
  });
});

describe('numbers in queries', () => {
  it.each(['0x10', '1e2', '%201%20', '1.0', '+1', ''])('refuses page.pageIndex=%s with 400 naming the field', async (value) => {
    const answer = await get(`/v1/union/vod_live_new?page.pageIndex=${value}`);
    expect(answer.http).toBe(400);
    expect(answer.body.message).toContain('querystring.page.pageIndex');
  });

  it('takes plain decimal paging, and the same rule holds for notes and epoch bounds', async () => {
    const page = await get('/v1/union/vod_live_new?page.pageIndex=2&page.pageSize=3');
    expect(page.http).toBe(200);
    expect(page.body.result).toMatchObject({ pageIndex: 2, pageSize: 3 });
    expect((await get('/v1/note/list?pageSize=1e2')).body.message).toContain('querystring.pageSize');
    expect((await get('/v1/vod_live/t-1?courBeginTime=0x10')).body.message).toContain('querystring.courBeginTime');
    expect((await get('/v1/vod_live/t-1?liveDay=-1')).http).toBe(200);
  });
});

describe('malformed multipart bodies', () => {
  const upload = (contentType: string, body: string) =>
    fetch(new URL('/v1/editor/upload', base()), {
      method: 'POST',
      headers: { 'jwt-token': signedIn.tokens.student01!, 'content-type': contentType },
      body,
    });

  it.each([
    ['without a boundary', 'multipart/form-data', 'x'],
    [
      'cut short inside a part',
      'multipart/form-data; boundary=cut',
      '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    ],
    ['with no parts at all', 'multipart/form-data; boundary=cut', 'garbage'],
  ])('answers a form %s with a 4xx envelope', async (_what, contentType, body) => {
    const answer = await upload(contentType, body);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await answer.json()).toMatchObject({ status: answer.status, result: null, message: expect.stringContaining('body') });
  });
});
