import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveWatchBodySchema, liveWatchResultSchema } from '../../../src/schemas/live';
import { envelope } from '../../errors';
import { recordLiveBeat } from '../../live/live-watch';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/** POST /v1/live/watch (path chosen): the live player's beat while a signed-in viewer watches. */
export const liveWatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  app.post('/v1/live/watch', { schema: { body: liveWatchBodySchema, response: answers(liveWatchResultSchema) } }, async (request) =>
    envelope(await recordLiveBeat(db, claimsOf(request), request.body.courseId, clock())),
  );
};
