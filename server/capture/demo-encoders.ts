import { and, asc, eq, isNotNull, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { CAPTURE_MODE, captureRoads } from '../db/schema';
import { startFfmpeg, type FfmpegProcess } from '../media/ffmpeg';
import { findOverlayFont } from '../media/overlay-font';
import type { MediaStore } from '../storage';
import { scratchFolderIn } from '../storage/scratch-folder';
import { STUDIO_ID_PART } from './demo-studio';
import { lessonInRoom } from './capture-lesson';
import { CLOCK_FILE, CLOCK_TEXT, DEMO_PICTURES, demoEncoderArgs, roadNameFile, type DemoRoad } from './demo-encoder-args';
import { redactStreamKeys } from './stream-key';

/**
 * The demo campus's classroom encoders (docs/capture.md "The demo campus"): like the capture
 * boxes of a real campus that follow the timetable, one ffmpeg per studio pushes its roads to
 * the ingest with their stream keys while the room has a lesson (capture-lesson.ts's window), and
 * stops after. They go through the real path: the ingest checks their keys and the timetable as
 * it checks anyone's. One that stops (refused, a key regenerated, a crash) is started again at
 * the next check, as a box retries.
 */
export const DEMO_ENCODER_CHECK_MS = 10_000;
/** Scratch folders the encoders draw their texts from, one per studio. */
const ENCODER_DIR = '.encoders';

export type DemoEncoders = { running(): string[]; close(): Promise<void> };

type Running = { ffmpeg: FfmpegProcess; keys: string };

export function startDemoEncoders(options: {
  db: Db;
  media: MediaStore;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** The ingest's push address, e.g. rtmp://127.0.0.1:1935/live. */
  pushBase: string;
  /** Only these rooms (tests keep the machine's load to the lessons they watch). */
  rooms?: (clroId: string) => boolean;
}): DemoEncoders {
  const { db, media, clock, log, pushBase } = options;
  const running = new Map<string, Running>();
  const font = findOverlayFont();
  let closed = false;

  const stop = async (room: string) => {
    const encoder = running.get(room);
    if (encoder === undefined) return;
    running.delete(room);
    if (encoder.ffmpeg.child.exitCode === null) encoder.ffmpeg.child.kill('SIGTERM');
    await encoder.ffmpeg.done.catch(() => {});
  };

  async function start(room: string, roads: { roadType: DemoRoad['roadType']; key: string }[]) {
    const folder = scratchFolderIn(media, ENCODER_DIR, room);
    await folder.write(CLOCK_FILE, CLOCK_TEXT);
    for (const road of roads) await folder.write(roadNameFile(road.roadType), DEMO_PICTURES[road.roadType].name);
    const args = demoEncoderArgs(
      roads.map((road) => ({ roadType: road.roadType, url: `${pushBase}/${road.key}` })),
      font,
    );
    const ffmpeg = startFfmpeg(args, { cwd: folder.path });
    const encoder: Running = { ffmpeg, keys: roads.map((road) => road.key).join() };
    running.set(room, encoder);
    log.info({ clroId: room, roads: roads.length }, 'demo classroom encoder started');
    ffmpeg.done
      .then(
        () => undefined,
        (error: Error) => {
          if (running.get(room) === encoder && !closed)
            log.warn({ clroId: room, error: redactStreamKeys(error.message) }, 'demo classroom encoder stopped');
        },
      )
      .finally(() => {
        if (running.get(room) === encoder) running.delete(room);
      });
  }

  async function check() {
    const roads = await db
      .select({
        clroId: captureRoads.clroId,
        tenantId: captureRoads.tenantId,
        roadType: captureRoads.roadType,
        key: captureRoads.streamKey,
      })
      .from(captureRoads)
      .where(
        and(
          like(captureRoads.clroId, `%-${STUDIO_ID_PART}-%`),
          eq(captureRoads.mode, CAPTURE_MODE.push),
          isNotNull(captureRoads.streamKey),
        ),
      )
      .orderBy(asc(captureRoads.clroId), asc(captureRoads.roadType));
    const rooms = new Map<string, { tenantId: string; roads: { roadType: DemoRoad['roadType']; key: string }[] }>();
    for (const road of roads) {
      if (options.rooms && !options.rooms(road.clroId)) continue;
      const room = rooms.get(road.clroId) ?? { tenantId: road.tenantId, roads: [] };
      room.roads.push({ roadType: road.roadType, key: road.key! });
      rooms.set(road.clroId, room);
    }
    const now = clock();
    for (const [clroId, room] of rooms) {
      const lesson = await lessonInRoom(db, room.tenantId, clroId, now);
      const current = running.get(clroId);
      const keys = room.roads.map((road) => road.key).join();
      if (lesson === null || (current !== undefined && current.keys !== keys)) await stop(clroId);
      if (lesson !== null && !running.has(clroId) && !closed) await start(clroId, room.roads);
    }
    for (const clroId of running.keys()) if (!rooms.has(clroId)) await stop(clroId);
  }

  let checking = false;
  const tick = () => {
    if (checking || closed) return;
    checking = true;
    void check()
      .catch((error: unknown) => log.warn({ err: error }, 'demo classroom encoders check failed'))
      .finally(() => (checking = false));
  };
  const timer = setInterval(tick, DEMO_ENCODER_CHECK_MS);
  timer.unref();
  tick();

  return {
    running: () => [...running.keys()],
    async close() {
      closed = true;
      clearInterval(timer);
      await Promise.all([...running.keys()].map(stop));
    },
  };
}
