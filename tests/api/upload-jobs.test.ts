import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLeases, uploadFiles, vods } from '../../server/db/schema';
import { rowsOf } from '../../server/db/sql-rows';
import { QUEUE } from '../../server/jobs/job-queue';
import { playInfoSchema } from '../../src/schemas/playback';
import { uploadEventSchema, type UploadEvent } from '../../src/schemas/upload';
import { DEMO, call, login } from '../support/api-client';
import { openTestEventStream } from '../support/event-stream';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  chunkBytes,
  identifierOf,
  lecture,
  sendAll,
  teacher01Lesson,
  totalChunks,
  uploadAttemptPlaylist,
  uploadRow,
  type Lesson,
  type Upload,
} from '../support/upload-client';

/**
 * Upload jobs (docs/uploads.md "Jobs", "Progress"): a lecture sent through the chunk protocol is
 * merged and transcoded by the job queue into a recording its class can watch, with progress on
 * the event stream; a corrupt file ends failed with a reason; a restart never strands a job (a
 * worker process killed mid-transcode: tests/api/multi-process/worker-processes.test.ts).
 */
/** The upload events of one event stream, as the browser reads them. */
async function uploadEvents(server: TestServer, token: string) {
  const events: UploadEvent[] = [];
  const stream = await openTestEventStream(server, token, ({ event, data }) => {
    if (event === 'upload') events.push(uploadEventSchema.parse(data));
  });
  return { events, close: stream.close };
}

let teacher: string;
let own: Lesson;

