import { z } from 'zod';
import { fieldProblemSchema } from './field-problems';

/**
 * Why the server refused a request a form can cause, carried as the error envelope's `result`
 * (docs/api.md "Refusals"): `{ reason, values }`. The page words the reason in its own language
 * (`refusal.<reason>` in the i18n catalogue) with the values its sentence names; the envelope's
 * `message` keeps the English, naming the field, for integrators and the log.
 *
 * Each reason lists the names of its values.
 */
export const REFUSALS = {
  /** The request failed its schema: `fields` says which fields and why (./field-problems.ts). */
  fieldsInvalid: [],
  campusNameTaken: ['name'],
  campusAddressTaken: ['address'],
  campusAddressInvalid: [],
  campusHasClassrooms: ['count'],
  classHasRecordings: [],
  classKeepsTerm: [],
  classTeacherRequired: [],
  classReassignAdminOnly: [],
  subjectGone: [],
  organisationGone: [],
  termGone: [],
  classroomGone: [],
  tagGone: [],
  teacherGone: [],
  lessonEndsBeforeBegin: [],
  lessonTooLong: ['minutes'],
  lessonBegun: [],
  lessonNotInFuture: [],
  lessonOutsideTerm: ['from', 'to'],
  lessonChanged: [],
  cancelBegun: [],
  cancelRecorded: [],
  termWeeks: ['weeks'],
  tooManyLessons: ['days', 'max'],
  enrolNoUser: [],
  enrolNotStudent: ['user'],
  csvEmpty: [],
  csvTooManyRows: ['max', 'rows'],
  classResourcesFull: ['mib'],
  resourceTooLarge: ['mib'],
  recordingTitleEmpty: [],
  recordingTitleTooLong: ['max'],
  recordingLessonNotEnded: [],
  uploadTooLarge: ['mib'],
  uploadQuotaFull: ['mib'],
  capturePullAddressInvalid: [],
  captureKeyNeedsPush: [],
  captionFileUnreadable: ['format', 'line'],
  captionFileEmpty: ['format'],
  captionTooManyCues: ['max', 'cues'],
  captionCueTooLong: ['at', 'max'],
  captionCueEndsBeforeStart: ['at'],
  captionCueAfterEnd: ['at', 'duration'],
  captionLanguageTaken: [],
  captionTrackChanged: [],
  ltiPlatformTaken: [],
} as const satisfies Record<string, readonly string[]>;

export type RefusalReason = keyof typeof REFUSALS;
export type RefusalValues<R extends RefusalReason> = Record<(typeof REFUSALS)[R][number], string | number>;

export const REFUSAL_REASONS = Object.keys(REFUSALS) as RefusalReason[];

export const refusalSchema = z.object({
  reason: z.enum(REFUSAL_REASONS as [RefusalReason, ...RefusalReason[]]),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  field: z.string().optional(),
  fields: z.array(fieldProblemSchema).optional(),
});
/**
 * `field`: the body's field at fault when the refusal is about one (`subjId`, `weeks.to`), so the
 * form shows it beside that field; `fields`: a `fieldsInvalid` refusal's problems.
 */
export type Refusal = z.infer<typeof refusalSchema>;
