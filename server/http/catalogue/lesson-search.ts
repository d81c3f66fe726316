import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonHitPageSchema, lessonSearchQuerySchema } from '../../../src/schemas/lesson-search';
import { searchMoments } from '../../lesson-text/moment-search';
import { indexUnindexedNotes } from '../../lesson-text/note-index';
import { claimsOf } from '../authenticate';
import { envelope } from '../../errors';
import { answers } from '../responses';

/**
 * GET /v1/lesson/search (path chosen, docs/search.md "Inside lessons"): the moments inside lessons
 * that hold the keyword. Before the server takes calls, notes written by other paths than the note
 * routes (the seed) get their passages.
 */
export const lessonSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onReady', async () => {
    const indexed = await indexUnindexedNotes(app.deps.db);
    if (indexed > 0) app.log.info({ indexed }, 'notes indexed for the search inside lessons');
  });

  app.get(
    '/v1/lesson/search',
    { schema: { querystring: lessonSearchQuerySchema, response: answers(lessonHitPageSchema) } },
    async (request) => envelope(await searchMoments(app.deps.db, claimsOf(request), request.query)),
  );
};
