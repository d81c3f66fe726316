import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RTMP_APP } from '../../server/capture/ingest-address';
import { captureRoads, courseSessions, lessonCaptures, messages, teachingClasses, vodRoads, vods } from '../../server/db/schema';
import { runFfmpeg, runFfprobe } from '../../server/media/ffmpeg';
import { pushRoads } from '../support/classroom-encoder';
import { startTestServer, type TestServer } from '../support/test-server';
import { until } from '../support/until';

/**
 * A captured lesson's recording makes itself (docs/capture.md "Recordings"): Debian's ffmpeg, as
 * the classroom's encoder, pushes two roads; it drops and comes back, and the server restarts
 * mid-lesson; once the lesson is over the job queue's `capture-recording` turns every part of
 * both roads into one recording titled after the lesson, with a poster and seek-bar pictures,
 * and the class's students are told. A class whose recordings wait for review gets it hidden.
 */
let server: TestServer;
const db = () => server.database.db;
const LESSON = 'cour-1-live-2';
/** Another school's studio lesson, of a class whose recordings wait for its teacher's review. */
const REVIEWED = 'cour-2-live-1';

const push = async (seconds: number, courId = LESSON) => {
  const port = server.app.deps.ingest.port!;
  const keys = await db()
    .select({ roadType: captureRoads.roadType, key: captureRoads.streamKey })
    .from(captureRoads)
    .innerJoin(courseSessions, eq(courseSessions.clroId, captureRoads.clroId))
    .where(eq(courseSessions.id, courId))
    .orderBy(captureRoads.roadType);
  const encoder = pushRoads(
    keys.map((road) => ({ roadType: road.roadType, url: `rtmp://127.0.0.1:${port}/${RTMP_APP}/${road.key}` })),
    { seconds },
  );
  expect(await encoder.exited, encoder.output()).toBe(0);
};

const captureOf = async (courId = LESSON) => (await db().select().from(lessonCaptures).where(eq(lessonCaptures.courId, courId)))[0];

/**
 * The seek-bar thumbnails of the recording (a cue a second for a recording this short, each with
 * a picture of the main road in its tile of the sprite, and nothing after the last).
 */
async function expectThumbnails(trackPath: string, playlistPath: string) {
  const { media } = server.app.deps;
  const seconds = [...(await media.read(playlistPath))!.toString().matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
  // One row of the sprite: fewer than ten tiles, each at its x.
  const tiles = [...(await media.read(trackPath))!.toString().matchAll(/thumbnails\.jpg#xywh=(\d+),0,160,90/g)].map((m) => Number(m[1]));
  expect(tiles).toEqual(Array.from({ length: Math.ceil(seconds) }, (_, i) => i * 160));
  expect(tiles.length).toBeLessThan(10);
  const dir = await mkdtemp(join(tmpdir(), 'lectern-capture-sprite-'));
  try {
    const gray = join(dir, 'sprite.gray');
    await runFfmpeg(['-i', `${media.localRoot}/${trackPath.replace(/vtt$/, 'jpg')}`, '-f', 'rawvideo', '-pix_fmt', 'gray', gray]);
    const luma = await readFile(gray);
    const meanLuma = (x: number) => {
      let sum = 0;
      for (let row = 0; row < 90; row++) for (let col = x; col < x + 160; col++) sum += luma[row * 1600 + col]!;
      return sum / (90 * 160);
    };
    for (const x of tiles) expect(meanLuma(x), `the tile at ${x}`).toBeGreaterThan(30);
    expect(meanLuma(tiles.length * 160), 'the tile after the last').toBeLessThan(5);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  server = await startTestServer({ ingest: true, jobs: true });
});
afterAll(async () => server?.close());

describe('a captured lesson', () => {
  it('becomes one recording with every part of both roads, titled after the lesson, once it is over', async () => {
    await push(3);
    // The encoder comes back (within the library's grace: the same part), then the server restarts mid-lesson.
    await push(2);
    await server.restart();
    await push(3);
    expect((await captureOf())?.status).toBe('capturing');
    const [reviewed] = await db().select({ teclId: courseSessions.teclId }).from(courseSessions).where(eq(courseSessions.id, REVIEWED));
    await db().update(teachingClasses).set({ captureReview: true }).where(eq(teachingClasses.id, reviewed!.teclId));
    await push(3, REVIEWED);

    const [lesson] = await db().select({ end: courseSessions.courEndTime }).from(courseSessions).where(eq(courseSessions.id, LESSON));
    server.clock.advance((lesson!.end.getTime() - server.clock.now.getTime()) / 1000 + 1);
    const endedAt = Date.now();
    const made = await until(
      async () => {
        // Once the feeds the lesson's end cut are closed: a part closed after the recording was
        // made has it made again with the rest (a lesson that ran over).
        if (server.capture!.ingest.captures().some((road) => road.courId === LESSON)) return undefined;
        const capture = await captureOf();
        return capture?.status === 'recorded' ? capture : undefined;
      },
      60_000,
      'the recording',
    );
    const tookMs = Date.now() - endedAt;
    expect(tookMs, 'lesson end to playable recording').toBeLessThan(60_000);

    const [vod] = await db().select().from(vods).where(eq(vods.id, made.vodId!));
    expect(vod).toMatchObject({ courId: LESSON, status: 'ready', hidden: false });
    expect(vod!.title).toMatch(/ — week \d+$/);
    expect(vod!.thumbnailsPath).toMatch(/thumbnails\.vtt$/);
    const roads = await db().select().from(vodRoads).where(eq(vodRoads.vodId, vod!.id)).orderBy(vodRoads.roadType);
    expect(roads.map((road) => [road.roadType, road.isMain])).toEqual([
      [1, true],
      [2, false],
    ]);
    const { media } = server.app.deps;
    for (const road of roads) {
      const playlist = (await media.read(road.hlsPath.replace('master.m3u8', 'index.m3u8')))!.toString();
      expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      // Two parts: before the restart (with the reconnect inside it) and after.
      expect(playlist.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
      const probe = JSON.parse(
        await runFfprobe([
          '-print_format',
          'json',
          '-show_format',
          `${media.localRoot}/${road.hlsPath.replace('master.m3u8', 'index.m3u8')}`,
        ]),
      ) as { format: { duration: string } };
      // 8 s pushed in all, less what the encoder's start and the reconnects cost.
      expect(Number(probe.format.duration)).toBeGreaterThan(5);
      expect(Number(probe.format.duration)).toBeLessThan(10);
    }
    expect(await media.exists(`${vod!.posterUrl!.replace(/^\/media\//, '')}`)).toBe(true);
    await expectThumbnails(vod!.thumbnailsPath!, roads[0]!.hlsPath.replace('master.m3u8', 'index.m3u8'));
    const [told] = await db()
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.vodId, vod!.id), eq(messages.topic, 'recording-ready')));
    expect(told!.n).toBeGreaterThan(0);
  });

  it('waits hidden, untold, when its class holds recordings for the teacher to review', async () => {
    const made = await until(
      async () => {
        const capture = await captureOf(REVIEWED);
        return capture?.status === 'recorded' ? capture : undefined;
      },
      60_000,
      'the reviewed recording',
    );
    const [vod] = await db().select().from(vods).where(eq(vods.id, made.vodId!));
    expect(vod).toMatchObject({ courId: REVIEWED, status: 'ready', hidden: true });
    const [told] = await db().select({ n: count() }).from(messages).where(eq(messages.vodId, vod!.id));
    expect(told!.n).toBe(0);
  });
});
