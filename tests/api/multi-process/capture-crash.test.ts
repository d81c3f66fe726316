import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RTMP_APP } from '../../../server/capture/ingest-address';
import { keepPushing, pushRoads } from '../../support/classroom-encoder';
import { createScratchDatabase, freePort, makeDataDir, startAppProcess, type AppProcess } from '../../support/app-process';
import { until } from '../../support/until';

/**
 * The server killed mid-lesson (docs/capture.md "Recordings"): a classroom encoder (Debian's
 * ffmpeg) pushes two roads to `server/main.ts` on PostgreSQL; the process is SIGKILLed, a new one
 * starts on the same database, data folder and ingest port, the encoder comes back (taken once the
 * dead server's road lease has run out), and when the
 * lesson ends the recording holds both stretches, the time the server was down missing.
 */
const LESSON = 'cour-1-live-2';

let database: { url: string; drop: () => Promise<void> };
let sql: postgres.Sql;
let dataDir: string;
let ingestPort: number;
const servers: AppProcess[] = [];

const start = async () => {
  const server = await startAppProcess(database.url, dataDir, { INGEST_RTMP_PORT: String(ingestPort) });
  servers.push(server);
  return server;
};

const roadUrls = async () => {
  const roads = await sql<{ road_type: 1 | 2 | 3; stream_key: string }[]>`
    select r.road_type, r.stream_key from capture_roads r join course_sessions c on c.clro_id = r.clro_id
    where c.id = ${LESSON} order by r.road_type`;
  return roads.map((road) => ({ roadType: road.road_type, url: `rtmp://127.0.0.1:${ingestPort}/${RTMP_APP}/${road.stream_key}` }));
};

/** The demo studio's two roads: the teacher camera and the screen. */
const ROADS = [1, 2] as const;
const segments = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.endsWith('.ts')).length
    : 0;

/** A road's parts so far, each with how many segments its playlist names. */
const partsOf = (roadType: number) => {
  const dir = join(dataDir, 'media', '.capture', LESSON, `road-${roadType}`);
  return (existsSync(dir) ? readdirSync(dir) : [])
    .filter((name) => /^part-\d+$/.test(name))
    .sort()
    .map((name) => ({ part: Number(name.slice('part-'.length)), segments: segments(join(dir, name, 'index.m3u8')) }));
};

beforeAll(async () => {
  database = await createScratchDatabase();
  sql = postgres(database.url, { max: 2, onnotice: () => {} });
  dataDir = makeDataDir();
  ingestPort = await freePort();
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  await sql?.end();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('makes one recording with what was sent before the server was killed and after it came back', async () => {
  const first = await start();
  const encoder = pushRoads(await roadUrls(), { seconds: 60 });
  // Every road on air before the crash: on a busy machine the second can start seconds after the first.
  await until(
    () => (ROADS.every((road) => partsOf(road).some((p) => p.segments >= 6)) ? true : undefined),
    30_000,
    'six segments before the crash',
  );
  await first.kill();
  // The encoder loses its server.
  expect(await encoder.exited).not.toBe(0);

  await start();
  // The encoder dials again until it is taken: the dead server's road lease runs out first.
  const back = keepPushing(roadUrls);
  // A road refused while the dead server's lease ran out makes the encoder dial again: a later part then.
  await until(
    () => (ROADS.every((road) => partsOf(road).some((p) => p.part >= 2 && p.segments >= 6)) ? true : undefined),
    30_000,
    'six segments after the restart',
  );
  await back.stop();
  // The lesson ends now; the ingest sees it within a tick and the worker makes the recording.
  await sql`update course_sessions set end_time = now() where id = ${LESSON}`;
  const [capture] = await until(
    async () => {
      const rows = await sql<
        { status: string; vod_id: string | null }[]
      >`select status, vod_id from lesson_captures where cour_id = ${LESSON}`;
      return rows[0]?.status === 'recorded' ? rows : undefined;
    },
    60_000,
    'the recording',
  );
  const roads = await sql<{ road_type: number; hls_path: string }[]>`
    select road_type, hls_path from vod_roads where vod_id = ${capture!.vod_id} order by road_type`;
  expect(roads.map((road) => road.road_type)).toEqual([...ROADS]);
  for (const road of roads) {
    const playlist = readFileSync(join(dataDir, 'media', road.hls_path.replace('master.m3u8', 'index.m3u8')), 'utf8');
    // Before the crash and after it (and any reconnection): every part, one recording.
    const parts = partsOf(road.road_type).filter((p) => p.segments > 0);
    expect(parts.length, JSON.stringify(parts)).toBeGreaterThanOrEqual(2);
    expect(playlist.match(/#EXT-X-DISCONTINUITY\n/g) ?? [], `road ${road.road_type}: ${JSON.stringify(parts)}`).toHaveLength(
      parts.length - 1,
    );
    expect(playlist.split('\n').filter((line) => line.endsWith('.ts')).length).toBeGreaterThan(8);
    expect(playlist).toContain('#EXT-X-ENDLIST');
  }
});
