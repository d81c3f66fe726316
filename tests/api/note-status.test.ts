import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { VOD_STATUS, enrolments, messages, teachingClasses, users, vods } from '../../server/db/schema';
import { NOTE_STATUS } from '../../src/constants';
import { ERROR } from '../../src/schemas/error-codes';
import { messagePageSchema } from '../../src/schemas/messages';
import { noteListSchema, noteSchema, type Note, type NoteDocument } from '../../src/schemas/notes';
import { call, login } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';

/**
 * Note status over real HTTP (docs/notes.md "Status", "Who reads a note"): teacher01 writes a
 * note on a recording of their class, hands it in and releases it; an enrolled student then reads
 * it and is told; nobody else does. Students never submit or release, drafts stay private,
 * wrong-state changes are 409 / 40912, racing changes have one winner, and the list finds notes
 * by their text, remarks and Chinese words but never by the document's JSON keys.
 */
const signedIn = signedInServer(['teacher01', 'student01', 'student03', 'admin']);
const tokens = signedIn.tokens;
const db = () => signedIn.server.database.db;
const base = () => signedIn.server.url;

/** student04 is an extra demo student (seed plan), kept out of the teacher's class below. */
const outsider = { username: 'student04', password: 'Lectern@12345', tenantId: '1' };
let outsiderToken = '';
const fixture = { vodId: '', teclId: '', teacherName: '' };

const userOf = async (username: string) =>
  (
    await db()
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.username, username), eq(users.tenantId, '1')))
  )[0]!;

beforeAll(async () => {
  const teacher = await userOf('teacher01');
  const [recording] = await db()
    .select({ vodId: vods.id, teclId: vods.teclId })
    .from(vods)
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .where(and(eq(teachingClasses.teacherId, teacher.id), eq(vods.status, VOD_STATUS.ready)))
    .orderBy(asc(vods.id))
    .limit(1);
  Object.assign(fixture, { ...recording!, teacherName: teacher.name });
  const [student, stranger] = [await userOf('student01'), await userOf(outsider.username)];
  await db().insert(enrolments).values({ tenantId: '1', teclId: fixture.teclId, studentId: student.id }).onConflictDoNothing();
  await db()
    .delete(enrolments)
    .where(and(eq(enrolments.teclId, fixture.teclId), eq(enrolments.studentId, stranger.id)));
  outsiderToken = (await login(base(), outsider)).jwt_token;
});

const document = (remark: string, text = 'Eigen'): NoteDocument => [
  { type: 'paragraph', children: [{ text }, { text: 'values of a matrix', bold: true }] },
  { type: 'mark-time-card', timeString: '00:02:10', content: remark, children: [{ text: '' }] },
  { type: 'paragraph', children: [{ text: '特征值与特征向量' }] },
];

async function newNote(token: string, title: string, remark = 'pivot trick'): Promise<Note> {
  const answer = await call(base(), '/v1/note', {
    method: 'POST',
    token,
    json: { vodId: fixture.vodId, title, content: document(remark) },
  });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return noteSchema.parse(answer.body.result);
}

const setStatus = (id: string, json: unknown, token: string) => call(base(), `/v1/note/${id}/status`, { method: 'POST', token, json });

async function moved(id: string, status: number, token = tokens.teacher01!): Promise<Note> {
  const answer = await setStatus(id, { status }, token);
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return noteSchema.parse(answer.body.result);
}

const read = (id: string, token: string) => call(base(), `/v1/note/${id}`, { token });

async function list(token: string, query: string) {
  const answer = await call(base(), `/v1/note/list?pageSize=100&${query}`, { token });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return noteListSchema.parse(answer.body.result);
}

async function courseMessages(token: string) {
  const answer = await call(base(), '/v1/messages?kind=course&page.pageSize=100', { token });
  return messagePageSchema.parse(answer.body.result).records;
}

