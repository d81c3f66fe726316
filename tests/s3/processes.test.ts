import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../server/db/client';
import { RTMP_APP } from '../../server/capture/ingest-address';
import { captureRoads, courseSessions, jobLeases, lessonCaptures, vodRoads, vods } from '../../server/db/schema';
import { createS3Client } from '../../server/storage/s3-client';
import { createS3MediaStore } from '../../server/storage/s3-store';
import type { MediaStore } from '../../server/storage';
import { liveInfoSchema } from '../../src/schemas/live';
import { playInfoSchema } from '../../src/schemas/playback';
import { DEMO, call, login } from '../support/api-client';
import { keepPushing } from '../support/classroom-encoder';
import {
  createScratchDatabase,
  freePort,
  makeDataDir,
  startAppProcess,
  startWorkerProcess,
  type AppProcess,
  type WorkerProcess,
} from '../support/app-process';
import { freshS3Settings, s3Env } from '../support/ceph-access';
import { demoLiveLesson } from '../support/live-lessons';
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
 * through the edge; a live lesson's classroom encoder, pushing through the edge's RTMP door,
 * comes back to another web process when the one capturing it dies, its viewers carry on, and
 * the lesson becomes one recording with both stretches.
 */
let scratch: { url: string; drop: () => Promise<void> };
let database: Database;
const webs: AppProcess[] = [];
const workers: WorkerProcess[] = [];
const dataDirs: string[] = [];
let edge: Edge;
let env: Record<string, string>;
let lesson: Lesson;
let media: MediaStore;
const ingestPorts: number[] = [];
let rtmpPort: number;

/** What the upload helpers need of a server: where to send, and the database to read rows from. */
const through = (url: string) => ({ url, database }) as unknown as TestServer;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const s3 = await freshS3Settings('procs');
  media = createS3MediaStore(createS3Client(s3), s3, mkdtempSync(join(tmpdir(), 'lectern-procs-scratch-')));
  env = {
    ...s3Env(s3),
    // No key file to share: every process signs with the same secret.
    JWT_SECRET: createHash('sha256').update(scratch.url).digest('hex'),
    WORKER_IN_PROCESS: 'false',
    JOB_LEASE_S: '4',
  };
  const dataDir = () => {
    const dir = makeDataDir();
    dataDirs.push(dir);
    return dir;
  };
  // Started together on the empty database: they take turns to migrate and seed.
  for (let i = 0; i < 3; i++) ingestPorts.push(await freePort());
  rtmpPort = await freePort();
  webs.push(
    ...(await Promise.all(ingestPorts.map((port) => startAppProcess(scratch.url, dataDir(), { ...env, INGEST_RTMP_PORT: String(port) })))),
  );
  workers.push(...(await Promise.all([1, 2].map(() => startWorkerProcess(scratch.url, dataDir(), { ...env, INGEST_ENABLED: 'false' })))));
  edge = await startEdge(
    webs.map((web) => new URL(web.url).host),
    {
      rtmp: {
        listen: `127.0.0.1:${rtmpPort}`,
        upstreams: ingestPorts.map((port) => `127.0.0.1:${port}`),
        streamModule: '/usr/lib/nginx/modules/ngx_stream_module.so',
      },
    },
  );
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

