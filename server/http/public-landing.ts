import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { landingSummary } from '../catalogue/landing-summary';
import { envelope } from './errors';
import { requestTenant } from './request-tenant';

/** GET /v1/public/landing: /kiaf/homepage's figures, before sign-in (docs/routes.md "/kiaf/homepage"). */
export const publicLandingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/public/landing', async (request) => envelope(await landingSummary(app.deps.db, await requestTenant(request), app.deps.clock())));
};
