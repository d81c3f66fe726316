import { z } from 'zod';
import { pageQuerySchema, pagedResultSchema } from './envelope';
import { ruleParams } from './field-problems';
import type { RefusalReason } from './refusals';
import { idText, multilineText, plainText, queryInt } from './text';

/**
 * Course management's classes (docs/admin.md "Classes" and "Generating a term's lessons"):
 * GET/POST /v1/admin/classes, PATCH/DELETE /v1/admin/classes/:teclId,
 * POST /v1/admin/classes/:teclId/sessions/generate and DELETE /v1/admin/course-sessions/:courId.
 */

export const TECL_NAME_MAX = 100;
export const COURSE_NO_MAX = 50;
export const TECL_DESCRIPTION_MAX = 2000;
export const TECL_TAGS_MAX = 20;
/** Lessons one generation call may make or report: a term of 20 weeks, five days, five lessons a day. */
export const GENERATED_LESSONS_MAX = 500;
export const SKIP_DATES_MAX = 366;
export const CLASS_PAGE_SIZE_MAX = 100;

export const TECL_VISIBILITIES = ['campus', 'enrolled'] as const;

const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const classListQuerySchema = pageQuerySchema.extend({
  'page.pageSize': queryInt({ min: 1, max: CLASS_PAGE_SIZE_MAX }).default(15),
  acteId: optionalFilter(idText()),
  orgaId: optionalFilter(idText()),
  teacId: optionalFilter(idText()),
  tagId: optionalFilter(idText()),
  /** Part of the class name, the course number or the subject's name (Chinese, English) or code, case aside. */
  q: optionalFilter(plainText().trim().max(100)),
});
export type ClassListQuery = z.output<typeof classListQuerySchema>;

/**
 * Why the server would refuse to delete a class (a refusal reason of src/schemas/refusals.ts,
 * server/admin/class-deletion.ts): the list carries it per class, so the page offers Delete only
 * where it would succeed and says why elsewhere.
 */
export const CLASS_DELETE_REFUSALS = ['classHasRecordings'] as const satisfies readonly RefusalReason[];
export type ClassDeleteRefusal = (typeof CLASS_DELETE_REFUSALS)[number];

export const managedClassSchema = z.object({
  teclId: z.string(),
  teclName: z.string(),
  courseNo: z.string(),
  description: z.string(),
  subject: z.object({ subjId: z.string(), subjName: z.string(), subjNameEn: z.string(), subjCode: z.string() }),
  teacher: z.object({ teacId: z.string(), teacName: z.string() }),
  organisation: z.object({ orgaId: z.string(), orgaName: z.string() }),
  term: z.object({ acteId: z.string(), acteName: z.string() }),
  tags: z.array(z.object({ tagId: z.string(), tagName: z.string() })),
  visibility: z.enum(TECL_VISIBILITIES),
  /** Its lessons, its recordings (ready or not), its enrolled students. */
  sessionCount: z.number().int(),
  recordingCount: z.number().int(),
  enrolledCount: z.number().int(),
  /** Null: it may be deleted; else why the DELETE would be refused (409 with this reason). */
  deleteRefusal: z.enum(CLASS_DELETE_REFUSALS).nullable(),
});
export type ManagedClass = z.infer<typeof managedClassSchema>;

export const classPageSchema = pagedResultSchema(managedClassSchema);

export const classParamsSchema = z.object({ teclId: idText() });

const classFields = {
  teclName: plainText().trim().min(1, 'is required').max(TECL_NAME_MAX),
  courseNo: plainText().trim().min(1, 'is required').max(COURSE_NO_MAX),
  description: multilineText().max(TECL_DESCRIPTION_MAX),
  subjId: idText(),
  /** The class's teacher: a teacher of the tenant; only an administrator may name someone other than themselves. */
  teacId: idText(),
  orgaId: idText(),
  acteId: idText(),
  visibility: z.enum(TECL_VISIBILITIES),
  /** The class's tags, replacing the ones it had. */
  tagIds: z
    .array(idText())
    .max(TECL_TAGS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'must not repeat a tag', params: ruleParams('repeated') }),
};

