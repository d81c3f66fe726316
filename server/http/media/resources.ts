import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedResultSchema } from '../../../src/schemas/envelope';
import {
  attachClassQuerySchema,
  attachClassSchema,
  attachResourceBodySchema,
  attachResultSchema,
  deleteResourceBodySchema,
  deletedResourceSchema,
  personalResourceSchema,
  renameResourceBodySchema,
  resourceListQuerySchema,
} from '../../../src/schemas/media-library';
import { envelope } from '../../errors';
import { attachResource } from '../../media-library/attach';
import { attachClasses } from '../../media-library/attach-classes';
import { deleteResource, renameResource, type LibrarySettings } from '../../media-library/manage';
import { listResources } from '../../media-library/resources';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/** Personal resources (docs/uploads.md "Personal resources"): list, rename, delete, attach to a lesson. */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, clock } = app.deps;
  const settings: LibrarySettings = { media };

  app.get(
    '/v1/media/resources',
    { schema: { querystring: resourceListQuerySchema, response: answers(pagedResultSchema(personalResourceSchema)) } },
    async (request) => envelope(await listResources(db, media, claimsOf(request), request.query)),
  );

  app.post(
    '/v1/media/resources/rename',
    { schema: { body: renameResourceBodySchema, response: answers(personalResourceSchema) } },
    async (request) => envelope(await renameResource(db, settings, claimsOf(request), request.body)),
  );

  app.post(
    '/v1/media/resources/delete',
    { schema: { body: deleteResourceBodySchema, response: answers(deletedResourceSchema) } },
    async (request) => envelope(await deleteResource(db, settings, claimsOf(request), request.body.id)),
  );

  app.get(
    '/v1/media/lessons',
    { schema: { querystring: attachClassQuerySchema, response: answers(pagedResultSchema(attachClassSchema)) } },
    async (request) => envelope(await attachClasses(db, claimsOf(request), request.query)),
  );

  app.post(
    '/v1/media/resources/attach',
    { schema: { body: attachResourceBodySchema, response: answers(attachResultSchema) } },
    async (request) => envelope(await attachResource(db, media, claimsOf(request), request.body, clock())),
  );
};
