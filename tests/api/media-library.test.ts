import { randomBytes } from 'node:crypto';
import { materialiseHls } from '../../server/media-library/clip-cut';
import { newWorkFolder } from '../../server/storage/scratch-folder';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { personalResources, uploadFiles, users } from '../../server/db/schema';
import { EXTRA_PASSWORD } from '../../server/db/seed/plan';
import { probeMedia } from '../../server/media/probe';
import { pagedResultSchema } from '../../src/schemas/envelope';
import { attachClassSchema, clipSourceSchema, personalResourceSchema, type PersonalResource } from '../../src/schemas/media-library';
import { playInfoSchema } from '../../src/schemas/playback';
import { DEMO, call, login } from '../support/api-client';
import { lessonRecordingTitle } from '../support/teacher-recording';
import { startTestServer, type TestServer } from '../support/test-server';
import { generatedLecture, identifierOf, lessonOf, sendChunk, totalChunks, type Lesson, type Upload } from '../support/upload-client';

/**
 * The media library behind /clip-manage (docs/uploads.md "Personal resources", "Clips",
 * "Attachments"): a teacher's uploaded video listed, renamed, served, attached to a lesson as a
 * recording its class watches, cut into clips by the job queue, and deleted without breaking that
 * recording; any file uploaded as an attachment becomes a downloadable course resource. Students
 * are refused (403) and ids of other teachers and other tenants do not exist (404) on every call.
 */
const resourcePage = pagedResultSchema(personalResourceSchema);
const sourcePage = pagedResultSchema(clipSourceSchema);

let server: TestServer;
const tokens: Record<'teacher' | 'teacher02' | 'admin' | 'student' | 'otherTenant', string> = {
  teacher: '',
  teacher02: '',
  admin: '',
  student: '',
  otherTenant: '',
};
let own: Lesson;
let teacher02Lesson: Lesson;
let otherTenantLesson: Lesson;
let resource: PersonalResource;
let attachedVodId: string;

const get = (path: string, token: string) => call(server.url, path, { token });
const post = (path: string, token: string, json: unknown) => call(server.url, path, { method: 'POST', token, json });
const fetchMedia = (path: string, token?: string) => fetch(`${server.url}${path}`, { headers: token ? { 'jwt-token': token } : {} });

async function myResources(token = tokens.teacher, query = '') {
  const answer = await get(`/v1/media/resources?page.pageSize=100${query}`, token);
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return resourcePage.parse(answer.body.result);
}

const resourceNamed = async (id: string) => (await myResources()).records.find((r) => r.id === id);

async function sendAll(token: string, upload: Upload, overrides: Record<string, string> = {}) {
  let last;
  for (let n = 1; n <= totalChunks(upload); n++) {
    last = await sendChunk(server, token, upload, n, { overrides });
    expect(last.http, JSON.stringify(last.body)).toBe(200);
  }
  return (last!.body as { result: { upload: { id: string } } }).result.upload.id;
}

const uploadStatus = async (id: string) => (await server.database.db.select().from(uploadFiles).where(eq(uploadFiles.id, id)))[0];

/** The message of a refusal, which must name the field. */
const refusal = (answer: { http: number; body: { message: string } }) => `${answer.http} ${answer.body.message}`;

beforeAll(async () => {
  const [started, bytes] = await Promise.all([startTestServer({ jobs: true }), generatedLecture(4, { name: 'lecture.mp4' })]);
  server = started;
  const extra = (username: string, tenantId: string) => login(server.url, { username, password: EXTRA_PASSWORD, tenantId });
  tokens.teacher = (await login(server.url, DEMO.teacher01)).jwt_token;
  tokens.teacher02 = (await extra('teacher02', '1')).jwt_token;
  tokens.admin = (await login(server.url, DEMO.admin)).jwt_token;
  tokens.student = (await login(server.url, DEMO.student01)).jwt_token;
  tokens.otherTenant = (await extra('rc.teacher01', '2')).jwt_token;
  own = await lessonOf(server, and(eq(users.username, 'teacher01'), eq(users.tenantId, '1')));
  teacher02Lesson = await lessonOf(server, and(eq(users.username, 'teacher02'), eq(users.tenantId, '1')));
  otherTenantLesson = await lessonOf(server, eq(users.tenantId, '2'));

  // A personal resource: an upload with target `resource`, transcoded by the job queue.
  const uploadId = await sendAll(tokens.teacher, { bytes, identifier: identifierOf(bytes), fileName: 'Week 1 lecture.mp4' });
  await vi.waitFor(async () => expect((await uploadStatus(uploadId))?.status).toBe('success'), { timeout: 60_000, interval: 200 });
  resource = (await myResources()).records.find((r) => r.title === 'Week 1 lecture')!;
  expect(resource).toBeDefined();
}, 120_000);
afterAll(() => server?.close());

