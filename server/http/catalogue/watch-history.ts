import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recentWatchBodySchema, recentWatchResultSchema } from '../../../src/schemas/shell';
import { recentWatches } from '../../catalogue/watch-history';
import { envelope } from '../../errors';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/** POST /v1/list/recentWatchRecord: the caller's watch history by day (server/catalogue/watch-history.ts). */
export const watchHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/list/recentWatchRecord',
    { schema: { body: recentWatchBodySchema, response: answers(recentWatchResultSchema) } },
    async (request) => envelope(await recentWatches(app.deps.db, claimsOf(request), request.body)),
  );
};
