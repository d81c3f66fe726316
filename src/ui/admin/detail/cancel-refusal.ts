import type { AdminLesson } from '../../../schemas/admin-detail';
import { ApiError } from '../../../services/http/api-error';

const CONFLICT = 409;

/**
 * Why the server refused to cancel a lesson (409), in the page's words when the lesson as loaded
 * says it (it has begun, or has a recording; docs/admin.md "Lessons"): the server words its
 * refusals in English only. Null when the page cannot tell (the lesson changed since it was
 * loaded, another refusal): the server's own message is shown then.
 */
export function cancelRefusalOf(lesson: Pick<AdminLesson, 'begun' | 'vodId'>, error: unknown): 'begun' | 'recorded' | null {
  if (!(error instanceof ApiError) || error.status !== CONFLICT) return null;
  if (lesson.begun) return 'begun';
  if (lesson.vodId !== null) return 'recorded';
  return null;
}
