import { courseStatusSchema } from '../../schemas/catalogue';
import { apiRequest } from '../../services/http/api';

export { verifyCourse } from '../history/history-api';

export type CourseStatus = ReturnType<typeof courseStatusSchema.parse>;

/**
 * GET /v1/course/status?courseId=… (SPEC §7): whether a lesson is on, over, recorded. `quiet`:
 * a page that asks again by itself toasts nothing when one answer fails.
 */
export async function fetchCourseStatus(courseId: string, { quiet = false } = {}): Promise<CourseStatus> {
  return courseStatusSchema.parse(await apiRequest('/v1/course/status', { searchParams: { courseId }, noMessage: quiet }));
}
