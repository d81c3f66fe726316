import { z } from 'zod';
import { detailResourceSchema } from './detail';
import { playTextsSchema } from './lesson-texts';
import { idText } from './text';

/**
 * Playing recordings (/play-video): the lessons of a teaching class with their roads, and the
 * watch record that brings the last position back on any device. GET /v1/vod/playInfo (path
 * chosen) and POST /v1/vod/addVodWatchRecord (SPEC §7). Media addresses point at the
 * access-controlled stream route, never at the media folder.
 */

const id = idText();

export const playInfoQuerySchema = z.object({ teclId: id });

/**
 * The path segment `~{capability}/` that opens a stream's files (docs/playback.md "Segment
 * serving"): addresses under it carry their own right to be served, so players send them no
 * session (docs/edge.md "No preflight").
 */
export const CAPABILITY_MARK = '~';
export const hasCapability = (url: string): boolean => url.includes(`/${CAPABILITY_MARK}`);
export type PlayInfoQuery = z.infer<typeof playInfoQuerySchema>;

export const playRoadSchema = z.object({
  roadId: z.string(),
  /** 1 teacher camera, 2 screen, 3 student camera (DESIGN.md §3 "road"). */
  roadType: z.number().int(),
  name: z.string(),
  isMain: z.boolean(),
  /** The road's HLS master playlist, under /v1/vod/stream/. */
  playlistUrl: z.string(),
});
export type PlayRoad = z.infer<typeof playRoadSchema>;

export const playLessonSchema = z.object({
  vodId: z.string(),
  courId: z.string().nullable(),
  title: z.string(),
  durationS: z.number().int(),
  posterUrl: z.string().nullable(),
  /** Its lesson's begin time (it is dated and sorted by the lesson), else when it was made. */
  recordedAt: z.string(),
  /** Its published caption tracks, its slides and the search within it (docs/player-texts.md). */
  texts: playTextsSchema,
  roads: z.array(playRoadSchema),
  /** The caller keeps this recording among their favourites (POST /v1/vod/collection). */
  collected: z.boolean(),
  /** Where the caller left off (seconds) and how much they watched (0..1); null if never watched. */
  watch: z.object({ positionS: z.number(), watchPercent: z.number() }).nullable(),
});
export type PlayLesson = z.infer<typeof playLessonSchema>;

export const playInfoSchema = z.object({
  teclId: z.string(),
  teclName: z.string(),
  teacName: z.string(),
  /** The caller teaches the class, so may make share links (docs/playback.md "Share links"). */
  canShare: z.boolean(),
  /** Ready recordings, oldest first (the order they were taught in). */
  lessons: z.array(playLessonSchema),
  /** The class's files; those with a vodId belong to that recording, the rest to the whole class. */
  resources: z.array(detailResourceSchema),
});
export type PlayInfo = z.infer<typeof playInfoSchema>;

/** Sent while playing and when the page is left; percent is of the lesson's duration. */
export const watchRecordBodySchema = z.object({
  vodId: id,
  positionS: z.number().finite().min(0, 'must be 0 or more'),
  watchPercent: z.number().finite().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1'),
});
export type WatchRecordBody = z.infer<typeof watchRecordBodySchema>;

export const watchRecordResultSchema = z.object({ vodId: z.string(), positionS: z.number(), watchPercent: z.number() });
