import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientErrorBodySchema, clientErrorResultSchema } from '../../../src/schemas/client-errors';
import { readAccessClaims } from '../authenticate';
import { envelope } from '../../errors';
import { answers } from '../responses';
import { sharedRateLimits } from '../rate-limit-store';

/**
 * POST /v1/client/errors (docs/configuration.md "Error reporting"): a page's error, written to
 * the server log at warn when its level reaches ERROR_REPORT_LEVEL (the spec's 999999 keeps them
 * all in the browser's own log). Public, as pages fail before sign-in too; limited per address,
 * and every field is bounded, so the log cannot be flooded through it.
 */
const REPORTS_PER_MINUTE = 20;

export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, sharedRateLimits(app.deps));
  app.post(
    '/v1/client/errors',
    {
      config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 } },
      schema: { body: clientErrorBodySchema, response: answers(clientErrorResultSchema) },
    },
    async (request) => {
      const recorded = request.body.level >= app.deps.env.ERROR_REPORT_LEVEL;
      if (recorded) {
        const claims = await readAccessClaims(request);
        request.log.warn({ clientError: request.body, user: claims?.usr ?? null, tenant: claims?.tid ?? null }, 'client error');
      }
      return envelope({ recorded });
    },
  );
};
