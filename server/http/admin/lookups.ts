import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLookupsSchema } from '../../../src/schemas/admin-lookups';
import { adminLookups } from '../../admin/lookups';
import { envelope } from '../../errors';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/** GET /v1/admin/lookups: the subjects, teachers and classrooms /admin/home's forms offer. */
export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get('/v1/admin/lookups', { schema: { response: answers(adminLookupsSchema) } }, async (request) =>
    envelope(await adminLookups(db, claimsOf(request))),
  );
};
