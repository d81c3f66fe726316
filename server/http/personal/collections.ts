import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedResultSchema } from '../../../src/schemas/envelope';
import { collectionItemSchema, collectionListQuerySchema } from '../../../src/schemas/personal';
import { envelope } from '../../errors';
import { myCollections } from '../../personal/collections';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/** GET /v1/list/vod/collection: the caller's favourites, paged (server/personal/collections.ts). */
export const collectionListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/list/vod/collection',
    { schema: { querystring: collectionListQuerySchema, response: answers(pagedResultSchema(collectionItemSchema)) } },
    async (request) => envelope(await myCollections(app.deps.db, claimsOf(request), request.query)),
  );
};
