import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq, isNull, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOD_STATUS, editorImages, enrolments, notes, users, visitRecords, vods } from '../../server/db/schema';
import { INCOMING_DIR } from '../../server/editor/picture-intake';
import { ERROR } from '../../src/schemas/error-codes';
import { noteSchema } from '../../src/schemas/notes';
import { DEMO, call, login } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * What one user may pile up: editor pictures and notes have per-user quotas (a clear 413 / 41301
 * naming what is full, its limit and its setting, with nothing stored), which hold when uploads
 * race; page-visit records are limited per address without a session and per user with one.
 */
const PICTURE_QUOTA = 20_000;
const NOTES_MAX = 6;
const NOTES_BYTES = 150_000;
const VISITS_PER_IP = 5;
const VISITS_PER_USER = 10;

let server: TestServer;
const tokens: Record<string, string> = {};
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      USER_PICTURE_QUOTA_BYTES: String(PICTURE_QUOTA),
      USER_NOTES_QUOTA_COUNT: String(NOTES_MAX),
      USER_NOTES_QUOTA_BYTES: String(NOTES_BYTES),
      VISIT_MAX_PER_IP: String(VISITS_PER_IP),
      VISIT_MAX_PER_USER: String(VISITS_PER_USER),
    },
  });
  for (const name of ['student01', 'teacher01', 'admin'] as const) tokens[name] = (await login(server.url, DEMO[name])).jwt_token;
});
afterAll(() => server?.close());

const userId = async (username: string) =>
  (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, username), eq(users.tenantId, '1')))
  )[0]!.id;

const picture = (bytes: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(bytes - 8, 5)]);