describe('a live lesson captured by one of the web processes', () => {
  /** The road lease's holder, as `host:pid:…`; null when no server holds one. */
  const holderOf = async (courId: string) => {
    const [lease] = await database.db
      .select({ owner: jobLeases.owner })
      .from(jobLeases)
      .where(like(jobLeases.key, `capture:${courId}:road-1`));
    return lease?.owner ?? null;
  };
  /** The road's segments as a viewer's player gets them through the edge, with their part. */
  const liveSegments = async (playlistUrl: string, token: string) => {
    const answer = await fetch(`${edge.url}${playlistUrl}`, { headers: { 'jwt-token': token } });
    if (answer.status !== 200) return [];
    return (await answer.text()).split('\n').filter((line) => line.endsWith('.ts'));
  };
  const partOf = (segment: string) => Number(/part-(\d+)\//.exec(segment)?.[1]);

  it('comes back on another web process within 20 s when the one capturing it is killed, and becomes one recording', async () => {
    const { courId } = await demoLiveLesson(database.db);
    const [room] = await database.db.select({ clroId: courseSessions.clroId }).from(courseSessions).where(eq(courseSessions.id, courId));
    const roads = async () =>
      (
        await database.db
          .select({ roadType: captureRoads.roadType, key: captureRoads.streamKey })
          .from(captureRoads)
          .where(eq(captureRoads.clroId, room!.clroId!))
      )
        .filter((road) => road.key !== null)
        .map((road) => ({ roadType: road.roadType, url: `rtmp://127.0.0.1:${rtmpPort}/${RTMP_APP}/${road.key}` }));
    const encoder = keepPushing(roads);
    try {
      const student = (await login(edge.url, DEMO.student01)).jwt_token;
      const info = await until(
        async () => {
          const answer = await call(edge.url, `/v1/live/playInfo?courseId=${courId}`, { token: student });
          const live = liveInfoSchema.parse(answer.body.result);
          return live.roads.find((road) => road.roadType === 1)?.onAir ? live : null;
        },
        30_000,
        'the lesson on air',
      );
      const playlistUrl = info.roads.find((road) => road.roadType === 1)!.playlistUrl;
      const before = await until(
        async () => ((await liveSegments(playlistUrl, student)).length >= 3 ? liveSegments(playlistUrl, student) : null),
        20_000,
        'segments',
      );
      const holder = (await holderOf(courId))!;
      const capturing = webs.find((web) => holder.includes(`:${web.pid}:`));
      expect(capturing, holder).toBeDefined();

      await capturing!.kill();
      const killedAt = Date.now();
      // The viewer's player asks again and again; through another web process it gets the new part.
      const after = await until(
        async () => {
          const segments = await liveSegments(playlistUrl, student);
          const next = segments.filter((segment) => partOf(segment) > partOf(before.at(-1)!));
          return next.length > 0 ? next : null;
        },
        30_000,
        'the lesson back on air',
      );
      const folder = playlistUrl.replace(/[^/]+$/, '');
      const segment = await fetch(`${edge.url}${folder}${after[0]}`);
      expect(segment.status).toBe(200);
      expect(Buffer.from(await segment.arrayBuffer())[0]).toBe(0x47);
      expect(Date.now() - killedAt).toBeLessThan(20_000);
      // Live segments come from the edge's cache: another viewer, under a capability of their own, gets that copy.
      const other = (await login(edge.url, DEMO.student01)).jwt_token;
      const theirs = liveInfoSchema.parse((await call(edge.url, `/v1/live/playInfo?courseId=${courId}`, { token: other })).body.result);
      const theirFolder = theirs.roads.find((road) => road.roadType === 1)!.playlistUrl.replace(/[^/]+$/, '');
      expect(theirFolder).not.toBe(folder);
      const cached = await fetch(`${edge.url}${theirFolder}${after[0]}`);
      expect(cached.status).toBe(200);
      expect(cached.headers.get('x-edge-cache')).toBe('HIT');
      // A forged capability gets nothing, though the segment is in the cache.
      expect((await fetch(`${edge.url}${theirFolder.replace(/~[^/]+/, '~forged')}${after[0]}`)).status).toBe(403);
      expect(await holderOf(courId)).not.toBe(holder);
    } finally {
      await encoder.stop();
    }

    // The lesson ends: the remaining servers see it and a worker makes one recording of both parts.
    await database.db.update(courseSessions).set({ courEndTime: new Date() }).where(eq(courseSessions.id, courId));
    const capture = await until(
      async () => {
        const [row] = await database.db.select().from(lessonCaptures).where(eq(lessonCaptures.courId, courId));
        return row?.status === 'recorded' ? row : null;
      },
      90_000,
      'the recording',
    );
    expect((await database.db.select({ id: vods.id }).from(vods).where(eq(vods.courId, courId))).map((row) => row.id)).toEqual([
      capture.vodId,
    ]);
    const [road] = await database.db
      .select({ hlsPath: vodRoads.hlsPath })
      .from(vodRoads)
      .where(and(eq(vodRoads.vodId, capture.vodId!), eq(vodRoads.roadType, 1)));
    const folderKey = road!.hlsPath.replace(/[^/]+$/, '');
    const playlist = (await media.read(`${folderKey}index.m3u8`))!.toString('utf8');
    expect(playlist.match(/#EXT-X-DISCONTINUITY\n/g)?.length).toBeGreaterThanOrEqual(1);
    const segments = playlist.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments.length).toBeGreaterThan(6);
    for (const segment of segments) expect(await media.exists(`${folderKey}${segment}`), segment).toBe(true);
  }, 240_000);
});