describe('a note the teacher releases to the class', () => {
  it('is handed in, released, read by an enrolled student who is told, and by nobody else', async () => {
    const draft = await newNote(tokens.teacher01!, 'Week 5: spectra');
    expect(draft).toMatchObject({
      status: NOTE_STATUS.draft,
      mine: true,
      actions: ['submit'],
      authorName: fixture.teacherName,
      teclId: fixture.teclId,
    });
    expect(draft.teclName).toBeTruthy();
    expect(draft.vodTitle).toBeTruthy();
    expect((await read(draft.id, tokens.student01!)).http).toBe(404);

    const pending = await moved(draft.id, NOTE_STATUS.pending);
    expect(pending).toMatchObject({ status: NOTE_STATUS.pending, actions: ['withdraw', 'release'] });
    expect((await read(draft.id, tokens.student01!)).http).toBe(404);

    const released = await moved(draft.id, NOTE_STATUS.released);
    expect(released).toMatchObject({ status: NOTE_STATUS.released, actions: ['unrelease'] });

    const seen = await read(draft.id, tokens.student01!);
    expect(seen.http).toBe(200);
    expect(noteSchema.parse(seen.body.result)).toMatchObject({
      id: draft.id,
      mine: false,
      actions: [],
      authorName: fixture.teacherName,
      content: draft.content,
    });
    const shared = await list(tokens.student01!, 'scope=shared');
    expect(shared.records.find((note) => note.id === draft.id)).toMatchObject({ authorName: fixture.teacherName, mine: false });
    expect((await list(tokens.student01!, 'scope=mine')).records.map((note) => note.id)).not.toContain(draft.id);
    expect((await list(tokens.student01!, `scope=shared&teclId=${fixture.teclId}`)).records.map((n) => n.id)).toContain(draft.id);
    expect((await list(tokens.student01!, 'scope=shared&teclId=tecl-none')).total).toBe(0);

    const told = (await courseMessages(tokens.student01!)).find((m) => m.topic === 'note-released' && m.params.note === draft.title);
    expect(told).toMatchObject({ teclId: fixture.teclId, vodId: fixture.vodId });

    // Not for a student of another class, another tenant, nor to change or delete.
    expect((await read(draft.id, outsiderToken)).http).toBe(404);
    expect((await list(outsiderToken, 'scope=shared')).records.map((n) => n.id)).not.toContain(draft.id);
    expect((await courseMessages(outsiderToken)).filter((m) => m.params.note === draft.title)).toEqual([]);
    expect((await read(draft.id, tokens.student03!)).http).toBe(404);
    expect((await setStatus(draft.id, { status: NOTE_STATUS.pending }, tokens.student03!)).http).toBe(404);
    const edit = await call(base(), `/v1/note/${draft.id}`, { method: 'PUT', token: tokens.student01, json: { revision: 1, title: 'x' } });
    expect(edit.http).toBe(404);
    expect((await call(base(), `/v1/note/${draft.id}`, { method: 'DELETE', token: tokens.student01 })).http).toBe(404);
    // The tenant's administrator reads it and may take it back.
    const byAdmin = await read(draft.id, tokens.admin!);
    expect([byAdmin.http, byAdmin.body.result.actions]).toEqual([200, ['unrelease']]);
  });

  it('is hidden again once taken back, and editable again once withdrawn', async () => {
    const note = await newNote(tokens.teacher01!, 'Week 6: by mistake');
    await moved(note.id, NOTE_STATUS.pending);
    await moved(note.id, NOTE_STATUS.released);
    expect((await read(note.id, tokens.student01!)).http).toBe(200);

    const back = await moved(note.id, NOTE_STATUS.pending);
    expect(back.actions).toEqual(['withdraw', 'release']);
    expect((await read(note.id, tokens.student01!)).http).toBe(404);
    expect((await list(tokens.student01!, 'scope=shared')).records.map((n) => n.id)).not.toContain(note.id);

    const locked = await call(base(), `/v1/note/${note.id}`, { method: 'PUT', token: tokens.teacher01, json: { revision: 1, title: 'x' } });
    expect([locked.http, locked.body.code]).toEqual([409, ERROR.noteLocked.code]);
    const draft = await moved(note.id, NOTE_STATUS.draft);
    expect(draft).toMatchObject({ status: NOTE_STATUS.draft, actions: ['submit'] });
    const edited = await call(base(), `/v1/note/${note.id}`, {
      method: 'PUT',
      token: tokens.teacher01,
      json: { revision: draft.revision, title: 'Week 6: corrected' },
    });
    expect(edited.http).toBe(200);
  });
});

