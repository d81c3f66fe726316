import { queryOptions } from '@tanstack/react-query';
import { NOTE_STATUS } from '../../../constants';
import { cancelledLessonSchema } from '../../../schemas/admin-classes';
import { managedLessonSchema, type LessonMoveBody, type ManagedLesson } from '../../../schemas/admin';
import { adminClassDetailSchema, deletedResourceSchema, recordingVisibilitySchema } from '../../../schemas/admin-detail';
import { noteSchema } from '../../../schemas/notes';
import { studentCompletionListSchema } from '../../../schemas/reports';
import { apiRequest } from '../../../services/http/api';
import { ADMIN_CLASSES } from '../admin-api';

/**
 * /admin/detail's calls (docs/admin.md "The class detail page"). Its queries are cached under
 * ADMIN_CLASSES, so a change made here (or in the students' tabs, which invalidate that prefix)
 * also refreshes /admin/home's counts, and a change made there refreshes this page. Writes are
 * quiet (`noMessage`): the page shows the server's reason beside the action instead of a toast.
 */
const quiet = { noMessage: true } as const;

export const adminClassDetailQuery = (teclId: string) =>
  queryOptions({
    queryKey: [ADMIN_CLASSES, 'detail', teclId],
    queryFn: async () => adminClassDetailSchema.parse(await apiRequest(`/v1/admin/classes/${encodeURIComponent(teclId)}/detail`)),
  });

/** Each enrolled student's recordings watched, completion and last watch (the report center's per-student report). */
export const classViewingQuery = (teclId: string) =>
  queryOptions({
    queryKey: [ADMIN_CLASSES, 'viewing', teclId],
    queryFn: async () => studentCompletionListSchema.parse(await apiRequest(`/v1/reports/classes/${encodeURIComponent(teclId)}/students`)),
  });

const lessonPath = (courId: string) => `/v1/admin/course-sessions/${encodeURIComponent(courId)}`;

export async function moveLesson(courId: string, body: LessonMoveBody): Promise<ManagedLesson> {
  return managedLessonSchema.parse(await apiRequest(lessonPath(courId), { method: 'PATCH', json: body, ...quiet }));
}

/** Cancels a lesson; answers how many students were told. */
export async function cancelLesson(courId: string): Promise<number> {
  return cancelledLessonSchema.parse(await apiRequest(lessonPath(courId), { method: 'DELETE', ...quiet })).told;
}

export async function setRecordingHidden(vodId: string, hidden: boolean): Promise<void> {
  recordingVisibilitySchema.parse(
    await apiRequest(`/v1/admin/recordings/${encodeURIComponent(vodId)}`, { method: 'PATCH', json: { hidden }, ...quiet }),
  );
}

export async function deleteResource(resourceId: string): Promise<void> {
  deletedResourceSchema.parse(await apiRequest(`/v1/admin/resources/${encodeURIComponent(resourceId)}`, { method: 'DELETE', ...quiet }));
}

/** Releases a note its author submitted (docs/notes.md "Status"): the class's students get it and a message. */
export async function releaseNote(noteId: string): Promise<void> {
  noteSchema.parse(
    await apiRequest(`/v1/note/${encodeURIComponent(noteId)}/status`, { method: 'POST', json: { status: NOTE_STATUS.released }, ...quiet }),
  );
}
