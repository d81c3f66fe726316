import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSessions, enrolments, messages, notes, users, vods } from '../../server/db/schema';
import { sendLessonChanged, sendNoteReleased } from '../../server/messages/course-events';
import { messagePageSchema, type Message } from '../../src/schemas/messages';
import { DEMO, call, login } from '../support/api-client';
import { openTestEventStream } from '../support/event-stream';
import { lessonRecordingTitle } from '../support/teacher-recording';
import { startTestServer, type TestServer } from '../support/test-server';
import { generatedLecture, identifierOf, lessonOf, sendChunk, totalChunks, type Lesson, type Upload } from '../support/upload-client';

/**
 * The inbox (docs/personal-center.md "Messages"): read state and the unread count, paging,
 * another user or tenant never reaching a message, announcements by administrators only, course
 * messages from real events, and the count pushed on the event stream.
 */
type Account = (typeof DEMO)[keyof typeof DEMO];

const userId = async (server: TestServer, account: Account) => {
  const [row] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, account.username), eq(users.tenantId, account.tenantId)));
  return row!.id;
};

const inbox = async (server: TestServer, token: string, query = '') => {
  const answer = await call(server.url, `/v1/messages?${query}`, { token });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return messagePageSchema.parse(answer.body.result);
};
const unread = async (server: TestServer, token: string) =>
  (await call<{ unread: number }>(server.url, '/v1/messages/unread', { token })).body.result.unread;
const post = (server: TestServer, token: string, path: string, json?: unknown) =>
  call(server.url, path, { method: 'POST', token, ...(json === undefined ? {} : { json }) });

/** The message events of one event stream, as the browser reads them. */
async function messageEvents(server: TestServer, token: string) {
  const counts: number[] = [];
  let ready = false;
  const stream = await openTestEventStream(server, token, ({ event, data }) => {
    if (event === 'ready') ready = true;
    if (event === 'message') counts.push((data as { unread: number }).unread);
  });
  await expect.poll(() => ready).toBe(true);
  return { counts, close: stream.close };
}

