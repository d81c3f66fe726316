import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ltiCourseParamsSchema, ltiCourseSchema, rosterSyncSchema } from '../../../src/schemas/lti-roster';
import { envelope } from '../../errors';
import { rosterSyncSender } from '../../jobs/lti-roster-sync-job';
import { ltiCoursesOf, syncCourseNow } from '../../lti/lti-courses';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/**
 * LMS courses and their roster sync (docs/api.md "LTI courses", docs/lti.md "Roster sync"): the
 * courses bound to the classes the caller manages, each with its last sync, and "Sync roster
 * now". Who may is decided per course in server/access/lti-roster-rules.ts. Answers are
 * `no-store`: they name students.
 */
export const LTI_COURSES = '/v1/admin/lti/courses';

export const ltiCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, jobs } = app.deps;
  const sendSync = rosterSyncSender(jobs);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(LTI_COURSES, { schema: { response: answers(z.array(ltiCourseSchema)) } }, async (request) =>
    envelope(await ltiCoursesOf(db, claimsOf(request))),
  );

  app.post(`${LTI_COURSES}/:id/sync`, { schema: { params: ltiCourseParamsSchema, response: answers(rosterSyncSchema) } }, async (request) =>
    envelope(await syncCourseNow(db, sendSync, claimsOf(request), request.params.id, clock())),
  );
};
