import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTE_STATUS } from '../../src/constants';
import { VOD_STATUS, courseResources, courseSessions, enrolments, notes, teachingClasses, vods } from '../../server/db/schema';
import {
  CLASS_RESOURCE_MAX_BYTES,
  adminClassDetailSchema,
  adminResourceSchema,
  recordingVisibilitySchema,
  type AdminClassDetail,
} from '../../src/schemas/admin-detail';
import { searchRecordSchema, unionCardSchema, vodGroupSchema } from '../../src/schemas/catalogue';
import { classDetailSchema } from '../../src/schemas/detail';
import { pagedResultSchema } from '../../src/schemas/envelope';
import { playInfoSchema } from '../../src/schemas/playback';
import { userId as seededUserId } from '../../server/db/seed/people';
import { call } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';

/**
 * /admin/detail's calls (docs/admin.md "The class page"): one class as its teacher or an
 * administrator sees it, publishing or hiding a recording (and what students then see, at once,
 * through the catalogue's caches), uploading and deleting a class's attachments; who may do each.
 */
const signedIn = signedInServer(['admin', 'teacher01', 'student01', 'student03']);
const db = () => signedIn.server.database.db;
const url = () => signedIn.server.url;
const tokens = () => signedIn.tokens as Record<'admin' | 'teacher01' | 'student01' | 'student03', string>;
const mediaDir = () => signedIn.server.app.deps.media.localRoot!;

/** teacher01's class student01 is enrolled in, with a ready recording of a finished lesson; another teacher's class; tenant 2's. */
const fixture = { teclId: '', teclName: '', vodId: '', courId: '', otherTeclId: '', otherVodId: '', foreignTeclId: '', foreignVodId: '' };

beforeAll(async () => {
  const teacher = seededUserId('1', 'teacher01');
  const student = seededUserId('1', 'student01');
  const [mine] = await db()
    .select({ teclId: vods.teclId, teclName: teachingClasses.teclName, vodId: vods.id, courId: vods.courId })
    .from(vods)
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .innerJoin(enrolments, and(eq(enrolments.teclId, vods.teclId), eq(enrolments.studentId, student)))
    .innerJoin(courseSessions, eq(courseSessions.id, vods.courId))
    .where(
      and(
        eq(teachingClasses.teacherId, teacher),
        eq(vods.status, VOD_STATUS.ready),
        isNotNull(vods.courId),
        lt(courseSessions.courEndTime, signedIn.server.clock.now),
        // The lesson's only recording, so hiding it leaves the lesson without one.
        sql`(select count(*) from ${vods} v2 where v2.cour_id = ${vods.courId}) = 1`,
      ),
    )
    .limit(1);
  expect(mine, 'a seeded recording of teacher01 for student01').toBeDefined();
  Object.assign(fixture, { teclId: mine!.teclId, teclName: mine!.teclName, vodId: mine!.vodId, courId: mine!.courId! });
  const [other] = await db()
    .select({ teclId: vods.teclId, vodId: vods.id })
    .from(vods)
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .where(and(eq(vods.tenantId, '1'), ne(teachingClasses.teacherId, teacher)))
    .limit(1);
  const [foreign] = await db().select({ teclId: vods.teclId, vodId: vods.id }).from(vods).where(eq(vods.tenantId, '2')).limit(1);
  Object.assign(fixture, {
    otherTeclId: other!.teclId,
    otherVodId: other!.vodId,
    foreignTeclId: foreign!.teclId,
    foreignVodId: foreign!.vodId,
  });
});

type Who = keyof ReturnType<typeof tokens>;
const send = (method: string, path: string, who: Who, json?: unknown) => call(url(), path, { method, token: tokens()[who], json });
const detailOf = (teclId: string, who: Who = 'admin') => send('GET', `/v1/admin/classes/${teclId}/detail`, who);
const hide = (vodId: string, hidden: unknown, who: Who = 'teacher01') => send('PATCH', `/v1/admin/recordings/${vodId}`, who, { hidden });

