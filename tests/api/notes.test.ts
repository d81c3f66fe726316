import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VOD_STATUS, enrolments, notes, users, vods } from '../../server/db/schema';
import { NOTE_BODY_MAX_BYTES, NOTE_STATUS } from '../../src/constants';
import { ERROR } from '../../src/schemas/error-codes';
import { editorUploadResultSchema } from '../../src/schemas/editor';
import { noteListSchema, noteSchema, type NoteDocument } from '../../src/schemas/notes';
import { call } from '../support/api-client';
import { closedDemoRecording } from '../support/closed-recording';
import { signedInServer } from '../support/signed-in-server';

/**
 * Notes beside recordings over real HTTP: the author's own drafts round-trip exactly, two
 * windows cannot overwrite each other, submitted notes stay as submitted, every malformed
 * document is refused with the field named, and nobody else (other users, other tenants,
 * users without the notes sign) can list, read, change or delete them.
 */
const signedIn = signedInServer(['student01', 'nopriv01', 'student03']);
const tokens = signedIn.tokens;
const db = () => signedIn.server.database.db;
const base = () => signedIn.server.url;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

const studentId = async () =>
  (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')))
  )[0]!.id;

async function recordings() {
  const student = await studentId();
  const [open] = await db()
    .select({ vodId: vods.id, teclId: vods.teclId, courId: vods.courId })
    .from(vods)
    .innerJoin(enrolments, eq(enrolments.teclId, vods.teclId))
    .where(and(eq(vods.status, VOD_STATUS.ready), eq(enrolments.studentId, student)))
    .limit(1);
  return { open: open!, closedVodId: (await closedDemoRecording(db())).vodId };
}

async function uploadPicture(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'shot.png');
  const response = await fetch(new URL('/v1/editor/upload', base()), { method: 'POST', body: form, headers: { 'jwt-token': token } });
  return editorUploadResultSchema.parse((await response.json()).result).files[0]!.id;
}

const document = (imageId?: string): NoteDocument => [
  { type: 'paragraph', children: [{ text: 'Eigenvalues ' }, { text: 'first', bold: true }] },
  { type: 'mark-time-card', timeString: '00:01:05', content: 'definition', children: [{ text: '' }] },
  { type: 'code-block', children: [{ text: 'det(A - λI) = 0' }] },
  ...(imageId === undefined ? [] : [{ type: 'image' as const, imageId, children: [{ text: '' }] as [{ text: '' }] }]),
];

const create = (json: unknown, token = tokens.student01) => call(base(), '/v1/note', { method: 'POST', token, json });
const update = (id: string, json: unknown, token = tokens.student01) => call(base(), `/v1/note/${id}`, { method: 'PUT', token, json });

async function newDraft() {
  const { open } = await recordings();
  const answer = await create({ vodId: open.vodId, title: 'Week notes', content: document() });
  expect(answer.http).toBe(200);
  return noteSchema.parse(answer.body.result);
}