describe('personal resources', () => {
  it("lists the teacher's own resource, ready, with its speaker and its media served to the owner only", async () => {
    expect(resource).toMatchObject({ kind: 'upload', status: 'ready', invalid: false, speaker: 'Dr. Li Wei 李伟', reason: null });
    expect(resource.durationS).toBeCloseTo(4, 0);
    for (const url of [resource.playlistUrl!, resource.thumbnailUrl!, resource.thumbnailsUrl!]) {
      expect((await fetchMedia(url, tokens.teacher)).status, url).toBe(200);
      expect((await fetchMedia(url, tokens.admin)).status, url).toBe(200);
      expect((await fetchMedia(url, tokens.teacher02)).status, url).toBe(404);
      expect((await fetchMedia(url, tokens.otherTenant)).status, url).toBe(404);
      expect((await fetchMedia(url, tokens.student)).status, url).toBe(403);
      expect((await fetchMedia(url)).status, url).toBe(401);
    }
    expect((await fetchMedia(resource.thumbnailUrl!, tokens.teacher)).headers.get('content-type')).toBe('image/jpeg');
    // The seek-bar track points at its sprite, served beside it.
    const track = await (await fetchMedia(resource.thumbnailsUrl!, tokens.teacher)).text();
    const sprite = /^(thumbnails\.jpg)#xywh=/m.exec(track)![1]!;
    expect((await fetchMedia(resource.thumbnailsUrl!.replace(/[^/]+$/, sprite), tokens.teacher)).status).toBe(200);
    // Nothing outside the resource's folder, and no other kind of file.
    const base = resource.playlistUrl!.replace(/[^/]+$/, '');
    for (const path of ['..%2F..%2Fsources', '%2E%2E/%2E%2E/media/demo/x.ts', 'master.m3u8%00.ts', '360p/../../x.jpg'])
      expect((await fetchMedia(`${base}${path}`, tokens.teacher)).status, path).toBe(404);

    expect((await myResources(tokens.teacher02)).records.map((r) => r.id)).not.toContain(resource.id);
    expect((await myResources(tokens.admin)).records.map((r) => r.id)).not.toContain(resource.id);
    expect((await myResources(tokens.teacher, '&kind=clip')).records.map((r) => r.id)).not.toContain(resource.id);
  });

  it('refuses students with a clear 403 and bad paging with a 400 naming the field', async () => {
    const student = await get('/v1/media/resources', tokens.student);
    expect(refusal(student)).toMatch(/^403 .*only teachers and administrators/);
    expect(refusal(await get('/v1/media/resources?page.pageSize=1000', tokens.teacher))).toMatch(/^400 .*page\.pageSize/);
    expect(refusal(await get('/v1/media/resources?kind=film', tokens.teacher))).toMatch(/^400 .*kind/);
  });

  it("offers the teacher's own classes with their lessons to attach to, the tenant's to an administrator, nothing to a student", async () => {
    const page = pagedResultSchema(attachClassSchema);
    const mine = page.parse((await get('/v1/media/lessons?page.pageSize=50', tokens.teacher)).body.result);
    expect(mine.records.map((c) => c.teclId)).toContain(own.teclId);
    expect(mine.records.map((c) => c.teclId)).not.toContain(teacher02Lesson.teclId);
    const ownClass = mine.records.find((c) => c.teclId === own.teclId)!;
    expect(ownClass.lessons.map((l) => l.courId)).toContain(own.courId);
    const times = ownClass.lessons.map((l) => l.beginTime);
    expect(times).toEqual([...times].sort());
    const admin = page.parse((await get('/v1/media/lessons?page.pageSize=50', tokens.admin)).body.result);
    expect(admin.total).toBeGreaterThan(mine.total);
    const named = page.parse((await get(`/v1/media/lessons?title=${encodeURIComponent(ownClass.teclName)}`, tokens.teacher)).body.result);
    expect(named.records.map((c) => c.teclId)).toEqual([own.teclId]);
    expect(refusal(await get('/v1/media/lessons', tokens.student))).toMatch(/^403 /);
    expect(refusal(await get('/v1/media/lessons?page.pageSize=51', tokens.teacher))).toMatch(/^400 .*page\.pageSize/);
  });

  it('renames for the owner only', async () => {
    const rename = (token: string, title: string) => post('/v1/media/resources/rename', token, { id: resource.id, title });
    expect((await rename(tokens.teacher02, 'Taken')).http).toBe(404);
    expect((await rename(tokens.otherTenant, 'Taken')).http).toBe(404);
    expect((await rename(tokens.student, 'Taken')).http).toBe(403);
    expect(refusal(await rename(tokens.teacher, '   '))).toMatch(/^400 .*title/);
    expect(refusal(await rename(tokens.teacher, 'x'.repeat(101)))).toMatch(/^400 .*title/);
    const renamed = await rename(tokens.teacher, 'Week 1: vectors');
    expect(renamed.http).toBe(200);
    expect(personalResourceSchema.parse(renamed.body.result).title).toBe('Week 1: vectors');
    expect((await myResources(tokens.teacher, `&title=${encodeURIComponent('1: VECT')}`)).records.map((r) => r.id)).toEqual([resource.id]);
    expect((await myResources(tokens.teacher, '&title=%25')).records).toEqual([]);
  });

  it("attaches to a lesson of the teacher's class as a recording its viewers play", async () => {
    const attach = (token: string, lesson: Lesson, id = resource.id) => post('/v1/media/resources/attach', token, { id, ...lesson });
    expect((await attach(tokens.student, own)).http).toBe(403);
    expect(refusal(await attach(tokens.teacher, teacher02Lesson))).toMatch(/^403 /);
    expect((await attach(tokens.teacher, otherTenantLesson)).http).toBe(404);
    expect((await attach(tokens.teacher02, teacher02Lesson)).http).toBe(404);
    expect((await attach(tokens.teacher, own, 'no-such-resource')).http).toBe(404);
    expect(refusal(await post('/v1/media/resources/attach', tokens.teacher, { id: resource.id, teclId: own.teclId }))).toMatch(
      /^400 .*courId/,
    );

    const attached = await attach(tokens.teacher, own);
    expect(attached.http, JSON.stringify(attached.body)).toBe(200);
    attachedVodId = attached.body.result.vodId;
    expect((await resourceNamed(resource.id))!.attachedVodIds).toEqual([attachedVodId]);

    const info = playInfoSchema.parse((await get(`/v1/vod/playInfo?teclId=${own.teclId}`, tokens.teacher)).body.result);
    const lesson = info.lessons.find((l) => l.vodId === attachedVodId)!;
    // Titled after its lesson, as every lesson's recording is (the resource keeps its own title).
    expect(lesson).toMatchObject({ courId: own.courId, title: await lessonRecordingTitle(server, own.courId) });
    const road = lesson.roads[0]!;
    expect(road.isMain).toBe(true);
    const master = await fetchMedia(road.playlistUrl, tokens.teacher);
    expect(master.status).toBe(200);
    const rendition = (await master.text()).split('\n').find((line) => line.endsWith('index.m3u8'))!;
    const media = await (await fetchMedia(road.playlistUrl.replace(/[^/]+$/, rendition), tokens.teacher)).text();
    expect(media).toContain('#EXT-X-ENDLIST');
    // Its poster is public, as every recording's is.
    expect((await fetchMedia(lesson.posterUrl!)).status).toBe(200);
  });
});