describe('what students may not do', () => {
  it('cannot submit or release their own draft, nor read another student’s', async () => {
    const draft = await newNote(tokens.student01!, 'My own thoughts');
    expect(draft.actions).toEqual([]);
    const submit = await setStatus(draft.id, { status: NOTE_STATUS.pending }, tokens.student01!);
    expect([submit.http, submit.body.code, submit.body.message]).toEqual([
      403,
      ERROR.forbidden.code,
      "only the class's teacher can submit a note for the class",
    ]);
    const release = await setStatus(draft.id, { status: NOTE_STATUS.released }, tokens.student01!);
    expect([release.http, release.body.code]).toEqual([403, ERROR.forbidden.code]);

    // A draft is its author's alone: not another student's, not even the class's teacher's.
    for (const token of [outsiderToken, tokens.teacher01!, tokens.admin!]) {
      expect((await read(draft.id, token)).http).toBe(404);
      expect((await setStatus(draft.id, { status: NOTE_STATUS.pending }, token)).http).toBe(404);
    }
    expect((await read(draft.id, tokens.student01!)).body.result.status).toBe(NOTE_STATUS.draft);
  });
});

describe('POST /v1/note/{id}/status', () => {
  it('refuses a change from the wrong status with 409 / 40912, saying why', async () => {
    const note = await newNote(tokens.teacher01!, 'Week 7: order matters');
    const early = await setStatus(note.id, { status: NOTE_STATUS.released }, tokens.teacher01!);
    expect([early.http, early.body.code, early.body.message]).toEqual([
      409,
      ERROR.noteTransition.code,
      'a draft note cannot be released; submit it first',
    ]);
    const same = await setStatus(note.id, { status: NOTE_STATUS.draft }, tokens.teacher01!);
    expect([same.http, same.body.code, same.body.message]).toEqual([409, ERROR.noteTransition.code, 'the note is already a draft']);
    expect((await read(note.id, tokens.teacher01!)).body.result.status).toBe(NOTE_STATUS.draft);
  });

  it('lets exactly one of two racing releases win, and tells the class once', async () => {
    const note = await newNote(tokens.teacher01!, 'Week 8: raced');
    await moved(note.id, NOTE_STATUS.pending);
    const answers = await Promise.all([
      setStatus(note.id, { status: NOTE_STATUS.released }, tokens.teacher01!),
      setStatus(note.id, { status: NOTE_STATUS.released }, tokens.admin!),
    ]);
    expect(answers.map((a) => a.http).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.http === 409)!.body.code).toBe(ERROR.noteTransition.code);
    const student = await userOf('student01');
    const told = await db()
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.userId, student.id), eq(messages.topic, 'note-released'), sql`${messages.params} ->> 'note' = ${note.title}`));
    expect(told).toHaveLength(1);
  });

  it.each([
    ['a status outside the table', { status: 5 }, 'status'],
    ['a status as text', { status: '1' }, 'status'],
    ['no status', {}, 'status'],
    ['an extra field', { status: 0, force: true }, 'force'],
  ])('refuses %s with 400 naming the field', async (_, json, field) => {
    const note = await newNote(tokens.teacher01!, 'Week 9: bad bodies');
    const answer = await setStatus(note.id, json, tokens.teacher01!);
    expect([answer.http, answer.body.code]).toEqual([400, ERROR.badRequest.code]);
    expect(answer.body.message).toContain(field);
  });

  it('answers 404 for a note that does not exist and 401 without a session', async () => {
    expect((await setStatus('note-none', { status: 0 }, tokens.teacher01!)).http).toBe(404);
    expect((await call(base(), '/v1/note/note-none/status', { method: 'POST', json: { status: 0 } })).http).toBe(401);
  });
});