describe('upload jobs in the in-process worker', () => {
  let server: TestServer;
  let clip: Upload;
  beforeAll(async () => {
    [server, clip] = await Promise.all([startTestServer({ jobs: true }), lecture(2)]);
    teacher = (await login(server.url, DEMO.teacher01)).jwt_token;
    own = await teacher01Lesson(server);
  });
  afterAll(() => server?.close());

  it('turns a lecture into a recording of the lesson with an HLS ladder, reporting progress on the event stream', async () => {
    const stream = await uploadEvents(server, teacher);
    const upload = await sendAll(server, teacher, { ...clip, lesson: own });
    expect(['merging', 'queued', 'transcoding', 'success']).toContain(upload.status);
    await expect.poll(async () => (await uploadRow(server, upload.id)).status, { timeout: 60_000 }).toBe('success');
    const row = await uploadRow(server, upload.id);
    expect(row.vodId).toBeTruthy();
    await expect.poll(() => stream.events.map((e) => e.status), { timeout: 5_000 }).toContain('success');
    expect(stream.events.map((e) => e.status)).toContain('transcoding');
    expect(stream.events.at(-1)).toMatchObject({ uploadId: upload.id, vodId: row.vodId, progress: 100 });
    stream.close();

    // Its class watches it like a seeded recording: the teacher plays it through the playback route.
    const info = playInfoSchema.parse((await call(server.url, `/v1/vod/playInfo?teclId=${own.teclId}`, { token: teacher })).body.result);
    const lesson = info.lessons.find((l) => l.vodId === row.vodId)!;
    expect(lesson.roads[0]!.isMain).toBe(true);
    const master = await fetch(`${server.url}${lesson.roads[0]!.playlistUrl}`, { headers: { 'jwt-token': teacher } });
    expect(master.status).toBe(200);
    const renditions = (await master.text()).split('\n').filter((line) => line.endsWith('index.m3u8'));
    expect(renditions.length).toBeGreaterThanOrEqual(2);
    const base = lesson.roads[0]!.playlistUrl.replace(/[^/]+$/, '');
    const media = await (await fetch(`${server.url}${base}${renditions[0]}`, { headers: { 'jwt-token': teacher } })).text();
    expect(media).toContain('#EXT-X-ENDLIST');
    // Under the attempt that finished, which the row names.
    const { mediaPath } = await uploadRow(server, upload.id);
    expect(`${mediaPath}/master.m3u8`).toMatch(uploadAttemptPlaylist(upload.id));
    const store = server.app.deps.media;
    for (const file of ['poster.jpg', 'thumbnails.jpg', 'thumbnails.vtt']) expect(await store.exists(`${mediaPath}/${file}`)).toBe(true);
    expect((await store.read(`${mediaPath}/thumbnails.vtt`))?.toString()).toMatch(/thumbnails\.jpg#xywh=0,0,160,90/);
    // Nothing of another attempt beside it.
    expect((await store.list(`uploads/${upload.id}`)).filter((key) => !key.startsWith(`${mediaPath}/`))).toEqual([]);
  });

  it('ends a corrupt video failed with a readable reason, and keeps serving', async () => {
    const bytes = Buffer.from(clip.bytes);
    // The header survives, the pictures do not.
    bytes.fill(0x47, 2_000, bytes.length - 2_000);
    const corrupt = { bytes, identifier: identifierOf(bytes), fileName: 'broken.mp4', lesson: own };
    const upload = await sendAll(server, teacher, corrupt);
    await expect.poll(async () => (await uploadRow(server, upload.id)).status, { timeout: 60_000 }).toBe('failed');
    expect((await uploadRow(server, upload.id)).error).toMatch(/broken\.mp4 (is not a video|could not be transcoded)/);
    expect((await call(server.url, '/v1/currentuser', { token: teacher })).http).toBe(200);
  });

  it('picks up a merge left by a stopped server after the restart', async () => {
    const other = await lecture(8, 'restart.mp4');
    expect(totalChunks(other)).toBeGreaterThan(1);
    const upload = await sendAll(server, teacher, { ...other, lesson: own }, totalChunks(other) - 1);
    // As a server stopped mid-merge before jobs existed leaves it: every chunk stored, the row `merging`, no job.
    await server.app.deps.media.put(`chunks/${upload.id}/${totalChunks(other)}.chunk`, chunkBytes(other, totalChunks(other)));
    await server.database.db.update(uploadFiles).set({ status: 'merging' }).where(eq(uploadFiles.id, upload.id));
    await server.restart();
    await expect.poll(async () => (await uploadRow(server, upload.id)).status, { timeout: 60_000 }).toBe('success');
  });

  it('finishes a job queued when the server restarts', async () => {
    const other = await lecture(2, 'queued.mp4');
    const upload = await sendAll(server, teacher, { ...other, lesson: own });
    await server.restart();
    await expect.poll(async () => (await uploadRow(server, upload.id)).status, { timeout: 60_000 }).toBe('success');
  });
});

describe('an upload whose job is handed out twice', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Two transcodes at once, and a lease of 2 s that a transcode outlasts.
    server = await startTestServer({ jobs: true, env: { WORKER_CONCURRENCY: '2', JOB_LEASE_S: '2' } });
    teacher = (await login(server.url, DEMO.teacher01)).jwt_token;
    own = await teacher01Lesson(server);
  });
  afterAll(() => server?.close());

  it('is transcoded once: a second job for it while it runs leaves it alone', async () => {
    const long = await lecture(20, 'handed-out-twice.mp4');
    const stream = await uploadEvents(server, teacher);
    const upload = await sendAll(server, teacher, { ...long, lesson: own });
    await expect.poll(async () => (await uploadRow(server, upload.id)).progress ?? 0, { timeout: 60_000 }).toBeGreaterThan(0);
    // What pg-boss does to a handler past its expiry, or the sweep to a job it took for dead: the same work again.
    await server.app.deps.jobs!.send(QUEUE.transcode, { uploadId: upload.id });
    await expect.poll(async () => (await uploadRow(server, upload.id)).status, { timeout: 90_000, interval: 500 }).toBe('success');
    // A second run would have started over at 0 and raced the first for its files.
    const progress = stream.events.filter((e) => e.uploadId === upload.id && e.progress !== null).map((e) => e.progress!);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
    stream.close();
    // One recording of the lesson (titled after it, not after the file).
    const made = await server.database.db.select({ id: vods.id }).from(vods).where(eq(vods.courId, own.courId));
    expect(made).toHaveLength(1);
    // The second job was really handed out while the first ran.
    const jobs = await rowsOf<{ started_on: string; completed_on: string }>(
      server.database.db,
      sql`select started_on, completed_on from pgboss.job where name = ${QUEUE.transcode} and singleton_key = ${upload.id} order by created_on`,
    );
    expect(jobs).toHaveLength(2);
    expect(new Date(jobs[1]!.started_on).getTime()).toBeLessThan(new Date(jobs[0]!.completed_on).getTime());
    // The leases are given back at the end (the publish job's just after it records the upload's success).
    await expect.poll(() => server.database.db.select().from(jobLeases), { timeout: 10_000 }).toEqual([]);
  }, 120_000);
});
