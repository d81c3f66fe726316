import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ltiCourseSchema, PENDING_ROSTER_SYNC, rosterSyncSchema, type LtiCourse, type RosterSync } from '../../../schemas/lti-roster';
import { apiRequest } from '../../../services/http/api';

/**
 * The LMS courses panel's calls (docs/api.md "LTI courses"). Quiet (`noMessage`): a refusal shows
 * in the panel. While a course's sync waits or runs, the list is asked again every few seconds, so
 * the result appears without a reload.
 */
export const LTI_COURSES = 'lti-courses';
const PATH = '/v1/admin/lti/courses';
const quiet = { noMessage: true } as const;
const SYNC_POLL_MS = 2000;

export const isPending = (sync: RosterSync | null): boolean => sync !== null && PENDING_ROSTER_SYNC.includes(sync.status);

export const ltiCoursesQuery = () =>
  queryOptions({
    queryKey: [LTI_COURSES, 'list'],
    queryFn: async (): Promise<LtiCourse[]> => z.array(ltiCourseSchema).parse(await apiRequest(PATH, quiet)),
    retry: false,
    refetchInterval: (query) => (query.state.data?.some((course) => isPending(course.lastSync)) ? SYNC_POLL_MS : false),
  });

export async function syncLtiCourse(id: string): Promise<RosterSync> {
  return rosterSyncSchema.parse(await apiRequest(`${PATH}/${encodeURIComponent(id)}/sync`, { method: 'POST', ...quiet }));
}