async function adminDetail(who: Who = 'admin'): Promise<AdminClassDetail> {
  const answer = await detailOf(fixture.teclId, who);
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return adminClassDetailSchema.parse(answer.body.result);
}

function upload(teclId: string, bytes: Uint8Array<ArrayBuffer>, fileName: string, who: Who = 'teacher01', query = '') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'text/plain' }), fileName);
  return fetch(new URL(`/v1/admin/classes/${teclId}/resources${query}`, url()), {
    method: 'POST',
    body: form,
    headers: { 'jwt-token': tokens()[who] },
  });
}

/** What student01 is offered of the fixture's recording, through every student-facing call. */
async function studentSees() {
  const get = async (path: string) => {
    const answer = await send('GET', path, 'student01');
    return answer;
  };
  const search = pagedResultSchema(searchRecordSchema).parse(
    (await get(`/v1/course/search?unionName=${encodeURIComponent(fixture.teclName)}&courStatus=1&page.pageSize=1000`)).body.result,
  );
  const recorded = pagedResultSchema(vodGroupSchema).parse((await get('/v1/group_subject_vod_list/t-1?page.pageSize=1000')).body.result);
  const union = pagedResultSchema(unionCardSchema).parse((await get('/v1/union/vod_live_new?page.pageSize=1000')).body.result);
  const detail = classDetailSchema.parse((await get(`/v1/tecl/detail?teclId=${fixture.teclId}`)).body.result);
  const play = playInfoSchema.parse((await get(`/v1/vod/playInfo?teclId=${fixture.teclId}`)).body.result);
  const watched = await send('POST', '/v1/vod/addVodWatchRecord', 'student01', { vodId: fixture.vodId, positionS: 0, watchPercent: 0 });
  return {
    search: search.records.some((record) => record.vodId === fixture.vodId),
    recorded: recorded.records.find((group) => group.teclId === fixture.teclId)?.vodCount ?? 0,
    union: JSON.stringify(union.records).includes(fixture.vodId),
    detail: detail.recordings.some((recording) => recording.vodId === fixture.vodId),
    lessonRecording: detail.sessions.find((session) => session.courId === fixture.courId)?.vodId ?? null,
    play: play.lessons.some((lesson) => lesson.vodId === fixture.vodId),
    watch: watched.http,
  };
}

describe('GET /v1/admin/classes/:teclId/detail', () => {
  it('answers the class with its lessons, recordings and roads, resources, enrolment count and the notes to release', async () => {
    const author = seededUserId('1', 'student01');
    const [note] = await db()
      .insert(notes)
      .values({
        tenantId: '1',
        userId: author,
        vodId: fixture.vodId,
        courId: fixture.courId,
        title: 'Handed in for release',
        content: [],
        status: NOTE_STATUS.pending,
      })
      .returning();
    const detail = await adminDetail('teacher01');
    const [enrolled] = await db().select({ n: count() }).from(enrolments).where(eq(enrolments.teclId, fixture.teclId));
    const [resources] = await db().select({ n: count() }).from(courseResources).where(eq(courseResources.teclId, fixture.teclId));
    expect(detail).toMatchObject({ teclId: fixture.teclId, teclName: fixture.teclName, enrolledCount: enrolled!.n });
    expect(detail.resources).toHaveLength(resources!.n);
    const lesson = detail.lessons.find((l) => l.courId === fixture.courId);
    expect(lesson).toMatchObject({ vodId: fixture.vodId, begun: true, courStatus: 2 });
    const recording = detail.recordings.find((r) => r.vodId === fixture.vodId);
    expect(recording).toMatchObject({ status: 'ready', hidden: false, courId: fixture.courId });
    expect(recording!.roads.length).toBeGreaterThan(0);
    expect(recording!.roads.filter((road) => road.isMain).length).toBeLessThanOrEqual(1);
    expect(detail.pendingNotes).toContainEqual(
      expect.objectContaining({ id: note!.id, title: 'Handed in for release', authorId: author, vodId: fixture.vodId }),
    );
    expect(detail.pendingNotes.every((n) => n.authorName !== '')).toBe(true);
    await db().delete(notes).where(eq(notes.id, note!.id));
  });

  it("refuses a student (403), another teacher's class (403) and another tenant's class (404)", async () => {
    expect((await detailOf(fixture.teclId, 'student01')).http).toBe(403);
    expect((await detailOf(fixture.otherTeclId, 'teacher01')).http).toBe(403);
    expect((await detailOf(fixture.foreignTeclId, 'admin')).http).toBe(404);
    expect((await detailOf(fixture.otherTeclId, 'admin')).http).toBe(200);
  });
});

