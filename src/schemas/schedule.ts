import { z } from 'zod';
import { courStatusSchema } from './catalogue';
import { pageQuerySchema, pagedResultSchema } from './envelope';
import { idText, queryInt } from './text';

/**
 * The timetable (SPEC §7 "Timetable, collections, history"): GET /v1/myself/curriculum and
 * GET /v1/myself/curriculum/letiNumber. Range bounds are epoch milliseconds like the live list's;
 * a lesson is in the range when it begins at or after courBeginTime and before courEndTime, so
 * consecutive weeks [Monday, next Monday) never show a lesson twice.
 */

const epochMs = queryInt({ min: 0 });

export const curriculumQuerySchema = pageQuerySchema
  .extend({
    /** The term; absent means every term. */
    acteId: idText().optional(),
    courBeginTime: epochMs,
    courEndTime: epochMs,
  })
  .superRefine((query, ctx) => {
    if (query.courEndTime <= query.courBeginTime)
      ctx.addIssue({ code: 'custom', path: ['courEndTime'], message: 'must be after courBeginTime' });
  });
export type CurriculumQuery = z.output<typeof curriculumQuerySchema>;

/** Why the lesson is on the caller's timetable. */
export const CURRICULUM_ROLES = ['student', 'teacher'] as const;

export const curriculumLessonSchema = z.object({
  courId: z.string(),
  teclId: z.string(),
  acteId: z.string(),
  courName: z.string(),
  teclName: z.string(),
  subjName: z.string(),
  subjNameEn: z.string(),
  teacName: z.string(),
  clroName: z.string().nullable(),
  courBeginTime: z.string(),
  courEndTime: z.string(),
  weekNo: z.number().int(),
  /** First lesson slot of the day (GET /v1/myself/curriculum/letiNumber); null outside the slots. */
  letiNumber: z.number().int().nullable(),
  courStatus: courStatusSchema,
  isLive: z.boolean(),
  /** This lesson's own ready recording (its newest, if several), null for none. */
  vodId: z.string().nullable(),
  role: z.enum(CURRICULUM_ROLES),
});
export type CurriculumLesson = z.infer<typeof curriculumLessonSchema>;

export const curriculumResultSchema = pagedResultSchema(curriculumLessonSchema);
export type CurriculumResult = z.infer<typeof curriculumResultSchema>;

/** One lesson slot of the day: its number and local time of day, HH:MM. */
export const lessonSlotSchema = z.object({
  letiNumber: z.number().int(),
  beginTime: z.string().regex(/^\d{2}:\d{2}$/),
  endTime: z.string().regex(/^\d{2}:\d{2}$/),
});
export type LessonSlot = z.infer<typeof lessonSlotSchema>;
