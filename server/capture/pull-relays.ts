import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { CAPTURE_MODE, captureRoads } from '../db/schema';
import { startFfmpeg, type FfmpegProcess } from '../media/ffmpeg';
import { leaseHeld } from '../leases/lease';
import { lessonInRoom, type CaptureLesson } from './capture-lesson';
import { roadLeaseKey } from './road-lease';
import type { KeyedRoad } from './capture-roads';
import { relayArgs } from './relay-args';
import { repeatCheck } from './repeat-check';
import { redactCaptureSecrets } from './stream-key';

/**
 * Pull roads (docs/capture.md "Pull roads"): encoders that serve their picture (RTSP, as IP
 * cameras and many classroom boxes do) or listen for SRT callers. While the timetable has a
 * lesson in the road's room (capture-lesson.ts's window), ffmpeg reads the encoder's address and
 * pushes what it reads, copied, to this process's RTMP ingest under a stream name admitted for
 * that road alone (relay-name.ts). From there a pulled road is a pushed one: the same timetable
 * check, parts, packaging, signal report, recording and cut when the lesson's window closes.
 * A relay that stops (the encoder is off, the network drops) is started again after
 * PULL_RETRY_MS while the lesson lasts; one silent for PULL_STALL_MS is taken for dead.
 */
export const PULL_CHECK_MS = 2_000;
export const PULL_RETRY_MS = 5_000;
/** ffmpeg reports progress twice a second while it reads: this long without is a dead encoder. */
export const PULL_STALL_MS = 10_000;
/** A relay failing this soon after it started, on a codec the RTMP ingest cannot carry, is encoded next time. */
const CODEC_FAILURE = /codec/i;

export type PullRelays = {
  /** The pull roads being read now. */
  running(): string[];
  close(): Promise<void>;
};

type PullRoad = KeyedRoad & { pullUrl: string };

type Relay = { road: PullRoad; name: string; ffmpeg: FfmpegProcess; startedAt: number };

export function startPullRelays(options: {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** The ingest's publish address for a stream name, e.g. rtmp://127.0.0.1:1935/live/<name>. */
  publishUrl: (name: string) => string;
  admit: (road: KeyedRoad) => string;
  dismiss: (name: string) => void;
}): PullRelays {
  const { db, clock, log } = options;
  const relays = new Map<string, Relay>();
  /** Roads whose relay stopped, and when they may be tried again. */
  const resting = new Map<string, number>();
  /** Roads whose encoder sends what must be encoded (not H.264 / AAC-compatible): they are, from then on. */
  const encoded = new Set<string>();
  /** Roads whose relay keeps failing (an encoder switched off): told once, not every PULL_RETRY_MS. */
  const failing = new Set<string>();
  let closed = false;

  const stop = async (roadId: string) => {
    const relay = relays.get(roadId);
    if (relay === undefined) return;
    relays.delete(roadId);
    options.dismiss(relay.name);
    // SIGINT: ffmpeg ends its output cleanly, so the ingest sees the feed end as an encoder's.
    if (relay.ffmpeg.child.exitCode === null) relay.ffmpeg.child.kill('SIGINT');
    await relay.ffmpeg.done.catch(() => {});
  };

  const start = (road: PullRoad) => {
    const name = options.admit(road);
    const args = relayArgs(road.pullUrl, options.publishUrl(name), { encode: encoded.has(road.roadId) });
    let ffmpeg: FfmpegProcess;
    try {
      ffmpeg = startFfmpeg(args, { stallAfterMs: PULL_STALL_MS });
    } catch (error) {
      options.dismiss(name);
      resting.set(road.roadId, Date.now() + PULL_RETRY_MS);
      log.error({ err: error, clroId: road.clroId, roadType: road.roadType }, 'capture pull not started');
      return;
    }
    const relay: Relay = { road, name, ffmpeg, startedAt: Date.now() };
    relays.set(road.roadId, relay);
    log.info({ clroId: road.clroId, roadType: road.roadType }, 'capture pull started');
    ffmpeg.done
      .then(
        () => log.info({ clroId: road.clroId, roadType: road.roadType }, 'capture pull ended'),
        (error: Error) => {
          if (relays.get(road.roadId) !== relay || closed) return;
          const message = redactCaptureSecrets(error.message);
          if (CODEC_FAILURE.test(message)) encoded.add(road.roadId);
          // A relay that ran a while is news when it stops; one that fails attempt after attempt, once.
          if (Date.now() - relay.startedAt >= PULL_STALL_MS) failing.delete(road.roadId);
          const line = { clroId: road.clroId, roadType: road.roadType, error: message };
          if (failing.has(road.roadId)) log.debug(line, 'capture pull stopped again');
          else log.warn(line, 'capture pull stopped');
          failing.add(road.roadId);
        },
      )
      .finally(() => {
        if (relays.get(road.roadId) !== relay) return;
        relays.delete(road.roadId);
        options.dismiss(name);
        resting.set(road.roadId, Date.now() + PULL_RETRY_MS);
      });
  };

  async function check() {
    const roads: PullRoad[] = (
      await db
        .select({
          roadId: captureRoads.id,
          tenantId: captureRoads.tenantId,
          clroId: captureRoads.clroId,
          roadType: captureRoads.roadType,
          pullUrl: captureRoads.pullUrl,
        })
        .from(captureRoads)
        .where(and(eq(captureRoads.mode, CAPTURE_MODE.pull), isNotNull(captureRoads.pullUrl)))
    ).map((road) => ({ ...road, pullUrl: road.pullUrl! }));
    const now = clock();
    const lessons = new Map<string, CaptureLesson | null>();
    const wanted = new Set<string>();
    for (const road of roads) {
      const room = `${road.tenantId}/${road.clroId}`;
      if (!lessons.has(room)) lessons.set(room, await lessonInRoom(db, road.tenantId, road.clroId, now));
      const lesson = lessons.get(room) ?? null;
      if (lesson !== null) wanted.add(road.roadId);
      const relay = relays.get(road.roadId);
      // The administrator changed the address: the next check reads the new one.
      if (relay !== undefined && relay.road.pullUrl !== road.pullUrl) await stop(road.roadId);
      if (lesson === null || relays.has(road.roadId) || closed) continue;
      if ((resting.get(road.roadId) ?? 0) > Date.now()) continue;
      // Another server captures the road (its lease runs): it pulls it, not this one.
      if (await leaseHeld(db, roadLeaseKey(lesson.courId, road.roadType))) continue;
      resting.delete(road.roadId);
      start(road);
    }
    // No lesson in the room any more, or the road is no longer pulled: its relay stops.
    for (const roadId of [...relays.keys()]) if (!wanted.has(roadId)) await stop(roadId);
  }

  // The first check after one interval: an encoder started with the server (the demo's RTSP
  // room) has written its address by then, so the relays do not try the one it had before.
  const checks = repeatCheck(check, PULL_CHECK_MS, (error) => log.warn({ err: error }, 'capture pull check failed'));

  return {
    running: () => [...relays.values()].map((relay) => relay.road.roadId),
    async close() {
      closed = true;
      checks.stop();
      await Promise.all([...relays.keys()].map(stop));
    },
  };
}
