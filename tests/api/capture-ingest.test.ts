import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roadFeed } from '../../server/capture/capture-feed';
import { captureRoot, roadParts } from '../../server/capture/capture-folders';
import { rtmpContext } from '../../server/capture/rtmp-library';
import { newStreamKey } from '../../server/capture/stream-key';
import { CAPTURE_PLAYLIST } from '../../server/capture/road-packager';
import { captureRoads, classrooms, courseSessions } from '../../server/db/schema';
import { runFfprobe } from '../../server/media/ffmpeg';
import { scratchFolder } from '../../server/storage/scratch-folder';
import { pushTestPicture } from '../support/classroom-encoder';
import { captureLog } from '../support/log-capture';
import { startTestServer, type TestServer } from '../support/test-server';
import { until } from '../support/until';

/**
 * RTMP ingest (docs/capture.md): Debian's ffmpeg, as a classroom encoder, pushes with a road's
 * stream key; the timetable's lesson in that room now takes it and its road becomes HLS that
 * ffprobe reads. A wrong, revoked or other room's key, or a room with no lesson now, is refused
 * as the encoder connects, and no key ever reaches the log.
 */
let server: TestServer;
const log = captureLog('debug');
const db = () => server.database.db;
const pushUrl = (key: string) => `rtmp://127.0.0.1:${server.app.deps.ingest.port}/live/${key}`;

type Lesson = { courId: string; clroId: string; tenantId: string };
let lesson: Lesson;
const keys: string[] = [];

/** The stream key of a room's road: the seeded studio's, or a new push road's. */
async function pushRoad(clroId: string, tenantId: string, roadType: 1 | 2 | 3): Promise<string> {
  const [seeded] = await db()
    .select({ key: captureRoads.streamKey })
    .from(captureRoads)
    .where(and(eq(captureRoads.clroId, clroId), eq(captureRoads.roadType, roadType)));
  const key = seeded?.key ?? newStreamKey();
  keys.push(key);
  if (seeded === undefined) {
    await db().insert(captureRoads).values({ tenantId, clroId, roadType, mode: 'push', streamKey: key, keyIssuedAt: server.clock.now });
  }
  return key;
}

const segmentsOf = (playlist: string) => playlist.split('\n').filter((line) => line.endsWith('.ts'));

beforeAll(async () => {
  server = await startTestServer({ ingest: true, logger: log.logger });
  const [live] = await db()
    .select({ courId: courseSessions.id, clroId: courseSessions.clroId, tenantId: courseSessions.tenantId })
    .from(courseSessions)
    .where(like(courseSessions.id, 'cour-%-live-1'))
    .orderBy(courseSessions.id)
    .limit(1);
  lesson = { courId: live!.courId, clroId: live!.clroId!, tenantId: live!.tenantId };
});
afterAll(async () => server?.close());

