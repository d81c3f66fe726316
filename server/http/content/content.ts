import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { helpArticleSchema, helpArticlesQuerySchema, superstarCourseSchema } from '../../../src/schemas/content';
import { helpArticlesOf, superstarCourses } from '../../content/articles';
import { envelope } from '../../errors';
import { claimsOf } from '../authenticate';
import { z } from 'zod';
import { answers } from '../responses';

/**
 * Editorial content of the caller's tenant: help articles searched by keyword (/help-center)
 * and the external MOOC courses linked to the campus (/superstar-course).
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/v1/help/articles',
    { schema: { querystring: helpArticlesQuerySchema, response: answers(z.array(helpArticleSchema)) } },
    async (request) => envelope(await helpArticlesOf(db, claimsOf(request).tid, request.query.keyword)),
  );

  app.get('/v1/superstar/courses', { schema: { response: answers(z.array(superstarCourseSchema)) } }, async (request) =>
    envelope(await superstarCourses(db, claimsOf(request).tid)),
  );
};
