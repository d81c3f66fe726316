import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseVerifyQuerySchema, courseVerifyResultSchema } from '../../../src/schemas/shell';
import { canViewCourse } from '../../access';
import { claimsOf } from '../authenticate';
import { envelope } from '../../errors';
import { answers } from '../responses';

/** GET /v1/course/verify?courId=… → { verify }: asked before a course page opens (SPEC §7). */
export const courseVerifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/course/verify',
    { schema: { querystring: courseVerifyQuerySchema, response: answers(courseVerifyResultSchema) } },
    async (request) => envelope({ verify: await canViewCourse(app.deps.db, claimsOf(request), request.query.courId) }),
  );
};