/** A new class. `teacId` defaults to the caller (a teacher), `orgaId` to the subject's organisation. */
export const classCreateBodySchema = z.strictObject({
  ...classFields,
  description: classFields.description.default(''),
  teacId: classFields.teacId.optional(),
  orgaId: classFields.orgaId.optional(),
  visibility: classFields.visibility.default('campus'),
  tagIds: classFields.tagIds.default([]),
});
export type ClassCreateBody = z.output<typeof classCreateBodySchema>;

/** What changes; unknown fields are refused, so a misspelt one never passes for a change. */
export const classEditBodySchema = z
  .strictObject({
    teclName: classFields.teclName.optional(),
    courseNo: classFields.courseNo.optional(),
    description: classFields.description.optional(),
    subjId: classFields.subjId.optional(),
    teacId: classFields.teacId.optional(),
    orgaId: classFields.orgaId.optional(),
    acteId: classFields.acteId.optional(),
    visibility: classFields.visibility.optional(),
    tagIds: classFields.tagIds.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'give at least one field to change' });
export type ClassEditBody = z.output<typeof classEditBodySchema>;

export const deletedClassSchema = z.object({ teclId: z.string() });

// ---- generating a term's lessons -------------------------------------------------------------

/** 1 Monday … 7 Sunday (ISO weekdays). */
const weekday = z.number().int().min(1, 'must be 1 (Monday) to 7 (Sunday)').max(7, 'must be 1 (Monday) to 7 (Sunday)');
const weekNumber = z.number().int().min(1, 'must be 1 or more');

export const lessonPatternBodySchema = z
  .strictObject({
    weekdays: z
      .array(weekday)
      .min(1, 'is required')
      .max(7)
      .refine((days) => new Set(days).size === days.length, { message: 'must not repeat a day', params: ruleParams('repeated') }),
    /** The lesson's slots (server/schedule/lesson-slots.ts): from slot `first`, `count` slots in a row. */
    slots: z.strictObject({
      first: z.number().int().min(1, 'must be a slot from 1 to 12').max(12, 'must be a slot from 1 to 12'),
      count: z.number().int().min(1, 'must be 1 or more').max(12),
    }),
    /** The room of every lesson made; absent or null: none. */
    clroId: idText().nullable().optional(),
    /** Term weeks, both included. */
    weeks: z.strictObject({ from: weekNumber, to: weekNumber }),
    /** Days without lessons (holidays), local dates. */
    skipDates: z
      .array(z.iso.date({ message: 'must be dates written YYYY-MM-DD' }))
      .max(SKIP_DATES_MAX)
      .default([]),
    /** The lessons' name; default the subject's names, as the timetable shows them. */
    courName: plainText().trim().min(1, 'is required').max(TECL_NAME_MAX).optional(),
    /** Broadcast live (the live list shows them). */
    isLive: z.boolean().default(false),
  })
  .refine((body) => body.slots.first + body.slots.count - 1 <= 12, { path: ['slots', 'count'], message: 'must end by slot 12' })
  .refine((body) => body.weeks.to >= body.weeks.from, {
    path: ['weeks', 'to'],
    message: 'must not be before weeks.from',
    params: ruleParams('order'),
  });
export type LessonPatternBody = z.output<typeof lessonPatternBodySchema>;

export const SKIP_REASONS = ['outside-term', 'holiday', 'past', 'exists'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export const generatedLessonsSchema = z.object({
  made: z.array(
    z.object({
      courId: z.string(),
      courName: z.string(),
      courBeginTime: z.string(),
      courEndTime: z.string(),
      weekNo: z.number().int(),
      letiNumber: z.number().int(),
    }),
  ),
  /**
   * Days of the pattern without a new lesson, and why: `outside-term` (before the term's first day
   * or after its last), `holiday` (in skipDates), `past` (it would have begun by now), `exists`
   * (the class has a lesson beginning then).
   */
  skipped: z.array(z.object({ date: z.string(), courBeginTime: z.string(), weekNo: z.number().int(), reason: z.enum(SKIP_REASONS) })),
});
export type GeneratedLessons = z.infer<typeof generatedLessonsSchema>;

export const cancelledLessonSchema = z.object({ courId: z.string(), told: z.number().int() });
