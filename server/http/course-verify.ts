import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseVerifyQuerySchema } from '../../src/schemas/shell';
import { canViewCourse } from '../catalogue/course-access';
import { authenticate, claimsOf } from './authenticate';
import { envelope } from './errors';

/** GET /v1/course/verify?courId=… → { verify }: asked before a course page opens (SPEC §7). */
export const courseVerifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/course/verify', { preHandler: authenticate(), schema: { querystring: courseVerifyQuerySchema } }, async (request) =>
    envelope({ verify: await canViewCourse(app.deps.db, claimsOf(request), request.query.courId) }),
  );
};
