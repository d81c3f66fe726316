import { asc, eq, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { CAPTURE_MODE, captureRoads } from '../db/schema';
import { startFfmpeg, type FfmpegProcess } from '../media/ffmpeg';
import { findOverlayFont } from '../media/overlay-font';
import type { MediaStore } from '../storage';
import { scratchFolderIn } from '../storage/scratch-folder';
import { demoPullUrl, STUDIO_ID_PART } from './demo-studio';
import { freeTcpPort, freeUdpPort, rtspServerAvailable, startRtspServer, type RtspServer } from './demo-rtsp-server';
import { lessonInRoom } from './capture-lesson';
import { CLOCK_FILE, CLOCK_TEXT, DEMO_PICTURES, demoEncoderArgs, roadNameFile, type DemoRoad } from './demo-encoder-args';
import { repeatCheck } from './repeat-check';
import { redactCaptureSecrets } from './stream-key';

/**
 * The demo campus's classroom encoders (docs/capture.md "The demo campus"): like the capture
 * boxes of a real campus that follow the timetable, one ffmpeg per studio pushes its roads to
 * the ingest with their stream keys while the room has a lesson (capture-lesson.ts's window), and
 * stops after. They go through the real path: the ingest checks their keys and the timetable as
 * it checks anyone's. One that stops (refused, a key regenerated, a crash) is started again at
 * the next check, as a box retries. A studio whose roads are pulled is an IP encoder instead: its
 * ffmpeg feeds one RTSP server per road (demo-rtsp-server.ts), whose address it writes into the
 * road, and the server's pull relays read them (pull-relays.ts).
 */
export const DEMO_ENCODER_CHECK_MS = 10_000;
/** Scratch folders the encoders draw their texts from, one per studio. */
const ENCODER_DIR = '.encoders';

export type DemoEncoders = { running(): string[]; close(): Promise<void> };

/** What an encoder was started with: a change (a key regenerated, a road added) restarts it. */
const signature = (studio: Studio) => studio.roads.map((road) => (studio.pulled ? `pull-${road.roadType}` : road.key)).join();

type Running = { ffmpeg: FfmpegProcess; keys: string; servers: RtspServer[] };

type StudioRoad = { roadId: string; roadType: DemoRoad['roadType']; key: string | null };
type Studio = { tenantId: string; pulled: boolean; roads: StudioRoad[] };

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
  let toldNoRtspServer = false;

  const stop = async (room: string) => {
    const encoder = running.get(room);
    if (encoder === undefined) return;
    running.delete(room);
    if (encoder.ffmpeg.child.exitCode === null) encoder.ffmpeg.child.kill('SIGTERM');
    await Promise.all([encoder.ffmpeg.done.catch(() => {}), ...encoder.servers.map((server) => server.stop())]);
  };

  /** Where each road of a pulled studio is sent: a new RTSP server per road, its address written into the road. */
  async function rtspServers(roads: StudioRoad[]): Promise<{ urls: string[]; servers: RtspServer[] }> {
    const urls: string[] = [];
    const servers: RtspServer[] = [];
    for (const road of roads) {
      const [udpPort, rtspPort] = [await freeUdpPort(), await freeTcpPort()];
      servers.push(startRtspServer({ udpPort, rtspPort, path: `road-${road.roadType}` }));
      await db
        .update(captureRoads)
        .set({ pullUrl: demoPullUrl(rtspPort, road.roadType) })
        .where(eq(captureRoads.id, road.roadId));
      urls.push(`udp://127.0.0.1:${udpPort}?pkt_size=1316`);
    }
    return { urls, servers };
  }

  async function start(room: string, studio: Studio) {
    const { roads } = studio;
    if (studio.pulled && !rtspServerAvailable()) {
      if (!toldNoRtspServer) log.warn({ clroId: room }, "demo RTSP room stays silent: it needs VLC's RTSP server (Debian's vlc-bin)");
      toldNoRtspServer = true;
      return;
    }
    const folder = scratchFolderIn(media, ENCODER_DIR, room);
    await folder.write(CLOCK_FILE, CLOCK_TEXT);
    for (const road of roads) await folder.write(roadNameFile(road.roadType), DEMO_PICTURES[road.roadType].name);
    const { urls, servers } = studio.pulled
      ? await rtspServers(roads)
      : { urls: roads.map((road) => `${pushBase}/${road.key}`), servers: [] };
    const args = demoEncoderArgs(
      roads.map((road, i) => ({ roadType: road.roadType, url: urls[i]! })),
      font,
    );
    const ffmpeg = startFfmpeg(args, { cwd: folder.path });
    const encoder: Running = { ffmpeg, keys: signature(studio), servers };
    running.set(room, encoder);
    log.info({ clroId: room, roads: roads.length, pulled: studio.pulled }, 'demo classroom encoder started');
    for (const server of servers)
      server.done.then(
        () => undefined,
        (error: Error) => {
          if (running.get(room) !== encoder || closed) return;
          log.warn({ clroId: room, error: error.message }, 'demo RTSP server stopped');
          void stop(room);
        },
      );
    ffmpeg.done
      .then(
        () => undefined,
        (error: Error) => {
          if (running.get(room) === encoder && !closed)
            log.warn({ clroId: room, error: redactCaptureSecrets(error.message) }, 'demo classroom encoder stopped');
        },
      )
      .finally(() => {
        if (running.get(room) === encoder) running.delete(room);
      });
  }

  async function check() {
    const roads = await db
      .select({
        roadId: captureRoads.id,
        clroId: captureRoads.clroId,
        tenantId: captureRoads.tenantId,
        roadType: captureRoads.roadType,
        mode: captureRoads.mode,
        key: captureRoads.streamKey,
      })
      .from(captureRoads)
      .where(like(captureRoads.clroId, `%-${STUDIO_ID_PART}-%`))
      .orderBy(asc(captureRoads.clroId), asc(captureRoads.roadType));
    const rooms = new Map<string, Studio>();
    for (const road of roads) {
      if (options.rooms && !options.rooms(road.clroId)) continue;
      // A revoked push road sends nothing, as a box without its key would.
      if (road.mode === CAPTURE_MODE.push && road.key === null) continue;
      const room = rooms.get(road.clroId) ?? { tenantId: road.tenantId, pulled: road.mode === CAPTURE_MODE.pull, roads: [] };
      // A studio sends one way: roads an administrator set the other way stay silent.
      if (room.pulled !== (road.mode === CAPTURE_MODE.pull)) continue;
      room.roads.push({ roadId: road.roadId, roadType: road.roadType, key: road.key });
      rooms.set(road.clroId, room);
    }
    const now = clock();
    for (const [clroId, room] of rooms) {
      const lesson = await lessonInRoom(db, room.tenantId, clroId, now);
      const current = running.get(clroId);
      if (lesson === null || (current !== undefined && current.keys !== signature(room))) await stop(clroId);
      if (lesson !== null && !running.has(clroId) && !closed) await start(clroId, room);
    }
    for (const clroId of running.keys()) if (!rooms.has(clroId)) await stop(clroId);
  }

  const checks = repeatCheck(check, DEMO_ENCODER_CHECK_MS, (error) => log.warn({ err: error }, 'demo classroom encoders check failed'), {
    now: true,
  });

  return {
    running: () => [...running.keys()],
    async close() {
      closed = true;
      checks.stop();
      await Promise.all([...running.keys()].map(stop));
    },
  };
}