describe('GET /v1/note/list q', () => {
  it('finds notes by title, text across runs, remarks and Chinese words, ignoring case, never by JSON keys', async () => {
    const note = await newNote(tokens.student01!, 'Searchable', 'Gauss 消元 tip');
    const found = async (q: string, scope = 'mine') =>
      (await list(tokens.student01!, `scope=${scope}&q=${encodeURIComponent(q)}`)).records.map((n) => n.id);
    expect(await found('gauss 消元')).toContain(note.id);
    expect(await found('特征向量')).toContain(note.id);
    expect(await found('EIGENVALUES OF')).toContain(note.id);
    expect(await found('  searchable ')).toContain(note.id);
    for (const key of ['paragraph', 'mark-time-card', 'timeString', 'children', 'bold', '00:02:10']) expect(await found(key)).toEqual([]);
    // LIKE's wildcards are plain characters.
    expect(await found('Gauss%tip')).toEqual([]);
    expect(await found('Gauss_消元')).toEqual([]);
  });

  it('searches the notes shared with the caller too', async () => {
    const note = await newNote(tokens.teacher01!, 'Week 10: shared search', 'Jordan form');
    await moved(note.id, NOTE_STATUS.pending);
    await moved(note.id, NOTE_STATUS.released);
    const shared = await list(tokens.student01!, `scope=shared&q=${encodeURIComponent('jordan FORM')}`);
    expect(shared.records.map((n) => n.id)).toEqual([note.id]);
    expect(shared.total).toBe(1);
    expect((await list(tokens.student01!, 'scope=mine&q=jordan')).total).toBe(0);
  });

  it.each([
    ['an empty search', 'q=%20%20', 'q'],
    ['a search over 50 characters', `q=${'x'.repeat(51)}`, 'q'],
    ['an unknown scope', 'scope=everyone', 'scope'],
  ])('refuses %s with 400 naming the field', async (_, query, field) => {
    const answer = await call(base(), `/v1/note/list?${query}`, { token: tokens.student01 });
    expect([answer.http, answer.body.code]).toEqual([400, ERROR.badRequest.code]);
    expect(answer.body.message).toContain(field);
  });
});

describe("a released note's pictures", () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(120, 5)]);
  const picture = (id: string, token: string) => fetch(new URL(`/v1/editor/image/${id}`, base()), { headers: { 'jwt-token': token } });

  it('reach the enrolled students with the note, and nobody else', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'board.png');
    const uploaded = await fetch(new URL('/v1/editor/upload', base()), {
      method: 'POST',
      body: form,
      headers: { 'jwt-token': tokens.teacher01! },
    });
    const imageId = ((await uploaded.json()) as { result: { files: { id: string }[] } }).result.files[0]!.id;
    const created = await call(base(), '/v1/note', {
      method: 'POST',
      token: tokens.teacher01!,
      json: {
        vodId: fixture.vodId,
        title: 'Week 11: the board',
        content: [...document('board'), { type: 'image', imageId, children: [{ text: '' }] }],
      },
    });
    const note = noteSchema.parse(created.body.result);
    expect((await picture(imageId, tokens.student01!)).status).toBe(404);

    await moved(note.id, NOTE_STATUS.pending);
    expect((await picture(imageId, tokens.student01!)).status).toBe(404);
    await moved(note.id, NOTE_STATUS.released);
    const seen = await picture(imageId, tokens.student01!);
    expect(seen.status).toBe(200);
    expect(Buffer.from(await seen.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await picture(imageId, outsiderToken)).status).toBe(404);
    expect((await picture(imageId, tokens.student03!)).status).toBe(404);

    await moved(note.id, NOTE_STATUS.pending);
    expect((await picture(imageId, tokens.student01!)).status).toBe(404);
  });
});
