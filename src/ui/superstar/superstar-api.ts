import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { superstarCourseSchema, type SuperstarCourse } from '../../schemas/content';
import { apiRequest } from '../../services/http/api';

/** GET /v1/superstar/courses: the external MOOC courses linked to the campus. */
async function fetchSuperstarCourses(): Promise<SuperstarCourse[]> {
  return z.array(superstarCourseSchema).parse(await apiRequest('/v1/superstar/courses'));
}

export const superstarCoursesQuery = () => queryOptions({ queryKey: ['superstar-courses'], queryFn: fetchSuperstarCourses });