describe('the inbox', () => {
  let server: TestServer;
  let student = '';
  let other = '';
  let foreign = '';
  let admin = '';
  beforeAll(async () => {
    server = await startTestServer();
    const token = async (account: Account) => (await login(server.url, account)).jwt_token;
    [student, other, foreign, admin] = [
      await token(DEMO.student01),
      await token(DEMO.teacher01),
      await token(DEMO.student03),
      await token(DEMO.admin),
    ];
  });
  afterAll(() => server?.close());

  it('lists the caller’s messages newest first with the unread count, and pages them without overlap', async () => {
    const all = await inbox(server, student, 'page.pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.unread).toBe(all.records.filter((m) => !m.isRead).length);
    expect(await unread(server, student)).toBe(all.unread);
    const times = all.records.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const first = await inbox(server, student, 'page.pageIndex=1&page.pageSize=2');
    const second = await inbox(server, student, 'page.pageIndex=2&page.pageSize=2');
    expect(first.records.map((m) => m.id)).toEqual(all.records.slice(0, 2).map((m) => m.id));
    expect(second.records.map((m) => m.id)).toEqual(all.records.slice(2, 4).map((m) => m.id));
    expect(first.total).toBe(all.total);

    const onlyUnread = await inbox(server, student, 'unread=true&page.pageSize=100');
    expect(onlyUnread.records.every((m) => !m.isRead)).toBe(true);
    expect(onlyUnread.total).toBe(all.unread);
  });

  it('marks chosen messages read, lowering the count, and ignores ids of another user', async () => {
    const before = await unread(server, student);
    const [target] = (await inbox(server, student, 'unread=true')).records;
    expect(target).toBeDefined();
    // Another student of the same tenant, and one of another tenant, cannot touch it.
    expect((await post(server, other, '/v1/messages/read', { ids: [target!.id] })).body.result.changed).toBe(0);
    expect((await post(server, foreign, '/v1/messages/delete', { ids: [target!.id] })).body.result.changed).toBe(0);
    expect(await unread(server, student)).toBe(before);

    const answer = await post(server, student, '/v1/messages/read', { ids: [target!.id] });
    expect(answer.body.result).toEqual({ changed: 1, unread: before - 1 });
    expect((await inbox(server, student, 'page.pageSize=100')).records.find((m) => m.id === target!.id)?.isRead).toBe(true);
    // Reading it again changes nothing.
    expect((await post(server, student, '/v1/messages/read', { ids: [target!.id] })).body.result).toEqual({
      changed: 0,
      unread: before - 1,
    });
  });

  it('never shows one user’s messages to another user or tenant', async () => {
    const mine = new Set((await inbox(server, student, 'page.pageSize=100')).records.map((m) => m.id));
    for (const token of [other, foreign, admin]) {
      const theirs = (await inbox(server, token, 'page.pageSize=100')).records;
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.filter((m) => mine.has(m.id))).toEqual([]);
    }
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const answer = await post(server, student, '/v1/messages/read', { ids: [] });
    expect(answer.http).toBe(400);
    expect(answer.body.message).toContain('ids');
    const kind = await call(server.url, '/v1/messages?kind=weekly', { token: student });
    expect(kind.http).toBe(400);
    expect(kind.body.message).toContain('kind');
    const size = await call(server.url, '/v1/messages?page.pageSize=0', { token: student });
    expect(size.http).toBe(400);
    expect(size.body.message).toContain('page.pageSize');
  });

  it('keeps the inbox from users without the messages sign, as the page does', async () => {
    const nopriv = (await login(server.url, DEMO.nopriv01)).jwt_token;
    for (const path of ['/v1/messages', '/v1/messages/unread']) {
      const refused = await call(server.url, path, { token: nopriv });
      expect(refused.http).toBe(403);
      expect(refused.body.message).toContain('messages');
    }
  });

  it('lets only administrators announce, to every user of their tenant alone', async () => {
    const refused = await post(server, student, '/v1/messages/announcement', { title: 'Hi', content: 'From a student' });
    expect(refused.http).toBe(403);
    const empty = await post(server, admin, '/v1/messages/announcement', { title: ' ', content: 'x' });
    expect(empty.http).toBe(400);
    expect(empty.body.message).toContain('title');

    const [otherBefore, foreignBefore] = [await unread(server, other), await unread(server, foreign)];
    const stream = await messageEvents(server, other);
    const sent = await post(server, admin, '/v1/messages/announcement', { title: 'Library hours', content: 'Open until 22:00 this week.' });
    expect(sent.http).toBe(200);
    const tenantUsers = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, '1'), eq(users.active, true)));
    expect(sent.body.result.sent).toBe(tenantUsers.length);

    // The open page hears of it at once, with the new count.
    await expect.poll(() => stream.counts, { timeout: 5_000 }).toContain(otherBefore + 1);
    const latest = (await inbox(server, other, 'kind=system&page.pageSize=100')).records.find((m) => m.title === 'Library hours');
    expect(latest).toMatchObject({ kind: 'system', topic: 'announcement', title: 'Library hours', isRead: false });
    expect(await unread(server, foreign)).toBe(foreignBefore);
    expect((await inbox(server, foreign, 'page.pageSize=100')).records.map((m) => m.title)).not.toContain('Library hours');

    // Reading elsewhere (another tab) pushes the lower count too.
    await post(server, other, '/v1/messages/read', { ids: [latest!.id] });
    await expect.poll(() => stream.counts.at(-1), { timeout: 5_000 }).toBe(otherBefore);
    stream.close();
  });

  it('marks all read and deletes, leaving an empty unread list', async () => {
    const all = await post(server, other, '/v1/messages/read-all');
    expect(all.body.result.unread).toBe(0);
    expect((await inbox(server, other, 'unread=true')).total).toBe(0);
    const listed = await inbox(server, other, 'page.pageSize=100');
    const gone = listed.records.slice(0, 2).map((m) => m.id);
    expect((await post(server, other, '/v1/messages/delete', { ids: gone })).body.result.changed).toBe(gone.length);
    const after = await inbox(server, other, 'page.pageSize=100');
    expect(after.total).toBe(listed.total - gone.length);
    expect(after.records.filter((m: Message) => gone.includes(m.id))).toEqual([]);
  });

  it('tells a class’s students when a lesson’s time or room changes, and nobody else', async () => {
    const lesson = await lessonOf(server, and(eq(users.username, 'teacher01'), eq(users.tenantId, '1')));
    const [studentId, otherId] = [await userId(server, DEMO.student01), await userId(server, DEMO.student02)];
    const { db } = server.database;
    await db.insert(enrolments).values({ tenantId: '1', teclId: lesson.teclId, studentId }).onConflictDoNothing();
    await db.delete(enrolments).where(and(eq(enrolments.teclId, lesson.teclId), eq(enrolments.studentId, otherId)));
    const [before] = await db.select().from(courseSessions).where(eq(courseSessions.id, lesson.courId));
    const later = (d: Date) => new Date(d.getTime() + 2 * 3_600_000);
    await db
      .update(courseSessions)
      .set({ courBeginTime: later(before!.courBeginTime), courEndTime: later(before!.courEndTime) })
      .where(eq(courseSessions.id, lesson.courId));
    const sent = await sendLessonChanged(db, lesson.courId, before!);
    expect(sent).toBeGreaterThanOrEqual(1);
    const message = (await inbox(server, student, 'kind=course&page.pageSize=100')).records.find((m) => m.topic === 'lesson-changed');
    expect(message).toMatchObject({ topic: 'lesson-changed', teclId: lesson.teclId, courId: lesson.courId, isRead: false });
    expect(message!.params.begin).toBe(later(before!.courBeginTime).toISOString());
    const received = await db.select({ userId: messages.userId }).from(messages).where(eq(messages.courId, lesson.courId));
    expect(received.map((r) => r.userId)).not.toContain(otherId);
    // Nothing changed: nothing sent.
    const [now] = await db.select().from(courseSessions).where(eq(courseSessions.id, lesson.courId));
    expect(await sendLessonChanged(db, lesson.courId, now!)).toBe(0);
  });
  it('tells a class’s students when a teacher releases a note, leading to its recording', async () => {
    const { db } = server.database;
    const studentId = await userId(server, DEMO.student01);
    const [recording] = await db
      .select({ vodId: vods.id, teclId: vods.teclId })
      .from(vods)
      .innerJoin(enrolments, eq(enrolments.teclId, vods.teclId))
      .where(eq(enrolments.studentId, studentId))
      .orderBy(asc(vods.id))
      .limit(1);
    const [note] = await db
      .insert(notes)
      .values({
        tenantId: '1',
        userId: await userId(server, DEMO.teacher01),
        vodId: recording!.vodId,
        title: 'Week 3 summary',
        content: [],
      })
      .returning({ id: notes.id });
    expect(await sendNoteReleased(db, note!.id)).toBeGreaterThanOrEqual(1);
    const message = (await inbox(server, student, 'kind=course&page.pageSize=100')).records.find((m) => m.topic === 'note-released');
    expect(message).toMatchObject({ teclId: recording!.teclId, vodId: recording!.vodId, params: { note: 'Week 3 summary' } });
  });
});