function upload(token: string, pictures: Buffer[]) {
  const form = new FormData();
  pictures.forEach((bytes, i) => form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${i}.png`));
  return fetch(new URL('/v1/editor/upload', server.url), { method: 'POST', body: form, headers: { 'jwt-token': token } });
}

async function picturesOf(username: string) {
  const [row] = await db()
    .select({ n: count(), bytes: sum(editorImages.sizeBytes) })
    .from(editorImages)
    .where(eq(editorImages.userId, await userId(username)));
  return { n: row!.n, bytes: Number(row!.bytes ?? 0) };
}

const incoming = () => {
  const dir = join(server.app.deps.media.localRoot!, INCOMING_DIR);
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function expectQuotaRefusal(response: Response, ...named: string[]) {
  expect(response.status).toBe(ERROR.quotaExceeded.status);
  const body = await response.json();
  expect(body).toMatchObject({ status: ERROR.quotaExceeded.status, code: ERROR.quotaExceeded.code, result: null });
  for (const text of named) expect(body.message).toContain(text);
}

describe('editor picture quota (USER_PICTURE_QUOTA_BYTES)', () => {
  const SHOT = 6_000;

  it('keeps pictures up to the quota, then refuses a whole upload that would pass it and keeps none of it', async () => {
    const start = await picturesOf('teacher01');
    expect(start.bytes).toBe(0);
    expect((await upload(tokens.teacher01!, [picture(SHOT), picture(SHOT)])).status).toBe(200);
    // 12,000 kept: two more would make 24,000. The second part stops the upload as it arrives.
    await expectQuotaRefusal(
      await upload(tokens.teacher01!, [picture(SHOT), picture(SHOT)]),
      'editor pictures',
      `${PICTURE_QUOTA} bytes`,
      'USER_PICTURE_QUOTA_BYTES',
    );
    expect(await picturesOf('teacher01')).toEqual({ n: 2, bytes: 2 * SHOT });
    expect(incoming()).toEqual([]);

    expect((await upload(tokens.teacher01!, [picture(SHOT)])).status).toBe(200);
    await expectQuotaRefusal(await upload(tokens.teacher01!, [picture(SHOT)]), 'editor pictures');
    expect((await upload(tokens.teacher01!, [picture(PICTURE_QUOTA - 3 * SHOT)])).status).toBe(200);
    // Full: refused before the upload is even read.
    await expectQuotaRefusal(await upload(tokens.teacher01!, [picture(100)]), `${PICTURE_QUOTA} bytes kept`);
    expect(await picturesOf('teacher01')).toEqual({ n: 4, bytes: PICTURE_QUOTA });
    expect(incoming()).toEqual([]);
  });

  it('holds when uploads race: together they never pass the quota', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(tokens.admin!, [picture(SHOT)])));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 413, 413, 413]);
    expect(await picturesOf('admin')).toEqual({ n: 3, bytes: 3 * SHOT });
    expect(incoming()).toEqual([]);
  });
});

describe('notes quota (USER_NOTES_QUOTA_COUNT, USER_NOTES_QUOTA_BYTES)', () => {
  const paragraph = (text: string) => ({ type: 'paragraph', children: [{ text }] });
  const bigDocument = () => Array.from({ length: 5 }, (_, i) => paragraph(`${i}`.repeat(20_000)));
  const created: { id: string; revision: number }[] = [];

  async function watchableVod() {
    const [row] = await db()
      .select({ vodId: vods.id })
      .from(vods)
      .innerJoin(enrolments, eq(enrolments.teclId, vods.teclId))
      .where(and(eq(vods.status, VOD_STATUS.ready), eq(enrolments.studentId, await userId('student01'))))
      .limit(1);
    return row!.vodId;
  }
  const create = async (title: string) =>
    call(server.url, '/v1/note', {
      method: 'POST',
      token: tokens.student01,
      json: { vodId: await watchableVod(), title, content: [paragraph('short')] },
    });
  const save = (note: { id: string; revision: number }, content: unknown) =>
    call(server.url, `/v1/note/${note.id}`, { method: 'PUT', token: tokens.student01, json: { revision: note.revision, content } });

  it('takes notes up to the number allowed, then refuses one more until one is deleted', async () => {
    const [{ n: seeded } = { n: 0 }] = await db()
      .select({ n: count() })
      .from(notes)
      .where(eq(notes.userId, await userId('student01')));
    expect(seeded).toBeLessThan(NOTES_MAX - 1);
    for (let i = seeded; i < NOTES_MAX; i += 1) {
      const answer = await create(`note ${i}`);
      expect(answer.http).toBe(200);
      created.push(noteSchema.parse(answer.body.result));
    }
    const refused = await create('one too many');
    expect(refused.http).toBe(413);
    expect(refused.body).toMatchObject({ code: ERROR.quotaExceeded.code });
    expect(refused.body.message).toContain(`${NOTES_MAX} notes`);
    expect(refused.body.message).toContain('USER_NOTES_QUOTA_COUNT');

    const last = created.pop()!;
    expect((await call(server.url, `/v1/note/${last.id}`, { method: 'DELETE', token: tokens.student01 })).http).toBe(200);
    const again = await create('room again');
    expect(again.http).toBe(200);
    created.push(noteSchema.parse(again.body.result));
  });

  it('refuses a save that would take the notes past their total size, and still takes one that shrinks them', async () => {
    const [first, second] = created;
    const grown = await save(first!, bigDocument());
    expect(grown.http).toBe(200);
    const tooMuch = await save(second!, bigDocument());
    expect(tooMuch.http).toBe(413);
    expect(tooMuch.body.message).toContain(`${NOTES_BYTES} bytes`);
    expect(tooMuch.body.message).toContain('USER_NOTES_QUOTA_BYTES');
    const unchanged = noteSchema.parse((await call(server.url, `/v1/note/${second!.id}`, { token: tokens.student01 })).body.result);
    expect(unchanged.revision).toBe(second!.revision);
    expect((await save(noteSchema.parse(grown.body.result), [paragraph('smaller again')])).http).toBe(200);
  });
});

describe('page-visit records (VISIT_MAX_PER_IP, VISIT_MAX_PER_USER)', () => {
  const visit = (path: string, token?: string) =>
    call(server.url, '/v1/statistics/visitRecord/create', { method: 'POST', token, headers: { tenantid: '1' }, json: { path } });

  it('limits visits without a session per address, with a 429 in the envelope, and stores no more', async () => {
    for (let i = 0; i < VISITS_PER_IP; i += 1) expect((await visit('/anonymous-visit')).http).toBe(200);
    const refused = await visit('/anonymous-visit');
    expect(refused.http).toBe(429);
    expect(refused.body).toMatchObject({ status: 429, code: ERROR.tooManyRequests.code, result: null });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const [row] = await db()
      .select({ n: count() })
      .from(visitRecords)
      .where(and(eq(visitRecords.path, '/anonymous-visit'), isNull(visitRecords.userId)));
    expect(row!.n).toBe(VISITS_PER_IP);
  });

  it('limits signed-in visits per user, more generously, whatever the address has used', async () => {
    for (let i = 0; i < VISITS_PER_USER; i += 1) expect((await visit('/home', tokens.student01)).http).toBe(200);
    expect((await visit('/home', tokens.student01)).http).toBe(429);
    expect((await visit('/home', tokens.teacher01)).http).toBe(200);
  });
});
