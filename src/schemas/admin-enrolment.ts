import { z } from 'zod';
import { pagedResultSchema, pageQuerySchema } from './envelope';
import { idText, plainText } from './text';

/**
 * Enrolment of a teaching class (docs/admin.md "Enrolment"): its students listed, searched for,
 * added, removed and imported from a CSV file, by the class's teacher or an administrator of its
 * tenant. Paths under /v1/admin/classes/:teclId/students.
 */

/** Rows a CSV import may hold (the header not counted): a large lecture, with room to spare. */
export const ENROLMENT_CSV_MAX_ROWS = 2000;
/** Characters of a CSV import: 2,000 rows of a long line each fit, the 1 MiB body limit holds. */
export const ENROLMENT_CSV_MAX_CHARS = 500_000;
/** Students added by one call of POST …/students. */
export const ENROLMENT_ADD_MAX = 500;
/** Longest text filter, as the search box (SPEC §5). */
const KEYWORD_MAX = 100;

export const enrolmentParamsSchema = z.object({ teclId: idText() });
export const enrolledStudentParamsSchema = z.object({ teclId: idText(), userId: idText() });

/** A part of the name, username or student code (case-insensitive); empty for all. */
const keyword = () => plainText().trim().max(KEYWORD_MAX).default('');

export const enrolmentListQuerySchema = pageQuerySchema.extend({ keyword: keyword() });
export type EnrolmentListQuery = z.output<typeof enrolmentListQuerySchema>;

/** A student as the enrolment lists show them. */
export const enrolmentStudentSchema = z.object({
  userId: z.string(),
  username: z.string(),
  name: z.string(),
  /** Student number. */
  code: z.string(),
  orgaName: z.string().nullable(),
});
export type EnrolmentStudent = z.infer<typeof enrolmentStudentSchema>;

/** GET …/students: the class's students, by name, with when each was enrolled. */
export const enrolledStudentSchema = enrolmentStudentSchema.extend({ enrolledAt: z.string() });
export type EnrolledStudent = z.infer<typeof enrolledStudentSchema>;
export const enrolledPageSchema = pagedResultSchema(enrolledStudentSchema);

/** GET …/students/candidates: the tenant's students (role student only), each saying whether already enrolled. */
export const candidateStudentSchema = enrolmentStudentSchema.extend({ enrolled: z.boolean() });
export type CandidateStudent = z.infer<typeof candidateStudentSchema>;
export const candidatePageSchema = pagedResultSchema(candidateStudentSchema);

/** POST …/students: students by id; all of them must be students of the tenant, else 400 naming `ids.N`. */
export const enrolmentAddBodySchema = z.strictObject({
  ids: z.array(idText()).min(1, 'give at least one student id').max(ENROLMENT_ADD_MAX, `at most ${ENROLMENT_ADD_MAX} students at a time`),
});
export type EnrolmentAddBody = z.output<typeof enrolmentAddBodySchema>;
export const enrolmentAddResultSchema = z.object({
  /** Ids newly enrolled. */
  added: z.array(z.string()),
  /** Ids that were enrolled already (left as they were). */
  alreadyEnrolled: z.array(z.string()),
});

export const enrolmentRemoveResultSchema = z.object({ removed: z.string() });

/**
 * POST …/students/import: a CSV file's text. Its first column holds usernames or student codes;
 * a header row is optional; a byte order mark is dropped. `dryRun` answers the same report
 * without enrolling anyone (the page's preview).
 */
export const enrolmentImportBodySchema = z.strictObject({
  csv: z.string().max(ENROLMENT_CSV_MAX_CHARS, `at most ${ENROLMENT_CSV_MAX_CHARS} characters`),
  dryRun: z.boolean().default(false),
});
export type EnrolmentImportBody = z.output<typeof enrolmentImportBodySchema>;

/** Why a row was not enrolled. */
export const IMPORT_ROW_REASONS = ['empty', 'unknownUser', 'notStudent', 'duplicateInFile', 'ambiguous'] as const;
export type ImportRowReason = (typeof IMPORT_ROW_REASONS)[number];

/** A row of the file: its line number (the header counted, 1-based) and the value read from it. */
const importRowSchema = z.object({ row: z.number().int(), value: z.string() });
export const importedRowSchema = importRowSchema.extend(enrolmentStudentSchema.shape);
export type ImportedRow = z.infer<typeof importedRowSchema>;
export const importErrorSchema = importRowSchema.extend({ reason: z.enum(IMPORT_ROW_REASONS) });
export type ImportError = z.infer<typeof importErrorSchema>;

export const enrolmentImportResultSchema = z.object({
  /** Whether the first row was read as a header (and skipped). */
  header: z.boolean(),
  /** Enrolled by this import (with dryRun: would be). */
  added: z.array(importedRowSchema),
  alreadyEnrolled: z.array(importedRowSchema),
  errors: z.array(importErrorSchema),
  dryRun: z.boolean(),
});
export type EnrolmentImportResult = z.infer<typeof enrolmentImportResultSchema>;
