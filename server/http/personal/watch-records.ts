import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedResultSchema } from '../../../src/schemas/envelope';
import {
  watchRecordDeletedSchema,
  watchRecordItemSchema,
  watchRecordListQuerySchema,
  watchRecordParamsSchema,
} from '../../../src/schemas/personal';
import { envelope } from '../../errors';
import { clearWatchRecords, deleteWatchRecord, myWatchRecords } from '../../personal/watch-records';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/** The full viewing record, recordings and live lessons (paths chosen, docs/api.md): list, delete one, clear all. */
export const watchRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  app.get(
    '/v1/myself/watchRecords',
    { schema: { querystring: watchRecordListQuerySchema, response: answers(pagedResultSchema(watchRecordItemSchema)) } },
    async (request) => envelope(await myWatchRecords(db, claimsOf(request), request.query, clock())),
  );
  app.delete(
    '/v1/myself/watchRecords/:id',
    { schema: { params: watchRecordParamsSchema, response: answers(watchRecordDeletedSchema) } },
    async (request) => envelope(await deleteWatchRecord(db, claimsOf(request), request.params.id, clock())),
  );
  app.delete('/v1/myself/watchRecords', { schema: { response: answers(watchRecordDeletedSchema) } }, async (request) =>
    envelope(await clearWatchRecords(db, claimsOf(request), clock())),
  );
};
