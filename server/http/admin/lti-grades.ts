import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classGradesParamsSchema,
  classGradesSchema,
  gradeItemBodySchema,
  gradeItemParamsSchema,
  gradeItemSchema,
} from '../../../src/schemas/lti-grades';
import { envelope } from '../../errors';
import { gradeScoreSender } from '../../jobs/lti-grade-score-job';
import { classGrades, makeGradeItem, stopGradeItem } from '../../lti/grade-items';
import { sharedServiceTokens } from '../../lti/service-token';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/**
 * A class's graded items in its LMS courses (docs/api.md "LTI grades", docs/lti.md "Grades"): the
 * bound courses that offer line items, the items made, making one (or grading it again), and
 * stopping one. Who may is decided per
 * class in server/access/lti-grade-rules.ts. Answers are `no-store`: they are about grades.
 */
export const CLASS_GRADES = '/v1/admin/classes/:teclId/lti-grades';

export const ltiGradeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, jobs } = app.deps;
  const send = gradeScoreSender(jobs);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(CLASS_GRADES, { schema: { params: classGradesParamsSchema, response: answers(classGradesSchema) } }, async (request) =>
    envelope(await classGrades(db, claimsOf(request), request.params.teclId)),
  );

  app.post(
    CLASS_GRADES,
    { schema: { params: classGradesParamsSchema, body: gradeItemBodySchema, response: answers(gradeItemSchema) } },
    async (request) =>
      envelope(
        await makeGradeItem(db, claimsOf(request), request.params.teclId, request.body, {
          tokens: sharedServiceTokens(db, clock),
          send,
          now: clock(),
          log: request.log,
        }),
      ),
  );

  app.post(
    `${CLASS_GRADES}/:itemId/stop`,
    { schema: { params: gradeItemParamsSchema, response: answers(gradeItemSchema) } },
    async (request) => envelope(await stopGradeItem(db, claimsOf(request), request.params.teclId, request.params.itemId, clock())),
  );
};
