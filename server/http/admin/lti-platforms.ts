import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ltiPlatformBodySchema, ltiPlatformParamsSchema, ltiPlatformRemovedSchema, ltiPlatformSchema } from '../../../src/schemas/lti';
import { assertMayManageLti } from '../../access';
import { envelope } from '../../errors';
import { createLtiPlatform, deleteLtiPlatform, ltiPlatformsOf, updateLtiPlatform } from '../../lti/platforms';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/**
 * LTI platforms, for the tenant's administrators (403 for teachers and students before anything
 * is read): list, register, change and remove the learning platforms that may launch Lectern;
 * docs/api.md "LTI platforms", docs/lti.md. Answers are `no-store`: they describe who may sign
 * people into the tenant, which no shared cache should keep.
 */
const PLATFORMS = '/v1/admin/lti/platforms';

export const ltiPlatformRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const administrators = { preHandler: async (request: FastifyRequest) => assertMayManageLti(claimsOf(request)) };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(PLATFORMS, { ...administrators, schema: { response: answers(z.array(ltiPlatformSchema)) } }, async (request) =>
    envelope(await ltiPlatformsOf(db, claimsOf(request))),
  );

  app.post(
    PLATFORMS,
    { ...administrators, schema: { body: ltiPlatformBodySchema, response: answers(ltiPlatformSchema) } },
    async (request) => envelope(await createLtiPlatform(db, claimsOf(request), request.body, clock())),
  );

  app.put(
    `${PLATFORMS}/:id`,
    { ...administrators, schema: { params: ltiPlatformParamsSchema, body: ltiPlatformBodySchema, response: answers(ltiPlatformSchema) } },
    async (request) => envelope(await updateLtiPlatform(db, claimsOf(request), request.params.id, request.body, clock())),
  );

  app.delete(
    `${PLATFORMS}/:id`,
    { ...administrators, schema: { params: ltiPlatformParamsSchema, response: answers(ltiPlatformRemovedSchema) } },
    async (request) => envelope(await deleteLtiPlatform(db, claimsOf(request), request.params.id)),
  );
};
