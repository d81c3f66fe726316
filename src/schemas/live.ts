import { z } from 'zod';
import { courStatusSchema } from './catalogue';
import { idText } from './text';

/**
 * Watching a lesson live (/play-live): GET /v1/live/playInfo (path chosen) names the lesson and
 * its roads; each road is live HLS under the access-controlled /v1/live/stream/ route. The page
 * keeps asking GET /v1/course/status and becomes the recording when the lesson is over. A live
 * share link shows the same lesson without a session (GET /v1/share/live, src/schemas/sharing.ts).
 */
export const liveInfoQuerySchema = z.object({ courseId: idText() });
export type LiveInfoQuery = z.infer<typeof liveInfoQuerySchema>;

export const liveRoadSchema = z.object({
  /** 1 teacher camera, 2 screen, 3 student camera (DESIGN.md §3 "road"). */
  roadType: z.number().int(),
  name: z.string(),
  isMain: z.boolean(),
  /** The classroom is sending this road now (docs/capture.md); until then the player says so instead of waiting. */
  onAir: z.boolean(),
  /**
   * The road's live HLS playlist. Signed in: under a live capability (`…/~{capability}/road-N/live.m3u8`,
   * docs/live.md "Serving"), a secret the page keeps in memory only; by share link: under the link's token.
   */
  playlistUrl: z.string(),
});
export type LiveRoad = z.infer<typeof liveRoadSchema>;

/** A live lesson as a player shows it, reached with a session (liveInfoSchema) or a share link (sharedLiveSchema). */
export const liveLessonSchema = z.object({
  courId: z.string(),
  courName: z.string(),
  teclName: z.string(),
  teacName: z.string(),
  clroName: z.string().nullable(),
  courBeginTime: z.string(),
  courEndTime: z.string(),
  courStatus: courStatusSchema,
  /** The lesson is broadcast at all (some lessons are only recorded). */
  isLive: z.boolean(),
  /** Live roads; empty unless the lesson is broadcast and on now. */
  roads: z.array(liveRoadSchema),
});
export type LiveLessonView = z.infer<typeof liveLessonSchema>;

export const liveInfoSchema = liveLessonSchema.extend({
  teclId: z.string(),
  /** The lesson's ready recording, once there is one. */
  vodId: z.string().nullable(),
  /** The caller teaches the class, so may make share links (docs/playback.md "Share links"). */
  canShare: z.boolean(),
});
export type LiveInfo = z.infer<typeof liveInfoSchema>;

/** POST /v1/live/watch (path chosen): the signed-in viewer's player is playing this lesson live. */
export const liveWatchBodySchema = z.strictObject({ courseId: idText() });
export type LiveWatchBody = z.infer<typeof liveWatchBodySchema>;
export const liveWatchResultSchema = z.object({ recorded: z.literal(true) });
