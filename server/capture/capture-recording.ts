import { and, eq } from 'drizzle-orm';
import pLimit from 'p-limit';
import { captureStatusAfter } from '../../src/machines/capture-status';
import type { Db } from '../db/client';
import { CAPTURE_STATUS, courseSessions, lessonCaptures, teachingClasses, ROAD_TYPE, type RoadType } from '../db/schema';
import { MASTER_PLAYLIST } from '../media/hls';
import { THUMBNAILS_FILE } from '../media/pictures';
import { makeSegmentPictures } from '../media/segment-pictures';
import { attemptPrefix } from '../media/transcode';
import { sendRecordingReady } from '../messages/course-events';
import { mediaKey, type MediaStore } from '../storage';
import { newWorkFolder } from '../storage/scratch-folder';
import { dropReplacedMedia, placeLessonRecording } from '../uploads/recording-rows';
import { captureKey, partDir, partName, roadParts } from './capture-folders';
import { completePlaylist, segmentsOf, type Segment } from './event-playlist';
import { CAPTURE_PLAYLIST } from './road-packager';
import { ROAD_NAMES } from './road-names';

/**
 * A captured lesson's recording (docs/capture.md "Recordings"), made by the `capture-recording`
 * job when the lesson ends and again when a lesson that ran over stops later: every road's parts,
 * in order, become one VOD playlist per road, each part after the first behind a discontinuity
 * (an encoder that reconnected, a server restarted mid-lesson: one recording with all of it). The
 * segments the ingest wrote are reused as they are (no encode): on the local driver hard-linked
 * into the work folder (no copy), on S3 fetched into it, FETCHES_AT_ONCE at a time, so a lesson of any length is playable within seconds of its end; the pictures (poster,
 * seek-bar thumbnails) are the first frames of the segments playing at their times, about a
 * hundred whatever the length (segment-pictures.ts). The work folder is published under a fresh
 * attempt prefix and the lesson's recording row points at it; a run again replaces it in place
 * (the same vod: its title, visibility and viewers stay) and the old attempt's files go.
 */
export const CAPTURES_PREFIX = 'captures';
const FETCHES_AT_ONCE = 8;

type RoadCapture = { roadType: RoadType; parts: { part: number; segments: Segment[] }[] };

async function capturedRoads(media: MediaStore, courId: string): Promise<RoadCapture[]> {
  const roads: RoadCapture[] = [];
  for (const roadType of Object.values(ROAD_TYPE)) {
    const parts = [];
    for (const part of await roadParts(media, courId, roadType)) {
      const playlist = await completePlaylist(
        async () => (await media.read(captureKey(`${partName(courId, roadType, part)}/${CAPTURE_PLAYLIST}`)))?.toString('utf8') ?? null,
      );
      const segments = playlist === null ? [] : segmentsOf(playlist);
      if (segments.length > 0) parts.push({ part, segments });
    }
    if (parts.length > 0) roads.push({ roadType, parts });
  }
  return roads;
}

const segmentName = (part: number, uri: string) => `${partDir(part)}-${uri}`;
/** A road's folder in the recording. */
const roadDir = (roadType: RoadType) => `road-${roadType}`;

