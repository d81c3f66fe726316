import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitRecordBodySchema, visitRecordResultSchema } from '../../../src/schemas/catalogue';
import { readAccessClaims } from '../authenticate';
import { tenantExists } from '../../config/schools';
import { ApiError, envelope } from '../../errors';
import { recordVisit } from '../../statistics/records';
import { requestTenant } from '../request-tenant';
import { answers } from '../responses';
import { sharedRateLimits } from '../rate-limit-store';

/**
 * POST /v1/statistics/visitRecord/create (SPEC §7): one page visit for the data board. Public:
 * pages before sign-in count too; the user is the token's when a valid one is sent. Each write
 * is a row, so they are limited per minute: per client address without a session
 * (VISIT_MAX_PER_IP), per user with one (VISIT_MAX_PER_USER, more generous: a school's users may
 * share one address). The browser ignores a refused visit (src/routes/record-visit.ts).
 */
const USER_AGENT_MAX = 512;
const VISIT_WINDOW_MS = 60_000;

const USER_KEY = 'user:';

async function visitorKey(request: FastifyRequest): Promise<string> {
  request.auth = await readAccessClaims(request);
  return request.auth ? `${USER_KEY}${request.auth.tid}:${request.auth.sub}` : `address:${request.ip}`;
}

export const visitRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.deps;
  await app.register(rateLimit, sharedRateLimits(app.deps));
  const visitLimit = {
    rateLimit: {
      keyGenerator: visitorKey,
      max: (_request: FastifyRequest, key: string) => (key.startsWith(USER_KEY) ? env.VISIT_MAX_PER_USER : env.VISIT_MAX_PER_IP),
      timeWindow: VISIT_WINDOW_MS,
    },
  };

  app.post(
    '/v1/statistics/visitRecord/create',
    { config: visitLimit, schema: { body: visitRecordBodySchema, response: answers(visitRecordResultSchema) } },
    async (request) => {
      // Read once by the limit's key, before the body.
      const claims = request.auth;
      const tenantId = claims ? claims.tid : await requestTenant(request);
      if (!(await tenantExists(db, tenantId))) throw new ApiError('badRequest', 'tenantid: unknown tenant');
      await recordVisit(db, {
        tenantId,
        userId: claims?.sub ?? null,
        path: request.body.path,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
      });
      return envelope({ recorded: true as const });
    },
  );
};
