import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { idText } from './text';

/**
 * The personal center's favourites and viewing record (SPEC §7 "collections", "history"):
 * GET /v1/list/vod/collection and the chosen /v1/myself/watchRecords routes (docs/api.md).
 * Times are ISO strings.
 */

export const collectionListQuerySchema = pageQuerySchema;

/** One favourite as its card needs it: a recording (vodId) or a whole class (vodId null). */
export const collectionItemSchema = z.object({
  collectionId: z.string(),
  vodId: z.string().nullable(),
  teclId: z.string(),
  /** The recording's title, or the class's name for a whole class. */
  title: z.string(),
  subjName: z.string(),
  subjNameEn: z.string(),
  teacName: z.string(),
  teclImgUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  durationS: z.number().int(),
  collectedAt: z.string(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/** `type`: live or recorded lessons; absent means both. */
export const watchRecordListQuerySchema = pageQuerySchema.extend({
  type: z.enum(['live', 'vod']).optional(),
});
export type WatchRecordListQuery = z.output<typeof watchRecordListQuerySchema>;

/**
 * One entry of the viewing record: a recording's watch record (`kind` 'vod') or a lesson watched
 * live (`kind` 'live', from the live player's beats). Fields added for live entries are new, so
 * a client that knew only recordings still reads a recorded entry as before.
 */
export const watchRecordItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['vod', 'live']),
  /** The recording; for a live entry the lesson's ready recording, or null while it has none. */
  vodId: z.string().nullable(),
  courId: z.string().nullable(),
  teclId: z.string(),
  /** The recording's title, or the live lesson's name. */
  title: z.string(),
  subjName: z.string(),
  subjNameEn: z.string(),
  teacName: z.string(),
  teclImgUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  /** The recording's length, or the live lesson's planned length. */
  durationS: z.number().int(),
  /** 0..1: of the recording; of a live entry, watchedS over the lesson's length. */
  watchPercent: z.number(),
  /** Where to resume, in seconds (0 for a live entry). */
  positionS: z.number(),
  /** Seconds watched live (whole seconds); null for a recording. */
  watchedS: z.number().int().nullable(),
  /** A live entry's lesson is broadcast and on now, so it opens live; false for a recording. */
  onAir: z.boolean(),
  /** kind === 'live', kept for older clients. */
  isLive: z.boolean(),
  /** When it was last watched: the watch record's last save, or the last live beat. */
  watchedAt: z.string(),
  /** The server's local day of watchedAt (server/local-day.ts), the record's group. */
  date: z.string(),
});
export type WatchRecordItem = z.infer<typeof watchRecordItemSchema>;

export const watchRecordParamsSchema = z.object({ id: idText() });
export const watchRecordDeletedSchema = z.object({ deleted: z.number().int() });