/** A road's VOD playlist: every part's segments in order, a discontinuity between parts. */
export function recordingPlaylist(road: RoadCapture): string {
  const longest = Math.max(...road.parts.flatMap((p) => p.segments.map((s) => s.seconds)));
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${Math.max(1, Math.ceil(longest))}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...road.parts.flatMap((p, i) => [
      ...(i > 0 ? ['#EXT-X-DISCONTINUITY'] : []),
      ...p.segments.flatMap((s) => [...s.lines, segmentName(p.part, s.uri)]),
    ]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

const masterOf = () =>
  ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS', '#EXT-X-STREAM-INF:BANDWIDTH=1500000', CAPTURE_PLAYLIST, ''].join('\n');

const seconds = (road: RoadCapture) => road.parts.reduce((sum, p) => sum + p.segments.reduce((s, seg) => s + seg.seconds, 0), 0);

export type CaptureRecordingResult = { vodId: string | null; durationS: number; roads: number };

export async function makeCaptureRecording(
  db: Db,
  settings: { media: MediaStore; clock: () => Date; signal?: AbortSignal },
  courId: string,
): Promise<CaptureRecordingResult> {
  const { media, clock, signal } = settings;
  const [lesson] = await db
    .select({ tenantId: courseSessions.tenantId, teclId: courseSessions.teclId, review: teachingClasses.captureReview })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .where(eq(courseSessions.id, courId));
  if (!lesson) return { vodId: null, durationS: 0, roads: 0 };
  const roads = await capturedRoads(media, courId);
  if (roads.length === 0) {
    await db
      .update(lessonCaptures)
      .set({ status: captureStatusAfter(CAPTURE_STATUS.recording, { type: 'capture.recordingFailed' }), error: 'nothing was captured' })
      .where(eq(lessonCaptures.courId, courId));
    return { vodId: null, durationS: 0, roads: 0 };
  }
  const startedAt = clock();
  const work = await newWorkFolder(media);
  const prefix = attemptPrefix(mediaKey(CAPTURES_PREFIX, courId));
  try {
    for (const road of roads) {
      const dir = roadDir(road.roadType);
      const into = pLimit(FETCHES_AT_ONCE);
      await Promise.all(
        road.parts.flatMap(({ part, segments }) =>
          segments.map((segment) =>
            into(async () => {
              const copy = await media.materialise(captureKey(`${partName(courId, road.roadType, part)}/${segment.uri}`));
              try {
                await work.linkFrom(`${dir}/${segmentName(part, segment.uri)}`, copy.path);
              } finally {
                await copy.release();
              }
            }),
          ),
        ),
      );
      await work.write(`${dir}/${CAPTURE_PLAYLIST}`, recordingPlaylist(road));
      await work.write(`${dir}/${MASTER_PLAYLIST}`, masterOf());
    }
    // The pictures are the main road's (the teacher camera when there is one).
    const main = roads[0]!;
    const mainParts = main.parts.map(({ part, segments }) =>
      segments.map((segment) => ({ name: `${roadDir(main.roadType)}/${segmentName(part, segment.uri)}`, seconds: segment.seconds })),
    );
    await makeSegmentPictures(work, mainParts, { signal });
    await media.publish(work.path, prefix);
  } catch (error) {
    await work.discard();
    throw error;
  }
  const durationS = seconds(roads[0]!);
  const placed = await db.transaction(async (tx) => {
    const result = await placeLessonRecording(tx, {
      tenantId: lesson.tenantId,
      teclId: lesson.teclId,
      courId,
      durationS,
      mediaPath: prefix,
      roads: roads.map((road) => ({
        roadType: road.roadType,
        name: ROAD_NAMES[road.roadType],
        hlsPath: `${prefix}/${roadDir(road.roadType)}/${MASTER_PLAYLIST}`,
      })),
      thumbnailsPath: `${prefix}/${THUMBNAILS_FILE}`,
      hidden: lesson.review,
    });
    await tx
      .update(lessonCaptures)
      .set({
        status: captureStatusAfter(CAPTURE_STATUS.recording, { type: 'capture.recordingMade', heldForReview: lesson.review }),
        vodId: result.vodId,
        recordedThrough: startedAt,
        error: null,
      })
      .where(and(eq(lessonCaptures.courId, courId)));
    return result;
  });
  await dropReplacedMedia(db, media, placed.replaced).catch(() => {});
  // The class hears of it once it may watch it: a recording held for review is announced when published.
  if (!lesson.review) await sendRecordingReady(db, placed.vodId, clock()).catch(() => 0);
  return { vodId: placed.vodId, durationS, roads: roads.length };
}
