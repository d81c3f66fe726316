import { z } from 'zod';
import { courStatusSchema, tagSchema } from './catalogue';
import { idText } from './text';

/**
 * The page of one teaching class (/live-detail, /video-detail) and its favourite toggle.
 * GET /v1/tecl/detail (path chosen) and POST /v1/vod/collection (SPEC §7). Times are ISO strings.
 */

const id = idText();
/** An empty query value means "not given", as the other list queries read it. */
const optionalId = z.preprocess((value) => (value === '' ? undefined : value), id.optional());

/** teclId, courseId or both (then the course must belong to the class). */
export const classDetailQuerySchema = z
  .object({ teclId: optionalId, courseId: optionalId })
  .refine((query) => query.teclId !== undefined || query.courseId !== undefined, {
    path: ['teclId'],
    message: 'teclId or courseId is required',
  });
export type ClassDetailQuery = z.infer<typeof classDetailQuerySchema>;

export const detailSessionSchema = z.object({
  courId: z.string(),
  courName: z.string(),
  weekNo: z.number().int(),
  /** First lesson slot of the day; null outside the timetable. */
  letiNumber: z.number().int().nullable(),
  courBeginTime: z.string(),
  courEndTime: z.string(),
  clroName: z.string().nullable(),
  /** From the server clock: 0 not started, 1 on now, 2 finished. */
  courStatus: courStatusSchema,
  isLive: z.boolean(),
  /** The lesson's ready recording, if any. */
  vodId: z.string().nullable(),
});
export type DetailSession = z.infer<typeof detailSessionSchema>;

export const detailRecordingSchema = z.object({
  vodId: z.string(),
  title: z.string(),
  durationS: z.number().int(),
  posterUrl: z.string().nullable(),
  courId: z.string().nullable(),
  /** Its lesson's begin time (it is dated and sorted by the lesson), else when it was made. */
  recordedAt: z.string(),
  viewCount: z.number().int(),
  collected: z.boolean(),
});
export type DetailRecording = z.infer<typeof detailRecordingSchema>;

export const detailResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  mimeType: z.string(),
  /** Withdrawn: listed with the invalid marker, not downloadable. */
  invalid: z.boolean(),
  vodId: z.string().nullable(),
});
export type DetailResource = z.infer<typeof detailResourceSchema>;

export const classDetailSchema = z.object({
  teclId: z.string(),
  teclName: z.string(),
  courseNo: z.string(),
  description: z.string(),
  teclImgUrl: z.string().nullable(),
  hotScore: z.number().int(),
  viewCount: z.number().int(),
  subject: z.object({ subjId: z.string(), subjName: z.string(), subjNameEn: z.string(), subjCode: z.string() }),
  teacher: z.object({ teacId: z.string(), teacName: z.string() }),
  organisation: z.object({ orgaId: z.string(), orgaName: z.string() }),
  term: z.object({ acteId: z.string(), acteName: z.string() }),
  tags: z.array(tagSchema),
  /** The caller keeps the whole class among their favourites. */
  collected: z.boolean(),
  /** The lesson asked for with courseId, else null. */
  focusCourId: z.string().nullable(),
  /** The caller may upload this class's recordings and resources: its teacher, or an administrator (docs/uploads.md). */
  canUpload: z.boolean(),
  sessions: z.array(detailSessionSchema),
  recordings: z.array(detailRecordingSchema),
  resources: z.array(detailResourceSchema),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

/** A favourite is a recording or a whole class, never both (the collections table's check). */
export const collectionBodySchema = z
  .object({ vodId: id.optional(), teclId: id.optional() })
  .refine((body) => (body.vodId === undefined) !== (body.teclId === undefined), {
    path: ['vodId'],
    message: 'give exactly one of vodId and teclId',
  });
export type CollectionBody = z.infer<typeof collectionBodySchema>;

/** The state after the toggle. */
export const collectionResultSchema = z.object({ collected: z.boolean() });
