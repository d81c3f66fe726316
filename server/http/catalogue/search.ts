import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseSearchQuerySchema, searchRecordSchema } from '../../../src/schemas/catalogue';
import { pagedResultSchema } from '../../../src/schemas/envelope';
import { searchCourses } from '../../catalogue/course-search';
import { indexSearchTexts } from '../../catalogue/search-index';
import { claimsOf } from '../authenticate';
import { envelope } from '../../errors';
import { answers } from '../responses';

/**
 * GET /v1/course/search (SPEC §4 "Home search", §7; path chosen): the header's course search.
 * Before the server takes calls, search texts missing or stale (rows written by other paths
 * than the seeds) are rebuilt, so every subject, class, teacher and classroom can be found.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.addHook('onReady', async () => {
    const built = await indexSearchTexts(db);
    if (built > 0) app.log.info({ built }, 'search texts rebuilt');
  });

  app.get(
    '/v1/course/search',
    { schema: { querystring: courseSearchQuerySchema, response: answers(pagedResultSchema(searchRecordSchema)) } },
    async (request) => envelope(await searchCourses(db, claimsOf(request), request.query, clock())),
  );
};