describe('a recording of an enrolled class', () => {
  let server: TestServer;
  let clip: Upload;
  let lesson: Lesson;
  beforeAll(async () => {
    const bytes = await generatedLecture(2);
    clip = { bytes, identifier: identifierOf(bytes), fileName: 'week-3.mp4' };
    server = await startTestServer({ jobs: true });
    const [first] = await server.database.db
      .select({ teclId: enrolments.teclId })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.studentId))
      .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')))
      .orderBy(asc(enrolments.teclId))
      .limit(1);
    lesson = await lessonOf(server, eq(courseSessions.teclId, first!.teclId));
  });
  afterAll(() => server?.close());

  it('sends its students a course message leading to the recording once uploaded and transcoded', async () => {
    // The class's teacher, or an administrator, uploads.
    const admin = (await login(server.url, DEMO.admin)).jwt_token;
    const student = (await login(server.url, DEMO.student01)).jwt_token;
    const stream = await messageEvents(server, student);
    const before = await unread(server, student);
    for (let n = 1; n <= totalChunks(clip); n++) {
      const stored = await sendChunk(server, admin, { ...clip, lesson }, n);
      expect(stored.http, JSON.stringify(stored.body)).toBe(200);
    }
    const recordingReady = async () =>
      (await inbox(server, student, 'kind=course&page.pageSize=100')).records.find((m) => m.topic === 'recording-ready');
    await expect.poll(recordingReady, { timeout: 60_000 }).toBeDefined();
    const message = await recordingReady();
    expect(message).toMatchObject({ kind: 'course', teclId: lesson.teclId, courId: lesson.courId, isRead: false });
    expect(message!.vodId).toBeTruthy();
    // Titled after its lesson, as the seeded recordings are, never after the file sent ('week-3').
    expect(message!.params.title).toBe(await lessonRecordingTitle(server, lesson.courId));
    await expect.poll(() => stream.counts, { timeout: 5_000 }).toContain(before + 1);
    stream.close();
  });
});
