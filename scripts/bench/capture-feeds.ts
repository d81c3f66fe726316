import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { RTMP_APP } from '../../server/capture/ingest-address';
import { CAPTURE_SEGMENT_S } from '../../server/capture/road-packager';
import { newStreamKey } from '../../server/capture/stream-key';
import type { Db } from '../../server/db/client';
import { CAPTURE_MODE, captureRoads, classrooms, courseSessions, ROAD_TYPE, type RoadType } from '../../server/db/schema';
import { assertDebianFfmpeg, DEBIAN_FFMPEG } from '../../tests/support/classroom-encoder';

/**
 * The capture bench's classrooms and encoders (docs/bench.md "Lecture capture"). Rooms with a
 * lesson in them now and push roads, so the ingest takes their feeds as it takes a campus's. The
 * encoders must cost the machine as little as possible, so that the figures are the server's:
 * a 10 s clip is encoded once (H.264/AAC as a classroom box sends it, or FLV1 video, which the
 * packager has to encode), then each encoder pushes it over RTMP in a loop at real-time pace
 * without decoding it (`-re -stream_loop -1 -c copy`). Debian's ffmpeg is the encoder, as in the
 * capture tests (tests/support/classroom-encoder.ts).
 */
export type BenchRoad = { courId: string; roadType: RoadType; key: string };

/** A classroom's picture: 720p at 25 frames a second, 2 Mbit/s (docs/capture.md "Encoder settings" asks 1.5–4 for 1080p). */
export const CLIP = { width: 1280, height: 720, fps: 25, seconds: 10, videoKbps: 2_000 } as const;
export type ClipVideo = 'h264' | 'flv1';

const ROAD_TYPES = Object.values(ROAD_TYPE);
let roomsMade = 0;

/**
 * A lesson of the class of the lesson `like` in a room of its own, between `begin` and `end`; its
 * id and room. Not broadcast live, so the no-signal watch leaves it alone.
 */
export async function benchLesson(
  db: Db,
  like: string,
  begin: Date,
  end: Date,
): Promise<{ courId: string; clroId: string; tenantId: string }> {
  const [lesson] = await db.select().from(courseSessions).where(eq(courseSessions.id, like));
  const [room] = await db.select().from(classrooms).where(eq(classrooms.id, lesson!.clroId!));
  roomsMade++;
  const [made] = await db
    .insert(classrooms)
    .values({
      tenantId: room!.tenantId,
      campusId: room!.campusId,
      clroName: `Bench capture room ${roomsMade}`,
      building: room!.building,
      capacity: 30,
    })
    .returning({ id: classrooms.id });
  const { id: _id, createdAt: _createdAt, ...rest } = lesson!;
  const courId = `${like}-bench-${roomsMade}`;
  await db.insert(courseSessions).values({ ...rest, id: courId, clroId: made!.id, courBeginTime: begin, courEndTime: end, isLive: false });
  return { courId, clroId: made!.id, tenantId: lesson!.tenantId };
}

/** `count` push roads, three to a room, each room with a lesson like `like` (which is on now). */
export async function benchRoads(db: Db, like: string, count: number, now: Date): Promise<BenchRoad[]> {
  const [lesson] = await db.select().from(courseSessions).where(eq(courseSessions.id, like));
  const roads: BenchRoad[] = [];
  while (roads.length < count) {
    const { courId, clroId } = await benchLesson(db, like, lesson!.courBeginTime, lesson!.courEndTime);
    for (const roadType of ROAD_TYPES.slice(0, count - roads.length)) {
      const key = newStreamKey();
      await db
        .insert(captureRoads)
        .values({ tenantId: lesson!.tenantId, clroId, roadType, mode: CAPTURE_MODE.push, streamKey: key, keyIssuedAt: now });
      roads.push({ courId, roadType, key });
    }
  }
  return roads;
}

export const pushAddress = (port: number, key: string) => `rtmp://127.0.0.1:${port}/${RTMP_APP}/${key}`;

/** Debian's ffmpeg with `args`, its exit and the tail of what it printed. */
function debianFfmpeg(args: readonly string[]) {
  assertDebianFfmpeg();
  const child = spawn(DEBIAN_FFMPEG, ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2_000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * The clip (in `dir`): a moving test picture and a tone, a key frame every half second (one
 * segment). Kept in NUT, not FLV: ffmpeg cannot seek an FLV file holding FLV1 video back to its
 * start, so it would not loop.
 */
export async function encodeClip(dir: string, video: ClipVideo): Promise<string> {
  const file = join(dir, `clip-${video}.nut`);
  const codec =
    video === 'h264'
      ? ['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-bf', '0']
      : // FLV1 (Sorenson H.263): a codec a browser's HLS cannot play, so the packager encodes it.
        ['-c:v', 'flv'];
  const { exited, output } = debianFfmpeg([
    '-y',
    ...['-f', 'lavfi', '-i', `testsrc2=size=${CLIP.width}x${CLIP.height}:rate=${CLIP.fps}`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:beep_factor=4:sample_rate=48000'],
    ...['-t', String(CLIP.seconds), ...codec, '-pix_fmt', 'yuv420p'],
    ...['-b:v', `${CLIP.videoKbps}k`, '-maxrate', `${Math.round(CLIP.videoKbps * 1.1)}k`, '-bufsize', `${CLIP.videoKbps}k`],
    ...['-force_key_frames', `expr:gte(t,n_forced*${CAPTURE_SEGMENT_S})`],
    ...['-c:a', 'aac', '-b:a', '96k', '-ac', '2', '-f', 'nut', file],
  ]);
  const code = await exited;
  if (code !== 0) throw new Error(`bench: encoding the ${video} clip failed: ${output()}`);
  return file;
}

/** A running encoder: its process id (its CPU is the encoder's, not the server's) and how to stop it. */
export type Pusher = { pid: number; stop: () => Promise<unknown> };

const STOP_GRACE_MS = 5_000;

/** Pushes `clip` to `url` in a loop at real-time pace, until stopped. */
export function pushLooped(clip: string, url: string): Pusher {
  const { child, exited } = debianFfmpeg(['-re', '-stream_loop', '-1', '-i', clip, '-c', 'copy', '-f', 'flv', url]);
  return {
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(killer);
    },
  };
}