describe('clips', () => {
  const clip = (token: string, body: Record<string, unknown>) =>
    post('/v1/media/clips', token, { vodId: attachedVodId, inS: 2, outS: 4, title: 'Key point', ...body });

  it("offers the teacher's ready recordings to cut, newest lesson first, and refuses students", async () => {
    const answer = await get('/v1/media/clip-sources?page.pageSize=5', tokens.teacher);
    const sources = sourcePage.parse(answer.body.result);
    expect(sources.total).toBeGreaterThan(1);
    const ids = sources.records.map((s) => s.vodId);
    expect(new Set(ids).size).toBe(ids.length);
    const begins = sources.records.map((s) => s.beginTime);
    expect(begins).toEqual([...begins].sort().reverse());
    const title = await lessonRecordingTitle(server, own.courId);
    const filtered = sourcePage.parse((await get(`/v1/media/clip-sources?title=${encodeURIComponent(title)}`, tokens.teacher)).body.result);
    expect(filtered.records.find((s) => s.vodId === attachedVodId)).toMatchObject({ teclId: own.teclId, courId: own.courId, durationS: 4 });
    expect(
      (await get('/v1/media/clip-sources', tokens.teacher02)).body.result.records.map((s: { vodId: string }) => s.vodId),
    ).not.toContain(attachedVodId);
    expect((await get('/v1/media/clip-sources', tokens.student)).http).toBe(403);
  });

  it('refuses a cut beyond the recording, too short or backwards with a 400 naming outS, and other people with 403/404', async () => {
    expect(refusal(await clip(tokens.teacher, { outS: 4.5 }))).toMatch(/^400 outS: .*4/);
    expect(refusal(await clip(tokens.teacher, { inS: 3, outS: 3.5 }))).toMatch(/^400 .*outS/);
    expect(refusal(await clip(tokens.teacher, { inS: 4, outS: 2 }))).toMatch(/^400 .*outS/);
    expect(refusal(await clip(tokens.teacher, { inS: -1 }))).toMatch(/^400 .*inS/);
    expect(refusal(await clip(tokens.teacher, { title: '' }))).toMatch(/^400 .*title/);
    expect((await clip(tokens.student, {})).http).toBe(403);
    expect((await clip(tokens.teacher02, {})).http).toBe(403);
    expect((await clip(tokens.otherTenant, {})).http).toBe(404);
  });

  it('cuts clips on the job queue, by stream copy on key frames and re-encoding between them, into playable HLS', async () => {
    const cuts = [
      { inS: 2, outS: 4, title: 'On key frames' },
      { inS: 1.3, outS: 3.8, title: 'Between key frames' },
    ];
    const made: PersonalResource[] = [];
    for (const cut of cuts) {
      const answer = await clip(tokens.teacher, cut);
      expect(answer.http, JSON.stringify(answer.body)).toBe(200);
      const processing = personalResourceSchema.parse(answer.body.result);
      expect(processing).toMatchObject({
        kind: 'clip',
        status: 'processing',
        sourceVodId: attachedVodId,
        clipInS: cut.inS,
        clipOutS: cut.outS,
      });
      expect(processing.playlistUrl).toBeNull();
      made.push(processing);
    }
    for (const [i, cut] of cuts.entries()) {
      await expect.poll(async () => (await resourceNamed(made[i]!.id))?.status, { timeout: 60_000 }).not.toBe('processing');
      const ready = (await resourceNamed(made[i]!.id))!;
      expect(ready.reason).toBeNull();
      expect(ready).toMatchObject({ invalid: false, reason: null, title: cut.title });
      expect(Math.abs(ready.durationS - (cut.outS - cut.inS)), `${cut.title}: ${ready.durationS}`).toBeLessThan(0.3);
      const master = await fetchMedia(ready.playlistUrl!, tokens.teacher);
      expect(master.status).toBe(200);
      const rendition = (await master.text()).split('\n').find((line) => line.endsWith('index.m3u8'))!;
      const base = ready.playlistUrl!.replace(/[^/]+$/, '');
      const media = await (await fetchMedia(`${base}${rendition}`, tokens.teacher)).text();
      const segment = media.split('\n').find((line) => line.endsWith('.ts'))!;
      const bytes = await fetchMedia(`${base}${rendition.replace(/[^/]+$/, '')}${segment}`, tokens.teacher);
      expect(bytes.status).toBe(200);
      expect(bytes.headers.get('content-type')).toMatch(/video\/mp2t/);
      // What the player gets lasts as long as the cut.
      const [row] = await server.database.db
        .select({ hlsPath: personalResources.hlsPath })
        .from(personalResources)
        .where(eq(personalResources.id, ready.id));
      // The playlist and its segments as local files, whichever store holds them.
      const work = await newWorkFolder(server.app.deps.media);
      const stored = await materialiseHls(server.app.deps.media, `${row!.hlsPath!.replace(/[^/]+$/, '')}${rendition}`, work);
      const played = await probeMedia(stored.path);
      await stored.release();
      await work.discard();
      expect(Math.abs(played.durationS - (cut.outS - cut.inS)), `${cut.title}: HLS ${played.durationS}`).toBeLessThan(0.3);
      expect((await fetchMedia(ready.thumbnailUrl!, tokens.teacher)).status).toBe(200);
    }
    expect((await myResources(tokens.teacher, '&kind=clip')).records.map((r) => r.title)).toEqual(['Between key frames', 'On key frames']);
  }, 120_000);
});

