import { and, eq } from 'drizzle-orm';
import { ltiContextClasses, ltiCourseRosters } from '../db/schema';

/**
 * An LMS course's binding to a class (`lti_context_classes`) and its membership service
 * (`lti_course_rosters`) are one course: the same tenant, issuer, deployment and context.
 */
export const bindingOfRoster = and(
  eq(ltiContextClasses.tenantId, ltiCourseRosters.tenantId),
  eq(ltiContextClasses.issuer, ltiCourseRosters.issuer),
  eq(ltiContextClasses.deploymentId, ltiCourseRosters.deploymentId),
  eq(ltiContextClasses.contextId, ltiCourseRosters.contextId),
)!;
