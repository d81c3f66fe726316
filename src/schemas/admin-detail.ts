import { z } from 'zod';
import { managedClassSchema } from './admin-classes';
import { detailResourceSchema, detailSessionSchema } from './detail';
import { idText, plainText } from './text';

/**
 * /admin/detail, one teaching class as its teacher or an administrator manages it
 * (docs/admin.md "The class page (server)"):
 * - GET    /v1/admin/classes/:teclId/detail                     the class, lessons, recordings, resources, pending notes
 * - PATCH  /v1/admin/recordings/:vodId                          publish or hide a recording
 * - PUT    /v1/admin/recordings/:vodId/title                    rename a recording
 * - POST   /v1/admin/classes/:teclId/resources?courId=&title=   upload an attachment (multipart/form-data, field 'file')
 * - DELETE /v1/admin/resources/:resourceId                      delete an attachment and its file
 * Releasing a pending note is the existing POST /v1/note/:id/status. Times are ISO strings.
 */

/** An uploaded class attachment may be at most this big (50 MiB). */
export const CLASS_RESOURCE_MAX_BYTES = 52_428_800;
/** What one class's resources may take on disk together (2 GiB). */
export const CLASS_RESOURCES_MAX_BYTES = 2_147_483_648;
/** The multipart field that carries the attachment. */
export const CLASS_RESOURCE_FILE_FIELD = 'file';
export const CLASS_RESOURCE_TITLE_MAX = 200;

export const adminClassParamsSchema = z.object({ teclId: idText() });
export const adminRecordingParamsSchema = z.object({ vodId: idText() });
export const adminResourceParamsSchema = z.object({ resourceId: idText() });

/** Hide (true) or publish (false) a recording: a hidden one is seen only by the class's teacher and the administrators. */
export const recordingVisibilityBodySchema = z.strictObject({ hidden: z.boolean() });
export type RecordingVisibilityBody = z.output<typeof recordingVisibilityBodySchema>;

/** The recording after the change. */
export const recordingVisibilitySchema = z.object({ vodId: z.string(), teclId: z.string(), hidden: z.boolean() });
export type RecordingVisibility = z.infer<typeof recordingVisibilitySchema>;

/** A recording's title as its teacher or an administrator renames it: 1 to RECORDING_TITLE_MAX characters, trimmed. */
export const RECORDING_TITLE_MAX = 100;

/**
 * The body of PUT /v1/admin/recordings/:vodId/title. Its length is checked by
 * `recordingTitleRefusal`, the page before sending and the server again, so a refusal carries its
 * reason (src/schemas/refusals.ts) for the page to word.
 */
export const recordingTitleBodySchema = z.strictObject({ title: plainText() });
export type RecordingTitleBody = z.output<typeof recordingTitleBodySchema>;

/** Why a typed title cannot be kept, or null when it can (measured trimmed). */
export function recordingTitleRefusal(title: string): 'recordingTitleEmpty' | 'recordingTitleTooLong' | null {
  const trimmed = title.trim();
  if (trimmed.length === 0) return 'recordingTitleEmpty';
  return trimmed.length > RECORDING_TITLE_MAX ? 'recordingTitleTooLong' : null;
}

/** The recording after the rename. */
export const recordingTitleSchema = z.object({ vodId: z.string(), teclId: z.string(), title: z.string() });
export type RecordingTitle = z.infer<typeof recordingTitleSchema>;

/** A lesson as the class's page lists it (GET /v1/tecl/detail), with its room's id and whether it has begun. */
export const adminLessonSchema = detailSessionSchema.extend({
  clroId: z.string().nullable(),
  /** The lesson has begun (courStatus 1 or 2): it can no longer be moved or cancelled. */
  begun: z.boolean(),
  /** The lesson's newest ready recording, hidden ones included; null for none. */
  vodId: z.string().nullable(),
});
export type AdminLesson = z.infer<typeof adminLessonSchema>;

export const adminRoadSchema = z.object({
  roadId: z.string(),
  /** 1 teacher camera, 2 screen, 3 student camera (DESIGN.md §3 "road"). */
  roadType: z.number().int(),
  name: z.string(),
  /** Shown first in the player. */
  isMain: z.boolean(),
});

export const VOD_STATUSES = ['ready', 'processing', 'failed'] as const;

export const adminRecordingSchema = z.object({
  vodId: z.string(),
  title: z.string(),
  courId: z.string().nullable(),
  /** The lesson's begin time, else when the recording was made. */
  recordedAt: z.string(),
  status: z.enum(VOD_STATUSES),
  /** Hidden from students (PATCH /v1/admin/recordings/:vodId). */
  hidden: z.boolean(),
  durationS: z.number().int(),
  posterUrl: z.string().nullable(),
  viewCount: z.number().int(),
  roads: z.array(adminRoadSchema),
});
export type AdminRecording = z.infer<typeof adminRecordingSchema>;

/** A resource as the class's page lists it, with its lesson and when it was added. */
export const adminResourceSchema = detailResourceSchema.extend({ courId: z.string().nullable(), createdAt: z.string() });
export type AdminResource = z.infer<typeof adminResourceSchema>;

/** A note its author submitted for release (status 0) on one of the class's recordings. */
export const pendingNoteSchema = z.object({
  id: z.string(),
  title: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  vodId: z.string(),
  vodTitle: z.string(),
  updatedAt: z.string(),
});
export type PendingNote = z.infer<typeof pendingNoteSchema>;

/** The class as /admin/home lists it (teclId, names, subject, teacher, term, counts incl. enrolledCount) and its parts. */
export const adminClassDetailSchema = managedClassSchema.extend({
  lessons: z.array(adminLessonSchema),
  /** Every recording of the class, hidden and unfinished ones too, newest first. */
  recordings: z.array(adminRecordingSchema),
  resources: z.array(adminResourceSchema),
  pendingNotes: z.array(pendingNoteSchema),
});
export type AdminClassDetail = z.infer<typeof adminClassDetailSchema>;

/** Query of the upload: an optional lesson of the class, an optional title (default the file's name). */
export const resourceUploadQuerySchema = z.object({
  courId: z.preprocess((value) => (value === '' ? undefined : value), idText().optional()),
  title: z.preprocess((value) => (value === '' ? undefined : value), plainText().trim().min(1).max(CLASS_RESOURCE_TITLE_MAX).optional()),
});
export type ResourceUploadQuery = z.output<typeof resourceUploadQuerySchema>;

/** The upload's answer is the new resource (adminResourceSchema); the deletion's, its id. */
export const deletedResourceSchema = z.object({ id: z.string() });
