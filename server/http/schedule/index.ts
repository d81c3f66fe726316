import type { FastifyRequest } from 'fastify';
import { assertMayEnter } from '../../access';
import { apiArea } from '../area';
import { claimsOf } from '../authenticate';
import { curriculumRoutes } from './curriculum';

/** The caller's timetable, for users holding a timetable sign (p2-individual-center-class-schedule or p2-front-class-schedule): 403 for the others. */
export const scheduleArea = apiArea('signedIn', [curriculumRoutes], async (request: FastifyRequest) =>
  assertMayEnter(request.server.deps.db, claimsOf(request), 'timetable'),
);
