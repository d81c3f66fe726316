import { z } from 'zod';
import { recordingAudienceSchema } from './reports';
import { queryInt } from './text';

/**
 * The data board's figures (docs/admin.md "Data board (server)"): GET /v1/data-board answers them
 * all at once, for the caller's scope (an administrator: the tenant; a teacher holding the sign:
 * their own classes).
 */

export const DATA_BOARD_DAYS_MAX = 90;
export const DATA_BOARD_DAYS_DEFAULT = 14;
export const DATA_BOARD_TOP_LESSONS = 10;
/** Watch completion in quarters, the last bucket being "watched to the end". */
export const COMPLETION_BUCKETS = ['0-25', '25-50', '50-75', '75-100', '100'] as const;

export const dataBoardQuerySchema = z.object({
  /** Days of visits, today (the server's local day) included. */
  days: queryInt({ min: 1, max: DATA_BOARD_DAYS_MAX }).default(DATA_BOARD_DAYS_DEFAULT),
});
export type DataBoardQuery = z.output<typeof dataBoardQuerySchema>;

export const dataBoardSchema = z.object({
  /** `tenant` for an administrator, `ownClasses` for a teacher. */
  scope: z.enum(['tenant', 'ownClasses']),
  /** The server's time the figures were read at. */
  at: z.string(),
  /** Signed-in viewers of live lessons whose last beat is within LIVE_WATCH_BEAT_S + LIVE_WATCH_SLACK_S. */
  liveViewersNow: z.number().int(),
  /** Broadcast lessons on now whose classroom has sent nothing two minutes after their begin (docs/capture.md "No signal"). */
  silentClassroomsNow: z.number().int(),
  /** Oldest day first, every day present (0 visits included); `day` is YYYY-MM-DD, the server's local date. */
  visits: z.array(z.object({ day: z.string(), visits: z.number().int(), visitors: z.number().int() })),
  /** Ready recordings with the most viewers (watch records), at most DATA_BOARD_TOP_LESSONS; counted as the heat map counts them. */
  topLessons: z.array(recordingAudienceSchema),
  /** Watch records by their watchPercent, in COMPLETION_BUCKETS order. */
  completion: z.array(z.object({ bucket: z.enum(COMPLETION_BUCKETS), records: z.number().int() })),
  /** Per organisation of the classes: recordings' viewers and live attendances, most used first. */
  organisations: z.array(
    z.object({
      orgaId: z.string(),
      orgaName: z.string(),
      recordingViews: z.number().int(),
      liveViews: z.number().int(),
    }),
  ),
  /** Uploaded videos (not failed): how many and their bytes. */
  uploads: z.object({ files: z.number().int(), bytes: z.number() }),
});
export type DataBoard = z.infer<typeof dataBoardSchema>;
