import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFiles, users } from '../../server/db/schema';
import { playInfoSchema } from '../../src/schemas/playback';
import { uploadEventSchema, type UploadEvent } from '../../src/schemas/upload';
import { DEMO, call, login } from '../support/api-client';
import { testBackend } from '../support/test-db';
import { openTestEventStream } from '../support/event-stream';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  chunkBytes,
  generatedLecture,
  identifierOf,
  lessonOf,
  sendChunk,
  totalChunks,
  type Lesson,
  type Upload,
} from '../support/upload-client';

/**
 * Upload jobs (docs/uploads.md "Jobs", "Progress"): a lecture sent through the chunk protocol is
 * merged and transcoded by the job queue into a recording its class can watch, with progress on
 * the event stream; a corrupt file ends failed with a reason; a restart, or a worker killed
 * mid-transcode, never strands a job.
 */
async function send(server: TestServer, token: string, upload: Upload, n: number) {
  const stored = await sendChunk(server, token, upload, n);
  expect(stored.http, JSON.stringify(stored.body)).toBe(200);
  return stored.body as { result: { upload: { id: string; status: string } } };
}

async function sendAll(server: TestServer, token: string, upload: Upload, chunks = totalChunks(upload)) {
  let last;
  for (let n = 1; n <= chunks; n++) last = await send(server, token, upload, n);
  return last!.result.upload;
}

/** A lecture of `seconds` with picture and sound. */
async function lecture(seconds: number, fileName = 'lecture.mp4'): Promise<Upload> {
  const bytes = await generatedLecture(seconds, { name: fileName });
  return { bytes, identifier: identifierOf(bytes), fileName };
}

const statusOf = async (server: TestServer, uploadId: string) => {
  const [row] = await server.database.db.select().from(uploadFiles).where(eq(uploadFiles.id, uploadId));
  return row!;
};

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

const ownLesson = (server: TestServer) => lessonOf(server, and(eq(users.username, 'teacher01'), eq(users.tenantId, '1')));

describe('upload jobs in the in-process worker', () => {
  let server: TestServer;
  let clip: Upload;
  beforeAll(async () => {
    [server, clip] = await Promise.all([startTestServer({ jobs: true }), lecture(2)]);
    teacher = (await login(server.url, DEMO.teacher01)).jwt_token;
    own = await ownLesson(server);
  });
  afterAll(() => server?.close());

  it('turns a lecture into a recording of the lesson with an HLS ladder, reporting progress on the event stream', async () => {
    const stream = await uploadEvents(server, teacher);
    const upload = await sendAll(server, teacher, { ...clip, lesson: own });
    expect(['merging', 'queued', 'transcoding', 'success']).toContain(upload.status);
    await expect.poll(async () => (await statusOf(server, upload.id)).status, { timeout: 60_000 }).toBe('success');
    const row = await statusOf(server, upload.id);
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
    const folder = join(server.app.deps.mediaDir, 'uploads', upload.id);
    for (const file of ['poster.jpg', 'thumbnails.jpg', 'thumbnails.vtt']) expect(existsSync(join(folder, file))).toBe(true);
    expect(await readFile(join(folder, 'thumbnails.vtt'), 'utf8')).toMatch(/thumbnails\.jpg#xywh=0,0,160,90/);
  });

  it('ends a corrupt video failed with a readable reason, and keeps serving', async () => {
    const bytes = Buffer.from(clip.bytes);
    // The header survives, the pictures do not.
    bytes.fill(0x47, 2_000, bytes.length - 2_000);
    const corrupt = { bytes, identifier: identifierOf(bytes), fileName: 'broken.mp4', lesson: own };
    const upload = await sendAll(server, teacher, corrupt);
    await expect.poll(async () => (await statusOf(server, upload.id)).status, { timeout: 60_000 }).toBe('failed');
    expect((await statusOf(server, upload.id)).error).toMatch(/broken\.mp4 (is not a video|could not be transcoded)/);
    expect((await call(server.url, '/v1/currentuser', { token: teacher })).http).toBe(200);
  });

  it('picks up a merge left by a stopped server after the restart', async () => {
    const other = await lecture(8, 'restart.mp4');
    expect(totalChunks(other)).toBeGreaterThan(1);
    const upload = await sendAll(server, teacher, { ...other, lesson: own }, totalChunks(other) - 1);
    // As a server stopped mid-merge before jobs existed leaves it: every chunk stored, the row `merging`, no job.
    const dir = join(server.app.deps.env.DATA_DIR, 'uploads', 'chunks', upload.id);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, `${totalChunks(other)}.chunk`), chunkBytes(other, totalChunks(other)));
    await server.database.db.update(uploadFiles).set({ status: 'merging' }).where(eq(uploadFiles.id, upload.id));
    await server.restart();
    await expect.poll(async () => (await statusOf(server, upload.id)).status, { timeout: 60_000 }).toBe('success');
  });

  it('finishes a job queued when the server restarts', async () => {
    const other = await lecture(2, 'queued.mp4');
    const upload = await sendAll(server, teacher, { ...other, lesson: own });
    await server.restart();
    await expect.poll(async () => (await statusOf(server, upload.id)).status, { timeout: 60_000 }).toBe('success');
  });
});

describe.runIf(testBackend() === 'postgres')('separate worker processes (PostgreSQL)', () => {
  let server: TestServer;
  const workers: ChildProcess[] = [];
  const startWorker = () => {
    const { jobConnection } = server.database;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: 'connectionString' in jobConnection ? jobConnection.connectionString : '',
        DATA_DIR: server.app.deps.env.DATA_DIR,
        JOB_TIMEOUT_S: '4',
      },
      stdio: 'ignore',
    });
    workers.push(child);
    return child;
  };
  beforeAll(async () => {
    server = await startTestServer({ jobs: true, env: { WORKER_IN_PROCESS: 'false', JOB_TIMEOUT_S: '4' } });
    teacher = (await login(server.url, DEMO.teacher01)).jwt_token;
    own = await ownLesson(server);
  });
  afterAll(async () => {
    for (const child of workers) child.kill('SIGKILL');
    await server?.close();
  });

  it('finishes a transcode on a second worker when the first is killed mid-way', async () => {
    const long = await lecture(20, 'long.mp4');
    const first = startWorker();
    const upload = await sendAll(server, teacher, { ...long, lesson: own });
    await expect.poll(async () => (await statusOf(server, upload.id)).progress ?? 0, { timeout: 60_000 }).toBeGreaterThan(0);
    first.kill('SIGKILL');
    startWorker();
    await expect.poll(async () => (await statusOf(server, upload.id)).status, { timeout: 120_000, interval: 500 }).toBe('success');
  });
});
