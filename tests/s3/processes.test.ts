import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../server/db/client';
import { jobLeases, vods } from '../../server/db/schema';
import { playInfoSchema } from '../../src/schemas/playback';
import { DEMO, call, login } from '../support/api-client';
import {
  createScratchDatabase,
  makeDataDir,
  startAppProcess,
  startWorkerProcess,
  type AppProcess,
  type WorkerProcess,
} from '../support/app-process';
import { freshS3Settings, s3Env } from '../support/ceph-access';
import { startEdge, type Edge } from '../support/edge-nginx';
import type { TestServer } from '../support/test-server';
import { lecture, sendChunk, teacher01Lesson, totalChunks, uploadRow, type Lesson, type Upload } from '../support/upload-client';
import { until } from '../support/until';

/**
 * Lectern past one machine (docs/scaling.md): three web processes and two workers, each on an
 * empty data folder of its own, one PostgreSQL, the media in one Ceph bucket, nginx in front.
 * Nothing is shared on disk, so what one process does must reach the others through the
 * database and the bucket. Each kind of process is killed (SIGKILL) in the middle of its work:
 * the upload still ends `success` with the right MD5, made into one recording, which plays
 * through the edge.
 */
let scratch: { url: string; drop: () => Promise<void> };
let database: Database;
const webs: AppProcess[] = [];
const workers: WorkerProcess[] = [];
const dataDirs: string[] = [];
let edge: Edge;
let env: Record<string, string>;
let lesson: Lesson;

/** What the upload helpers need of a server: where to send, and the database to read rows from. */
const through = (url: string) => ({ url, database }) as unknown as TestServer;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  env = {
    ...s3Env(await freshS3Settings('procs')),
    // No key file to share: every process signs with the same secret.
    JWT_SECRET: createHash('sha256').update(scratch.url).digest('hex'),
    WORKER_IN_PROCESS: 'false',
    JOB_LEASE_S: '4',
    INGEST_ENABLED: 'false',
  };
  const dataDir = () => {
    const dir = makeDataDir();
    dataDirs.push(dir);
    return dir;
  };
  // Started together on the empty database: they take turns to migrate and seed.
  webs.push(...(await Promise.all([1, 2, 3].map(() => startAppProcess(scratch.url, dataDir(), env)))));
  workers.push(...(await Promise.all([1, 2].map(() => startWorkerProcess(scratch.url, dataDir(), env)))));
  edge = await startEdge(webs.map((web) => new URL(web.url).host));
  database = await openPostgres(scratch.url, () => {});
  lesson = await teacher01Lesson(through(edge.url));
}, 240_000);

afterAll(async () => {
  await edge?.stop();
  await Promise.all([...webs, ...workers].map((process) => process.kill()));
  await database?.close();
  await scratch?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('three web processes and two workers on one database and one bucket', () => {
  let upload: Upload;
  let uploadId: string;

  it('takes an upload whose web process is killed mid-chunk: the rest goes through the others', async () => {
    upload = await lecture(12, 'across-processes.mp4');
    const teacher = (await login(edge.url, DEMO.teacher01)).jwt_token;
    const chunks = totalChunks(upload);
    const half = Math.floor(chunks / 2);
    const first = webs[0]!;
    for (let n = 1; n < half; n++) expect((await sendChunk(through(first.url), teacher, { ...upload, lesson }, n)).http).toBe(200);
    // A chunk in flight when its process dies: the sender sees it fail and sends it again.
    const inFlight = sendChunk(through(first.url), teacher, { ...upload, lesson }, half).catch(() => null);
    await first.kill();
    await inFlight;
    for (let n = half; n <= chunks; n++) {
      const answer = await sendChunk(through(edge.url), teacher, { ...upload, lesson }, n);
      expect(answer.http, JSON.stringify(answer.body)).toBe(200);
      uploadId = (answer.body as { result: { upload: { id: string } } }).result.upload.id;
    }
    const row = await until(
      async () => {
        const current = await uploadRow(through(edge.url), uploadId);
        return current.md5 !== null ? current : null;
      },
      60_000,
      'the merge',
    );
    expect(row.md5).toBe(createHash('md5').update(upload.bytes).digest('hex'));
  }, 120_000);

  it('finishes the transcode on the other worker when the one doing it is killed', async () => {
    const holder = await until(
      async () => {
        const [lease] = await database.db
          .select()
          .from(jobLeases)
          .where(eq(jobLeases.key, `upload-transcode:${uploadId}`));
        const progress = (await uploadRow(through(edge.url), uploadId)).progress ?? 0;
        return lease && progress > 0 ? lease.owner : null;
      },
      90_000,
      'a worker to be transcoding',
    );
    const doing = workers.find((worker) => holder.includes(`:${worker.pid}:`));
    expect(doing, holder).toBeDefined();
    await doing!.kill();
    await until(
      async () => ((await uploadRow(through(edge.url), uploadId)).status === 'success' ? true : null),
      150_000,
      'the upload to succeed',
    );
    const row = await uploadRow(through(edge.url), uploadId);
    expect(row.md5).toBe(createHash('md5').update(upload.bytes).digest('hex'));
    // One recording, under the attempt that finished.
    expect(await database.db.select({ id: vods.id }).from(vods).where(eq(vods.courId, lesson.courId))).toEqual([{ id: row.vodId }]);
    expect(row.mediaPath).toMatch(new RegExp(`^uploads/${uploadId}/`));
  }, 240_000);

  it('plays the recording through the edge, from any web process, segments from the cache', async () => {
    const viewer = (await login(edge.url, DEMO.teacher01)).jwt_token;
    const row = await uploadRow(through(edge.url), uploadId);
    const info = playInfoSchema.parse((await call(edge.url, `/v1/vod/playInfo?teclId=${lesson.teclId}`, { token: viewer })).body.result);
    const playlistUrl = info.lessons.find((l) => l.vodId === row.vodId)!.roads[0]!.playlistUrl;
    const master = await fetch(`${edge.url}${playlistUrl}`, { headers: { 'jwt-token': viewer } });
    expect(master.status).toBe(200);
    const base = playlistUrl.replace(/[^/]+$/, '');
    const rendition = (await master.text()).split('\n').find((line) => line.endsWith('.m3u8'))!;
    const media = await (await fetch(`${edge.url}${base}${rendition}`)).text();
    expect(media).toContain('#EXT-X-ENDLIST');
    const segments = media.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments.length).toBeGreaterThan(2);
    const folder = `${base}${rendition.replace(/[^/]+$/, '')}`;
    for (const segment of segments) {
      const answer = await fetch(`${edge.url}${folder}${segment}`);
      expect(answer.status).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer())[0]).toBe(0x47);
    }
    expect((await fetch(`${edge.url}${folder}${segments[0]}`)).headers.get('x-edge-cache')).toBe('HIT');
  });
});