describe('GET /v1/note/list', () => {
  it("lists the caller's notes newest first with their status, and filters by recording", async () => {
    const answer = await call(base(), '/v1/note/list?pageSize=100', { token: tokens.student01 });
    expect(answer.http).toBe(200);
    const list = noteListSchema.parse(answer.body.result);
    const seeded = list.records.filter((note) => note.id.startsWith('note-'));
    expect(seeded.map((note) => note.status).sort()).toEqual([NOTE_STATUS.draft, NOTE_STATUS.pending, NOTE_STATUS.released]);
    const times = list.records.map((note) => Date.parse(note.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const vodId = seeded[0]!.vodId!;
    const filtered = noteListSchema.parse((await call(base(), `/v1/note/list?vodId=${vodId}`, { token: tokens.student01 })).body.result);
    expect(filtered.records.length).toBeGreaterThan(0);
    expect(filtered.records.every((note) => note.vodId === vodId)).toBe(true);
    expect(filtered.total).toBe(filtered.records.length);
  });

  it('is refused without the notes sign and empty for another tenant', async () => {
    const noSign = await call(base(), '/v1/note/list', { token: tokens.nopriv01 });
    expect([noSign.http, noSign.body.code]).toEqual([403, ERROR.forbidden.code]);
    const otherTenant = noteListSchema.parse((await call(base(), '/v1/note/list', { token: tokens.student03 })).body.result);
    expect(otherTenant.records.every((note) => !note.id.startsWith('note-1-'))).toBe(true);
    expect((await call(base(), '/v1/note/list')).http).toBe(401);
  });
});

describe('POST /v1/note and GET /v1/note/{id}', () => {
  it('keeps a draft beside a recording exactly as written, pictures and time cards included', async () => {
    const { open } = await recordings();
    const imageId = await uploadPicture(tokens.student01!);
    const answer = await create({ vodId: open.vodId, title: '  Eigenvalues  ', content: document(imageId) });
    expect(answer.http).toBe(200);
    const note = noteSchema.parse(answer.body.result);
    expect(note).toMatchObject({
      title: 'Eigenvalues',
      vodId: open.vodId,
      teclId: open.teclId,
      courId: open.courId,
      status: NOTE_STATUS.draft,
      revision: 1,
    });
    const again = noteSchema.parse((await call(base(), `/v1/note/${note.id}`, { token: tokens.student01 })).body.result);
    expect(again.content).toEqual(document(imageId));
  });

  it('trims a time card remark and refuses one over 20 characters', async () => {
    const { open } = await recordings();
    const card = (content: string) => [{ type: 'mark-time-card', timeString: '00:00:07', content, children: [{ text: '' }] }];
    const trimmed = noteSchema.parse((await create({ vodId: open.vodId, title: 't', content: card('   key idea   ') })).body.result);
    expect(trimmed.content[0]).toMatchObject({ content: 'key idea' });
    const long = await create({ vodId: open.vodId, title: 't', content: card('x'.repeat(21)) });
    expect([long.http, long.body.code]).toEqual([400, ERROR.badRequest.code]);
    expect(long.body.message).toMatch(/content/);
    expect(long.body.message).toMatch(/20/);
  });

  it.each([
    ['an empty document', []],
    ['an unknown element', [{ type: 'script', children: [{ text: 'x' }] }]],
    ['an unknown attribute', [{ type: 'paragraph', onclick: 'x', children: [{ text: 'x' }] }]],
    ['a mark that is not a flag', [{ type: 'paragraph', children: [{ text: 'x', bold: 'yes' }] }]],
    ['a time that is not hh:mm:ss', [{ type: 'mark-time-card', timeString: '1:5', content: '', children: [{ text: '' }] }]],
    ['text inside a time card', [{ type: 'mark-time-card', timeString: '00:00:01', content: '', children: [{ text: 'x' }] }]],
    ['a paragraph without text', [{ type: 'paragraph', children: [] }]],
  ])('refuses %s with 400 naming the content', async (_, content) => {
    const { open } = await recordings();
    const answer = await create({ vodId: open.vodId, title: 't', content });
    expect([answer.http, answer.body.code]).toEqual([400, ERROR.badRequest.code]);
    expect(answer.body.message).toMatch(/content/);
  });

  it('refuses a missing title, a recording the caller may not watch, and pictures that are not theirs', async () => {
    const { open, closedVodId } = await recordings();
    expect((await create({ vodId: open.vodId, title: '   ', content: document() })).http).toBe(400);
    const closed = await create({ vodId: closedVodId, title: 't', content: document() });
    expect(closed.http).toBe(403);
    expect((await create({ vodId: 'vod-none', title: 't', content: document() })).http).toBe(404);
    const stranger = await uploadPicture(tokens.student03!);
    const foreign = await create({ vodId: open.vodId, title: 't', content: document(stranger) });
    expect(foreign.http).toBe(400);
    expect(foreign.body.message).toContain(stranger);
  });

  it('refuses a body over the limit with 413 before reading it', async () => {
    const { open } = await recordings();
    const big = Array.from({ length: 60 }, () => ({ type: 'paragraph', children: [{ text: 'x'.repeat(19_000) }] }));
    expect(JSON.stringify(big).length).toBeGreaterThan(NOTE_BODY_MAX_BYTES);
    const answer = await create({ vodId: open.vodId, title: 't', content: big });
    expect([answer.http, answer.body.code]).toEqual([413, ERROR.payloadTooLarge.code]);
  });
});

describe('PUT /v1/note/{id}', () => {
  it('saves from the revision it read, and tells a second window that the note moved on', async () => {
    const note = await newDraft();
    const first = await update(note.id, { revision: 1, content: [{ type: 'paragraph', children: [{ text: 'window A' }] }] });
    expect(first.http).toBe(200);
    expect(noteSchema.parse(first.body.result).revision).toBe(2);
    const stale = await update(note.id, { revision: 1, content: [{ type: 'paragraph', children: [{ text: 'window B' }] }] });
    expect([stale.http, stale.body.code]).toEqual([409, ERROR.noteChanged.code]);
    expect(stale.body.message).toContain('revision 2');
    const kept = noteSchema.parse((await call(base(), `/v1/note/${note.id}`, { token: tokens.student01 })).body.result);
    expect(kept.content).toEqual([{ type: 'paragraph', children: [{ text: 'window A' }] }]);
    const renamed = noteSchema.parse((await update(note.id, { revision: 2, title: 'Renamed' })).body.result);
    expect(renamed).toMatchObject({ title: 'Renamed', revision: 3, content: kept.content });
  });

  it('stamps the note with the server clock when created and saved, so it lists before the seeded ones', async () => {
    const note = await newDraft();
    const now = signedIn.server.clock.now.toISOString();
    expect([note.createdAt, note.updatedAt]).toEqual([now, now]);
    const saved = noteSchema.parse((await update(note.id, { revision: note.revision, title: 'Stamped' })).body.result);
    expect(saved.updatedAt).toBe(now);
    const list = noteListSchema.parse((await call(base(), '/v1/note/list?pageSize=100', { token: tokens.student01 })).body.result);
    expect(list.records.filter((n) => n.updatedAt === now).map((n) => n.id)).toContain(note.id);
    expect(list.records.every((n) => n.updatedAt <= now)).toBe(true);
  });

  it('leaves submitted and released notes as they are', async () => {
    const [submitted] = await db()
      .select({ id: notes.id, revision: notes.revision })
      .from(notes)
      .where(and(eq(notes.userId, await studentId()), eq(notes.status, NOTE_STATUS.pending)));
    const answer = await update(submitted!.id, { revision: submitted!.revision, title: 'changed' });
    expect([answer.http, answer.body.code]).toEqual([409, ERROR.noteLocked.code]);
  });

  it('refuses a body without changes, and hides the note from anyone else', async () => {
    const note = await newDraft();
    expect((await update(note.id, { revision: 1 })).http).toBe(400);
    expect((await update(note.id, { revision: 0, title: 'x' })).http).toBe(400);
    const otherTenant = await update(note.id, { revision: 1, title: 'mine now' }, tokens.student03);
    expect(otherTenant.http).toBe(404);
    expect((await call(base(), `/v1/note/${note.id}`, { token: tokens.student03 })).http).toBe(404);
    expect((await call(base(), `/v1/note/${note.id}`, { token: tokens.nopriv01 })).http).toBe(403);
    expect((await call(base(), `/v1/note/${note.id}`, { method: 'DELETE', token: tokens.student03 })).http).toBe(404);
    const unchanged = noteSchema.parse((await call(base(), `/v1/note/${note.id}`, { token: tokens.student01 })).body.result);
    expect(unchanged).toMatchObject({ title: 'Week notes', revision: 1 });
  });
});

describe('DELETE /v1/note/{id}', () => {
  it('deletes the caller’s note for good', async () => {
    const note = await newDraft();
    const answer = await call(base(), `/v1/note/${note.id}`, { method: 'DELETE', token: tokens.student01 });
    expect(answer.http).toBe(200);
    expect((await call(base(), `/v1/note/${note.id}`, { token: tokens.student01 })).http).toBe(404);
    expect((await call(base(), `/v1/note/${note.id}`, { method: 'DELETE', token: tokens.student01 })).http).toBe(404);
  });
});