describe('deleting', () => {
  it('removes the resource, its files and its upload, while the recording made from it keeps playing', async () => {
    const remove = (token: string) => post('/v1/media/resources/delete', token, { id: resource.id });
    expect((await remove(tokens.teacher02)).http).toBe(404);
    expect((await remove(tokens.otherTenant)).http).toBe(404);
    expect((await remove(tokens.student)).http).toBe(403);
    expect(refusal(await post('/v1/media/resources/delete', tokens.teacher, {}))).toMatch(/^400 .*id/);

    const [upload] = await server.database.db
      .select({ id: uploadFiles.id })
      .from(uploadFiles)
      .where(eq(uploadFiles.fileName, 'Week 1 lecture.mp4'));
    const uploadId = upload!.id;
    expect((await remove(tokens.teacher)).http).toBe(200);
    expect(await resourceNamed(resource.id)).toBeUndefined();
    expect((await fetchMedia(resource.playlistUrl!, tokens.teacher)).status).toBe(404);
    expect(await server.app.deps.media.list(`uploads/${uploadId}`)).toEqual([]);
    expect(await uploadStatus(uploadId)).toBeUndefined();
    expect((await remove(tokens.teacher)).http).toBe(404);

    const info = playInfoSchema.parse((await get(`/v1/vod/playInfo?teclId=${own.teclId}`, tokens.teacher)).body.result);
    const road = info.lessons.find((l) => l.vodId === attachedVodId)!.roads[0]!;
    const master = await fetchMedia(road.playlistUrl, tokens.teacher);
    expect(master.status).toBe(200);
    const rendition = (await master.text()).split('\n').find((line) => line.endsWith('index.m3u8'))!;
    const media = await (await fetchMedia(road.playlistUrl.replace(/[^/]+$/, rendition), tokens.teacher)).text();
    const segment = media.split('\n').find((line) => line.endsWith('.ts'))!;
    expect(
      (await fetchMedia(road.playlistUrl.replace(/[^/]+$/, `${rendition.replace(/[^/]+$/, '')}${segment}`), tokens.teacher)).status,
    ).toBe(200);
  });
});

