import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureRoot, roadParts } from '../../server/capture/capture-folders';
import { freeUdpPort } from '../../server/capture/demo-rtsp-server';
import { CAPTURE_PLAYLIST } from '../../server/capture/road-packager';
import { captureRoads, courseSessions } from '../../server/db/schema';
import { runFfprobe } from '../../server/media/ffmpeg';
import { scratchFolder } from '../../server/storage/scratch-folder';
import { DEBIAN_FFMPEG, pushRoads } from '../support/classroom-encoder';
import { untilOnAir } from '../support/live-lessons';
import { captureLog } from '../support/log-capture';
import { startTestServer, type TestServer } from '../support/test-server';
import { until } from '../support/until';

/**
 * Pull roads (docs/capture.md "Pull roads"): encoders that serve their picture instead of pushing
 * it. The demo's RTSP room (the first school's third studio) is served by Debian's VLC, fed by an
 * ffmpeg classroom encoder, and read by the server's pull relays with nobody touching anything;
 * an encoder listening for SRT callers, with a passphrase, is read the same way. The log never
 * holds the passphrase.
 */
let server: TestServer;
const log = captureLog('debug');
const db = () => server.database.db;
const RTSP_LESSON = 'cour-1-live-3';

const roomOf = async (courId: string) => {
  const [lesson] = await db()
    .select({ clroId: courseSessions.clroId, tenantId: courseSessions.tenantId, end: courseSessions.courEndTime })
    .from(courseSessions)
    .where(eq(courseSessions.id, courId));
  return { clroId: lesson!.clroId!, tenantId: lesson!.tenantId, end: lesson!.end };
};

/** The last part of a road, once its playlist has a few segments: what ffprobe then reads. */
async function lastPartPlaylist(courId: string, roadType: 1 | 2 | 3): Promise<string> {
  const root = captureRoot(server.app.deps.media);
  return until(
    async () => {
      const part = (await roadParts(server.app.deps.media, courId, roadType)).at(-1);
      if (part === undefined) return null;
      const folder = scratchFolder(root.pathOf(`${courId}/road-${roadType}/part-${String(part).padStart(3, '0')}`));
      const text = await folder.readText(CAPTURE_PLAYLIST);
      return text !== null && text.split('\n').filter((line) => line.endsWith('.ts')).length >= 4 ? folder.pathOf(CAPTURE_PLAYLIST) : null;
    },
    30_000,
    `segments of road ${roadType}`,
  );
}

const codecsOf = async (playlist: string) => {
  const probe = JSON.parse(await runFfprobe(['-print_format', 'json', '-show_streams', playlist])) as {
    streams: { codec_type: string; codec_name: string; width?: number }[];
  };
  return probe.streams;
};

beforeAll(async () => {
  server = await startTestServer({ ingest: true, encoders: [RTSP_LESSON], logger: log.logger });
});
afterAll(async () => server?.close());

describe('an encoder served over RTSP', () => {
  it('is pulled while its room has a lesson: the lesson goes on air by itself, every road, with its signal', async () => {
    const room = await roomOf(RTSP_LESSON);
    expect(await untilOnAir(server, RTSP_LESSON, 60_000)).toEqual([1, 2]);
    const roads = await db().select().from(captureRoads).where(eq(captureRoads.clroId, room.clroId)).orderBy(captureRoads.roadType);
    expect(roads.map((road) => [road.mode, road.streamKey])).toEqual([
      ['pull', null],
      ['pull', null],
    ]);
    for (const road of roads) expect(road.pullUrl).toMatch(new RegExp(`^rtsp://127\\.0\\.0\\.1:\\d+/road-${road.roadType}$`));
    expect(server.capture!.pulls.running().sort()).toEqual(roads.map((road) => road.id).sort());

    const streams = await codecsOf(await lastPartPlaylist(RTSP_LESSON, 2));
    expect(streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(streams.find((stream) => stream.codec_type === 'video')?.width).toBe(640);
    // The administrators' page shows what the ingest sees of a pulled road as of a pushed one.
    const signals = await until(
      async () => {
        const rows = await db()
          .select({ since: captureRoads.signalSince, width: captureRoads.videoWidth, kbps: captureRoads.bitrateKbps })
          .from(captureRoads)
          .where(eq(captureRoads.clroId, room.clroId));
        return rows.every((row) => row.since !== null && row.width === 640 && (row.kbps ?? 0) > 0) ? rows : null;
      },
      15_000,
      'the signal of every road',
    );
    expect(signals).toHaveLength(2);
  });
});

describe('an encoder listening for SRT callers', () => {
  it('is read with its passphrase once it is on, which never reaches the log', async () => {
    const lesson = 'cour-1-live-2';
    const room = await roomOf(lesson);
    const passphrase = 'lecture-hall-srt-7f3k';
    const port = await freeUdpPort();
    // Debian's ffmpeg reads SRT (the bundled one has no libsrt): docs/capture.md "Pull roads".
    const bundled = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = DEBIAN_FFMPEG;
    await db()
      .insert(captureRoads)
      .values({
        tenantId: room.tenantId,
        clroId: room.clroId,
        roadType: 3,
        mode: 'pull',
        pullUrl: `srt://127.0.0.1:${port}?passphrase=${passphrase}`,
      });
    // Nobody listens yet: the relay fails, says so in the log without the passphrase, and tries again.
    const failed = await until(
      async () => log.lines.find((line) => line.includes('"capture pull stopped"') && line.includes(room.clroId)) ?? null,
      20_000,
      'the failed pull',
    );
    expect(failed).toContain('passphrase=[redacted]');
    const encoder = pushRoads([{ roadType: 3, url: `srt://127.0.0.1:${port}?mode=listener&passphrase=${passphrase}` }], { seconds: 60 });
    try {
      const streams = await codecsOf(await lastPartPlaylist(lesson, 3));
      expect(streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    } finally {
      await encoder.stop();
      if (bundled === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = bundled;
      await db()
        .delete(captureRoads)
        .where(and(eq(captureRoads.clroId, room.clroId), eq(captureRoads.roadType, 3)));
    }
    await until(async () => (log.text().includes('capture pull ended') ? true : null), 15_000, 'the pull ended');
    expect(log.text()).not.toContain(passphrase);
  });
});

describe('the end of the lesson', () => {
  it('stops the pull when the room has no lesson any more', async () => {
    const room = await roomOf(RTSP_LESSON);
    server.clock.advance((room.end.getTime() - server.clock.now.getTime()) / 1000 + 11 * 60);
    const onAir = () => server.capture!.ingest.captures().filter((capture) => capture.courId === RTSP_LESSON);
    // The relays stop, and the ingest closes their feeds' parts (it waits for each packager to finish).
    await until(
      async () => (server.capture!.pulls.running().length === 0 && onAir().length === 0 ? true : null),
      15_000,
      'the pull stopped',
    );
    expect(server.capture!.pulls.running()).toEqual([]);
    expect(onAir()).toEqual([]);
  });
});
