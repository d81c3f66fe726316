import type { FastifyRequest } from 'fastify';
import { assertMayEnter } from '../../access';
import { apiArea } from '../area';
import { claimsOf } from '../authenticate';
import { captureRoutes } from './capture';
import { classDetailRoutes } from './class-detail';
import { classRoutes } from './classes';
import { courseSessionRoutes } from './course-sessions';
import { enrolmentRoutes } from './enrolment';
import { lookupRoutes } from './lookups';
import { ltiCourseRoutes } from './lti-courses';
import { ltiGradeRoutes } from './lti-grades';
import { ltiPlatformRoutes } from './lti-platforms';
import { ltiRegistrationRoutes } from './lti-registrations';
import { schoolLookRoutes } from './school-look';

/**
 * Course management (/admin/home), for users holding its sign (p2-individual-center-admin:
 * teachers and administrators), 403 for the others; which class a caller may manage is decided
 * per call (server/access/class-roles.ts).
 */
export const adminArea = apiArea(
  'signedIn',
  [
    courseSessionRoutes,
    enrolmentRoutes,
    classRoutes,
    classDetailRoutes,
    schoolLookRoutes,
    lookupRoutes,
    captureRoutes,
    ltiPlatformRoutes,
    ltiCourseRoutes,
    ltiGradeRoutes,
    ltiRegistrationRoutes,
  ],
  async (request: FastifyRequest) => assertMayEnter(request.server.deps.db, claimsOf(request), 'courseManagement'),
);