describe('attachments', () => {
  const attachment = (bytes: Buffer, fileName: string): Upload => ({ bytes, identifier: identifierOf(bytes), fileName });

  it('refuses students and teachers of other classes before any byte is stored', async () => {
    const file = attachment(randomBytes(1_000), 'notes.txt');
    const refused = async (token: string, overrides: Record<string, string>) =>
      (await sendChunk(server, token, file, 1, { overrides })).http;
    expect(await refused(tokens.student, { target: 'attachment', teclId: own.teclId })).toBe(403);
    expect(await refused(tokens.teacher, { target: 'attachment', teclId: teacher02Lesson.teclId })).toBe(403);
    expect(await refused(tokens.teacher, { target: 'attachment', teclId: otherTenantLesson.teclId })).toBe(404);
    expect(await refused(tokens.teacher, { target: 'attachment', teclId: own.teclId, courId: teacher02Lesson.courId })).toBe(404);
    const missing = await sendChunk(server, tokens.teacher, file, 1, { overrides: { target: 'attachment' } });
    expect(refusal(missing)).toMatch(/^400 .*teclId/);
  });

  it('keeps any file as it was sent, as a course resource of the class that downloads whole', async () => {
    const file = attachment(randomBytes(150_000), 'Problem set 1.bin');
    expect(totalChunks(file)).toBeGreaterThan(1);
    const uploadId = await sendAll(tokens.teacher, file, { target: 'attachment', teclId: own.teclId, courId: own.courId });
    await expect.poll(async () => (await uploadStatus(uploadId))?.status, { timeout: 30_000 }).toBe('success');

    const info = playInfoSchema.parse((await get(`/v1/vod/playInfo?teclId=${own.teclId}`, tokens.teacher)).body.result);
    const kept = info.resources.find((r) => r.fileName === 'Problem set 1.bin')!;
    expect(kept).toMatchObject({ title: 'Problem set 1', sizeBytes: 150_000, mimeType: 'application/octet-stream', invalid: false });
    const download = await fetchMedia(`/v1/resource/downLoad?id=${kept.id}`, tokens.teacher);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(file.bytes)).toBe(true);
    expect(download.headers.get('content-disposition')).toContain('Problem set 1.bin');
  });
});
