import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classDetailQuerySchema, classDetailSchema, collectionBodySchema, collectionResultSchema } from '../../../src/schemas/detail';
import { classDetail } from '../../detail/class-detail';
import { toggleCollection } from '../../detail/collection-toggle';
import { claimsOf } from '../authenticate';
import { envelope } from '../../errors';
import { answers } from '../responses';

/**
 * The course pages (/live-detail, /video-detail): GET /v1/tecl/detail (path chosen) with the
 * class, its lessons, recordings and resources; POST /v1/vod/collection toggles a favourite.
 * Both refuse what the caller may not watch: 404 for another tenant's, 403 'no permission'.
 */
export const classDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get('/v1/tecl/detail', { schema: { querystring: classDetailQuerySchema, response: answers(classDetailSchema) } }, async (request) =>
    envelope(await classDetail(db, claimsOf(request), request.query, clock())),
  );

  app.post('/v1/vod/collection', { schema: { body: collectionBodySchema, response: answers(collectionResultSchema) } }, async (request) =>
    envelope(await toggleCollection(db, claimsOf(request), request.body)),
  );
};
