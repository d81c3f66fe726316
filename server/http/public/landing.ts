import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { landingSummary } from '../../catalogue/landing-summary';
import { envelope } from '../../errors';
import { requestTenant } from '../request-tenant';
import { landingSummarySchema } from '../../../src/schemas/landing';
import { answers } from '../responses';

/** GET /v1/public/landing: /kiaf/homepage's figures, before sign-in (docs/routes.md "/kiaf/homepage"). */
export const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/public/landing', { schema: { response: answers(landingSummarySchema) } }, async (request) =>
    envelope(await landingSummary(app.deps.db, await requestTenant(request), app.deps.clock())),
  );
};
