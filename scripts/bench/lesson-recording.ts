import { basename } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { captureRoot, nextPart } from '../../server/capture/capture-folders';
import { noteCaptureBegun } from '../../server/capture/capture-lifecycle';
import { CAPTURE_PLAYLIST, CAPTURE_SEGMENT_PATTERN, CAPTURE_SEGMENT_S } from '../../server/capture/road-packager';
import { CAPTURE_STATUS, lessonCaptures, ROAD_TYPE, vodRoads } from '../../server/db/schema';
import { runFfmpeg } from '../../server/media/ffmpeg';
import type { TestServer } from '../../tests/support/test-server';
import { until } from '../../tests/support/until';
import { benchLesson, CLIP } from './capture-feeds';

/**
 * Lesson end to playable recording (issue 29, docs/bench.md "Lecture capture"). A lesson's
 * captured road is made as the ingest leaves it, without waiting for it in real time: the clip,
 * looped to the lesson's length and copied (no encode), is cut into half-second segments in the
 * lesson's capture part by the packager's own ffmpeg and HLS settings, and the lesson has the
 * `lesson_captures` row the ingest writes when a road goes on air. Then the lesson ends (the
 * server's clock passes its end) and the server does the rest as it would: the ingest's tick
 * finds the lesson over and queues `capture-recording`, the job worker makes the recording. The
 * time runs from the end until the recording's playlist answers a student and its first and last
 * segments have come.
 */
export type RecordingTiming = { lessonS: number; segments: number; recordedMs: number; playableMs: number };

const RECORDING_WAIT_MS = 5 * 60_000;
/** The lesson ends this long after it is made, and the clock is moved past it. */
const END_AFTER_S = 1;

/** The captured road of `courId` (teacher camera, part 1) for `lessonS` seconds of the clip. */
async function captureRoad(server: TestServer, clip: string, courId: string, lessonS: number): Promise<void> {
  const root = captureRoot(server.app.deps.media);
  const { dir } = await nextPart(server.app.deps.media, root, courId, ROAD_TYPE.teacherCamera);
  // The packager's HLS settings, but a VOD playlist: ffmpeg rewrites an EVENT playlist whole after
  // every segment (10,800 times for 90 minutes), a VOD one once at the end. A closed EVENT playlist
  // differs from it only in its type line, which is then set as the packager leaves it.
  await runFfmpeg(
    [
      ...['-stream_loop', String(Math.ceil(lessonS / CLIP.seconds) - 1), '-i', clip, '-map', '0:v:0', '-map', '0:a:0', '-c', 'copy'],
      ...['-f', 'hls', '-hls_time', String(CAPTURE_SEGMENT_S), '-hls_playlist_type', 'vod'],
      ...['-hls_flags', 'program_date_time+independent_segments', '-hls_segment_filename', CAPTURE_SEGMENT_PATTERN, CAPTURE_PLAYLIST],
    ],
    { cwd: root.pathOf(dir) },
  );
  const playlist = `${dir}/${CAPTURE_PLAYLIST}`;
  const text = await root.readText(playlist);
  await root.write(playlist, text!.replace('#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-PLAYLIST-TYPE:EVENT'));
}

async function fetchOk(url: string, token: string): Promise<string> {
  const answer = await fetch(url, { headers: { 'jwt-token': token } });
  if (answer.status !== 200) throw new Error(`bench: ${new URL(url).pathname} answered ${answer.status}`);
  return answer.text();
}

/** Asks for the recording's road as a player does (master, variant, then its first and last segments); how many segments. */
async function playRecording(server: TestServer, roadId: string, hlsPath: string, token: string): Promise<number> {
  const masterUrl = `${server.url}/v1/vod/stream/${roadId}/${basename(hlsPath)}`;
  const variant = (await fetchOk(masterUrl, token)).split('\n').find((line) => line.startsWith('~'));
  if (variant === undefined) throw new Error('bench: the recording master playlist names no variant');
  const variantUrl = new URL(variant, masterUrl).href;
  const segments = (await fetchOk(variantUrl, token)).split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  for (const segment of [segments[0]!, segments.at(-1)!]) await fetchOk(new URL(segment, variantUrl).href, token);
  return segments.length;
}

/** A lesson of `lessonS` seconds of the class of `like`, captured, ended and timed to its playable recording. */
export async function timeLessonRecording(
  server: TestServer,
  options: { clip: string; like: string; lessonS: number; token: string },
): Promise<RecordingTiming> {
  const { db } = server.database;
  const now = server.clock.now;
  const end = new Date(now.getTime() + END_AFTER_S * 1000);
  const { courId, tenantId } = await benchLesson(db, options.like, new Date(end.getTime() - options.lessonS * 1000), end);
  await noteCaptureBegun(db, { courId, tenantId, end }, now);
  await captureRoad(server, options.clip, courId, options.lessonS);

  server.clock.advance(2 * END_AFTER_S);
  const ended = performance.now();
  const capture = await until(
    async () => {
      const [row] = await db.select().from(lessonCaptures).where(eq(lessonCaptures.courId, courId));
      if (row?.status === CAPTURE_STATUS.failed) throw new Error(`bench: the recording of ${courId} failed: ${row.error}`);
      return row?.status === CAPTURE_STATUS.recorded ? row : null;
    },
    RECORDING_WAIT_MS,
    `the recording of ${courId}`,
  );
  const recordedMs = performance.now() - ended;
  const [road] = await db
    .select({ id: vodRoads.id, hlsPath: vodRoads.hlsPath })
    .from(vodRoads)
    .where(and(eq(vodRoads.vodId, capture.vodId!), eq(vodRoads.isMain, true)));
  const segments = await playRecording(server, road!.id, road!.hlsPath, options.token);
  return { lessonS: options.lessonS, segments, recordedMs, playableMs: performance.now() - ended };
}
