import { z } from 'zod';
import { pageQuerySchema, pagedResultSchema } from './envelope';
import { idText, queryInt } from './text';

/**
 * The report center's reports (docs/admin.md "Reports (server)"), under /v1/reports. Each answers
 * JSON; the same path with `/csv` appended answers CSV (UTF-8 with a byte order mark, so Excel
 * reads Chinese names), every row rather than a page, its header in `lang`.
 */

export const REPORT_PAGE_SIZE_MAX = 100;
/** Rows a CSV export holds at most. */
export const REPORT_CSV_MAX_ROWS = 10_000;

const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
/** The language of a CSV export's header row. */
export const REPORT_LANGS = ['en', 'zh'] as const;
export type ReportLang = (typeof REPORT_LANGS)[number];
const lang = z.enum(REPORT_LANGS).default('en');

export const reportListQuerySchema = pageQuerySchema.extend({
  'page.pageSize': queryInt({ min: 1, max: REPORT_PAGE_SIZE_MAX }).default(15),
  acteId: optionalFilter(idText()),
  orgaId: optionalFilter(idText()),
  lang,
});
export type ReportListQuery = z.output<typeof reportListQuerySchema>;

export const reportLangQuerySchema = z.object({ lang });

export const classCompletionSchema = z.object({
  teclId: z.string(),
  teclName: z.string(),
  courseNo: z.string(),
  teacName: z.string(),
  orgaName: z.string(),
  acteName: z.string(),
  /** Its ready recordings. */
  recordings: z.number().int(),
  enrolled: z.number().int(),
  /** Enrolled students with a watch record of one of its ready recordings. */
  watchedAny: z.number().int(),
  /** Mean over the enrolled students of their completion (sum of watchPercent ÷ recordings); 0..1, 0 without recordings. */
  averagePercent: z.number(),
});
export type ClassCompletion = z.infer<typeof classCompletionSchema>;
export const classCompletionPageSchema = pagedResultSchema(classCompletionSchema);

export const studentCompletionSchema = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  code: z.string(),
  /** Ready recordings of the class they have a watch record of. */
  watched: z.number().int(),
  /** Sum of their watchPercent over the class's ready recordings ÷ their count; 0..1. */
  averagePercent: z.number(),
  lastWatchedAt: z.string().nullable(),
});
export type StudentCompletion = z.infer<typeof studentCompletionSchema>;
export const studentCompletionListSchema = z.object({
  teclId: z.string(),
  teclName: z.string(),
  recordings: z.number().int(),
  records: z.array(studentCompletionSchema),
});

export const lessonAttendanceSchema = z.object({
  courId: z.string(),
  courName: z.string(),
  courBeginTime: z.string(),
  teclId: z.string(),
  teclName: z.string(),
  enrolled: z.number().int(),
  /** Enrolled students with a live_views row for the lesson. */
  attended: z.number().int(),
  absent: z.number().int(),
});
export type LessonAttendance = z.infer<typeof lessonAttendanceSchema>;
export const lessonAttendancePageSchema = pagedResultSchema(lessonAttendanceSchema);

export const attendeeSchema = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  code: z.string(),
  attended: z.boolean(),
  /** Seconds watched live (live_views.watched_s); 0 when absent. */
  watchedS: z.number(),
});
export const lessonAttendeesSchema = z.object({ courId: z.string(), courName: z.string(), records: z.array(attendeeSchema) });

/**
 * A recording as the report center and the data board name and count it (server/reports/
 * recording-audience.ts, one statement for both): its title, with its class and its lesson's date
 * to tell apart recordings titled alike (two lessons of one week are both "… — week 9"), and its
 * viewers: everyone holding a watch record of it, which is what "watched" means everywhere.
 */
export const recordingAudienceSchema = z.object({
  vodId: z.string(),
  title: z.string(),
  teclId: z.string(),
  teclName: z.string(),
  /** When its lesson began; when it has no lesson, when it was made (as the class page dates it). */
  recordedAt: z.string(),
  viewers: z.number().int(),
  /** Mean watchPercent of its viewers, 0..1 (0 without viewers). */
  averagePercent: z.number(),
});
export type RecordingAudience = z.infer<typeof recordingAudienceSchema>;

/** The heat map's minutes count its viewers' forward playback; `viewers` counts all of them, as the data board does. */
export const heatMapSchema = recordingAudienceSchema.extend({
  durationS: z.number(),
  /** Every minute of the recording, 0-based, in order. */
  minutes: z.array(
    z.object({
      minute: z.number().int(),
      /** Viewers who played it at least once. */
      viewers: z.number().int(),
      /** Plays of it, all viewers together. */
      plays: z.number().int(),
      /** Viewers who played it more than once. */
      rewatchers: z.number().int(),
    }),
  ),
});
export type HeatMap = z.infer<typeof heatMapSchema>;

export const classReportParamsSchema = z.object({ teclId: idText() });
export const lessonReportParamsSchema = z.object({ courId: idText() });
export const recordingReportParamsSchema = z.object({ vodId: idText() });
