import { z } from 'zod';
import { idText } from './text';

/**
 * LTI Assignment and Grade Services 2.0 (docs/lti.md "Grades", docs/api.md "LTI grades"): the
 * graded items of a class (watch completion of one recording, or of all the class's recordings)
 * in the LMS courses bound to it, and the request that makes one. Failures are codes the page
 * words in the reader's language; the platform's own words stay in the server's log.
 */

/** The tag Lectern gives its line items, so it finds its own among a course's (AGS §3.2.6). */
export const GRADE_ITEM_TAG = 'lectern-watch-completion';
/** Scores are percentages: every line item is out of 100. */
export const SCORE_MAXIMUM = 100;

/**
 * creating (no line item yet, or the platform failed to make it) → active; active → failing on a
 * refusal; any → stopped when the teacher stops grading (no score is sent any more; the LMS keeps
 * its column and the scores already sent); stopped → creating → active when they grade it again.
 */
export const GRADE_ITEM_STATUSES = ['creating', 'active', 'failing', 'stopped'] as const;
export type GradeItemStatus = (typeof GRADE_ITEM_STATUSES)[number];

/**
 * Why an item fails: the token endpoint refused or did not answer (`token`), the line items service
 * did (`lineItems`), the scores service refused a score (`scores`), or the course is no longer bound
 * or its platform no longer registered (`unbound`).
 */
export const GRADE_FAILURES = ['token', 'lineItems', 'scores', 'unbound'] as const;
export type GradeFailure = (typeof GRADE_FAILURES)[number];

export const gradeItemSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  /** The recording graded, or null for all the class's recordings. */
  vodId: z.string().nullable(),
  label: z.string(),
  status: z.enum(GRADE_ITEM_STATUSES),
  failure: z.enum(GRADE_FAILURES).nullable(),
  createdAt: z.string(),
  /** When a score of it was last posted; null before the first. */
  lastPostedAt: z.string().nullable(),
});
export type GradeItem = z.infer<typeof gradeItemSchema>;

/** An LMS course bound to the class, and whether its launches granted Lectern line items. */
export const gradeCourseSchema = z.object({
  id: z.string(),
  platformName: z.string(),
  courseTitle: z.string().nullable(),
  canGrade: z.boolean(),
});
export type GradeCourse = z.infer<typeof gradeCourseSchema>;

export const classGradesSchema = z.object({ courses: z.array(gradeCourseSchema), items: z.array(gradeItemSchema) });
export type ClassGrades = z.infer<typeof classGradesSchema>;

export const classGradesParamsSchema = z.object({ teclId: idText() });
export const gradeItemParamsSchema = z.object({ teclId: idText(), itemId: idText() });

export const gradeItemBodySchema = z.object({ courseId: idText(), vodId: idText().nullable() });
export type GradeItemBody = z.infer<typeof gradeItemBodySchema>;
