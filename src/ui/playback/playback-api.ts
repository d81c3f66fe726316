import { courseStatusSchema } from '../../schemas/catalogue';
import { apiRequest } from '../../services/http/api';

export { verifyCourse } from '../history/history-api';

export type CourseStatus = ReturnType<typeof courseStatusSchema.parse>;

/** GET /v1/course/status?courseId=… (SPEC §7): whether a lesson is on, over, recorded. */
export async function fetchCourseStatus(courseId: string): Promise<CourseStatus> {
  return courseStatusSchema.parse(await apiRequest('/v1/course/status', { searchParams: { courseId } }));
}