describe('a classroom encoder pushing RTMP', () => {
  it('puts the lesson on in its room on air: the road becomes HLS that ffprobe reads', async () => {
    const key = await pushRoad(lesson.clroId, lesson.tenantId, 1);
    const encoder = pushTestPicture(pushUrl(key), { seconds: 4 });
    expect(await encoder.exited, encoder.output()).toBe(0);
    const root = captureRoot(server.app.deps.media);
    const part = await until(
      async () => {
        const parts = await roadParts(server.app.deps.media, lesson.courId, 1);
        return parts.length > 0 ? parts.at(-1)! : null;
      },
      10_000,
      'the first part',
    );
    const folder = scratchFolder(root.pathOf(`${lesson.courId}/road-1/part-${String(part).padStart(3, '0')}`));
    // The feed ended: ffmpeg closes the playlist once the library's grace for a reconnect is over or at once on stop.
    const playlist = await until(
      async () => {
        const text = await folder.readText(CAPTURE_PLAYLIST);
        return text !== null && segmentsOf(text).length >= 6 ? text : null;
      },
      15_000,
      'six segments',
    );
    expect(playlist).toContain('#EXT-X-PROGRAM-DATE-TIME');
    const probe = JSON.parse(await runFfprobe(['-print_format', 'json', '-show_streams', folder.pathOf(CAPTURE_PLAYLIST)])) as {
      streams: { codec_type: string; codec_name: string; width?: number }[];
    };
    expect(probe.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(probe.streams.find((s) => s.codec_type === 'video')?.width).toBe(640);
  });

  it('refuses an unknown key, a revoked key and a room with no lesson now, as the encoder connects', async () => {
    const revoked = await pushRoad(lesson.clroId, lesson.tenantId, 2);
    await db().update(captureRoads).set({ streamKey: null }).where(eq(captureRoads.streamKey, revoked));
    // A room of the same school with no lesson at all.
    const [room] = await db().select({ campusId: classrooms.campusId }).from(classrooms).where(eq(classrooms.id, lesson.clroId));
    const [emptyRoom] = await db()
      .insert(classrooms)
      .values({ tenantId: lesson.tenantId, campusId: room!.campusId, clroName: 'Capture test room', building: 'B', capacity: 30 })
      .returning({ id: classrooms.id });
    const idle = await pushRoad(emptyRoom!.id, lesson.tenantId, 1);
    for (const key of [newStreamKey(), revoked, idle]) {
      const encoder = pushTestPicture(pushUrl(key), { seconds: 20 });
      // Refused: the connection is closed under the encoder long before its 20 s are up.
      expect(await encoder.exited).not.toBe(0);
    }
    const root = captureRoot(server.app.deps.media);
    expect(await root.list(`${lesson.courId}/road-2`)).toEqual([]);
    expect(log.text()).toContain('capture push refused');
  });

  it('stops an encoder within seconds when its key is regenerated, and refuses the old key after', async () => {
    const key = await pushRoad(lesson.clroId, lesson.tenantId, 3);
    const encoder = pushTestPicture(pushUrl(key), { seconds: 60 });
    await until(
      async () => ((await roadParts(server.app.deps.media, lesson.courId, 3)).length > 0 ? true : null),
      15_000,
      'the road on air',
    );
    const regenerated = newStreamKey();
    keys.push(regenerated);
    await db().update(captureRoads).set({ streamKey: regenerated }).where(eq(captureRoads.streamKey, key));
    // Cut by the ingest's next check (every 2 s), long before its 60 s are up.
    expect(await encoder.exited).not.toBe(0);
    const again = pushTestPicture(pushUrl(key), { seconds: 20 });
    expect(await again.exited).not.toBe(0);
  });

  it('keeps packaging a feed when the library ends an earlier publish of the same key late', async () => {
    // Road 3 under its regenerated key: no earlier publish on its path is still in the library's grace.
    const key = await pushRoad(lesson.clroId, lesson.tenantId, 3);
    const encoder = pushTestPicture(pushUrl(key), { seconds: 60 });
    const feedNow = async () => {
      const feed = await roadFeed(server.app.deps.media, lesson.courId, 3);
      return feed === null ? null : { part: feed.part, segments: segmentsOf(feed.playlist).length };
    };
    const before = await until(async () => ((await feedNow())?.segments ? feedNow() : null), 15_000, 'the road on air');
    // What the library sends when the 30 s grace of a dropped publish on this path runs out: here
    // that of a session this ingest never took (an ingest closed earlier in the process had it).
    rtmpContext.eventEmitter.emit('donePublish', { id: 'earlier-session', ip: '127.0.0.1:1', streamPath: `/live/${key}` });
    const after = await until(
      async () => {
        const feed = await feedNow();
        return feed !== null && feed.segments >= before.segments + 4 ? feed : null;
      },
      15_000,
      'four more segments on air',
    );
    expect(after.part).toBe(before.part);
    await encoder.stop();
  });

  it('never writes a stream key to the log', () => {
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(log.text()).not.toContain(key.slice(4));
  });
});
