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

export const watchRecordItemSchema = z.object({
  id: z.string(),
  vodId: z.string(),
  courId: z.string().nullable(),
  teclId: z.string(),
  title: z.string(),
  subjName: z.string(),
  subjNameEn: z.string(),
  teacName: z.string(),
  teclImgUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  durationS: z.number().int(),
  /** 0..1 */
  watchPercent: z.number(),
  /** Where to resume, in seconds. */
  positionS: z.number(),
  isLive: z.boolean(),
  watchedAt: z.string(),
  /** The server's local day of watchedAt (server/local-day.ts), the record's group. */
  date: z.string(),
});
export type WatchRecordItem = z.infer<typeof watchRecordItemSchema>;

export const watchRecordParamsSchema = z.object({ id: idText() });
export const watchRecordDeletedSchema = z.object({ deleted: z.number().int() });