describe('PATCH /v1/admin/recordings/:vodId', () => {
  it('refuses a bad body with a 400 naming the field', async () => {
    for (const body of [{}, { hidden: 'yes' }, { hidden: true, extra: 1 }]) {
      const answer = await send('PATCH', `/v1/admin/recordings/${fixture.vodId}`, 'teacher01', body);
      expect(answer.http, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toMatch(/hidden|extra/);
    }
  });

  it("refuses a student (403), another teacher's recording (403) and another tenant's (404)", async () => {
    expect((await hide(fixture.vodId, true, 'student01')).http).toBe(403);
    expect((await hide(fixture.otherVodId, true, 'teacher01')).http).toBe(403);
    expect((await hide(fixture.foreignVodId, true, 'admin')).http).toBe(404);
    const [stored] = await db().select({ hidden: vods.hidden }).from(vods).where(eq(vods.id, fixture.foreignVodId));
    expect(stored!.hidden).toBe(false);
  });

  it('takes a hidden recording out of everything a student is offered, at once, and brings it back when published', async () => {
    // Twice, so the second answers come from warm catalogue caches.
    await studentSees();
    const before = await studentSees();
    expect(before).toMatchObject({ search: true, detail: true, lessonRecording: fixture.vodId, play: true, watch: 200 });
    expect(before.recorded).toBeGreaterThan(0);

    const hidden = await hide(fixture.vodId, true);
    expect(hidden.http, JSON.stringify(hidden.body)).toBe(200);
    expect(recordingVisibilitySchema.parse(hidden.body.result)).toEqual({ vodId: fixture.vodId, teclId: fixture.teclId, hidden: true });
    const after = await studentSees();
    expect(after).toEqual({
      search: false,
      recorded: before.recorded - 1,
      union: false,
      detail: false,
      lessonRecording: null,
      play: false,
      watch: 404,
    });
    // The class's teacher and the administrators still see and play it.
    for (const who of ['teacher01', 'admin'] as const) {
      const detail = classDetailSchema.parse((await send('GET', `/v1/tecl/detail?teclId=${fixture.teclId}`, who)).body.result);
      expect(detail.recordings.some((r) => r.vodId === fixture.vodId)).toBe(true);
    }
    expect((await adminDetail()).recordings.find((r) => r.vodId === fixture.vodId)?.hidden).toBe(true);

    expect((await hide(fixture.vodId, false, 'admin')).http).toBe(200);
    expect(await studentSees()).toEqual(before);
  });
});

describe('class resources', () => {
  const resourceFiles = () => {
    const dir = join(mediaDir(), 'resources', '1');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const incoming = () => {
    const dir = join(mediaDir(), '.incoming');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('uploads an attachment the class downloads, then deletes it and its file', async () => {
    const text = new TextEncoder().encode('Reading list: chapter 3.\n');
    const answer = await upload(
      fixture.teclId,
      text,
      '../../reading\u202Elist.txt',
      'teacher01',
      `?courId=${fixture.courId}&title=Reading%20list`,
    );
    const body = await answer.json();
    expect(answer.status, JSON.stringify(body)).toBe(200);
    const resource = adminResourceSchema.parse(body.result);
    expect(resource).toMatchObject({ title: 'Reading list', fileName: 'readinglist.txt', sizeBytes: text.length, courId: fixture.courId });
    expect(resource.mimeType).toBe('text/plain');
    const [row] = await db().select().from(courseResources).where(eq(courseResources.id, resource.id));
    expect(row!.storagePath).toBe(`resources/1/${resource.id}/readinglist.txt`);
    expect(existsSync(join(mediaDir(), row!.storagePath))).toBe(true);
    expect((await adminDetail()).resources.map((r) => r.id)).toContain(resource.id);

    const download = await fetch(new URL(`/v1/resource/downLoad?id=${resource.id}`, url()), {
      headers: { 'jwt-token': tokens().student01 },
    });
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('Reading list: chapter 3.\n');
    const detail = classDetailSchema.parse((await send('GET', `/v1/tecl/detail?teclId=${fixture.teclId}`, 'student01')).body.result);
    expect(detail.resources.map((r) => r.id)).toContain(resource.id);

    expect((await send('DELETE', `/v1/admin/resources/${resource.id}`, 'student01')).http).toBe(403);
    const deleted = await send('DELETE', `/v1/admin/resources/${resource.id}`, 'teacher01');
    expect(deleted.http, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.result).toEqual({ id: resource.id });
    expect(existsSync(join(mediaDir(), 'resources', '1', resource.id))).toBe(false);
    expect((await send('GET', `/v1/resource/downLoad?id=${resource.id}`, 'student01')).http).toBe(404);
    expect((await send('DELETE', `/v1/admin/resources/${resource.id}`, 'teacher01')).http).toBe(404);
  });

  it('refuses uploads the caller may not make, bad queries and oversize files, keeping nothing', async () => {
    const rowsBefore = await db().select({ n: count() }).from(courseResources);
    const filesBefore = resourceFiles();
    const small = new TextEncoder().encode('x');
    expect((await upload(fixture.teclId, small, 'a.txt', 'student01')).status).toBe(403);
    expect((await upload(fixture.otherTeclId, small, 'a.txt', 'teacher01')).status).toBe(403);
    expect((await upload(fixture.foreignTeclId, small, 'a.txt', 'admin')).status).toBe(404);
    // A lesson of another class.
    const [otherLesson] = await db()
      .select({ id: courseSessions.id })
      .from(courseSessions)
      .where(eq(courseSessions.teclId, fixture.otherTeclId))
      .limit(1);
    const wrongLesson = await upload(fixture.teclId, small, 'a.txt', 'teacher01', `?courId=${otherLesson!.id}`);
    expect(wrongLesson.status).toBe(404);
    expect((await wrongLesson.json()).message).toContain('courId');
    const longTitle = await upload(fixture.teclId, small, 'a.txt', 'teacher01', `?title=${'t'.repeat(201)}`);
    expect(longTitle.status).toBe(400);
    expect((await longTitle.json()).message).toContain('title');

    const oversize = await upload(fixture.teclId, new Uint8Array(CLASS_RESOURCE_MAX_BYTES + 1), 'big.bin');
    const refusal = await oversize.json();
    expect(oversize.status, JSON.stringify(refusal)).toBe(413);
    expect(refusal.message).toContain(String(CLASS_RESOURCE_MAX_BYTES));
    expect(refusal.result).toEqual({ reason: 'resourceTooLarge', values: { mib: CLASS_RESOURCE_MAX_BYTES / 1024 / 1024 } });

    expect(await db().select({ n: count() }).from(courseResources)).toEqual(rowsBefore);
    expect(resourceFiles()).toEqual(filesBefore);
    expect(incoming().filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it("deletes no resource of another teacher's class (403) or of another tenant (404)", async () => {
    const [others] = await db()
      .select({ id: courseResources.id })
      .from(courseResources)
      .where(eq(courseResources.teclId, fixture.otherTeclId))
      .limit(1);
    const [foreign] = await db().select({ id: courseResources.id }).from(courseResources).where(eq(courseResources.tenantId, '2')).limit(1);
    if (others) expect((await send('DELETE', `/v1/admin/resources/${others.id}`, 'teacher01')).http).toBe(403);
    if (foreign) expect((await send('DELETE', `/v1/admin/resources/${foreign.id}`, 'admin')).http).toBe(404);
    expect((await send('DELETE', '/v1/admin/resources/no-such-resource', 'admin')).http).toBe(404);
  });
});
