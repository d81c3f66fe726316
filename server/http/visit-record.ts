import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { visitRecordBodySchema } from '../../src/schemas/catalogue';
import { tenants, visitRecords } from '../db/schema';
import { readAccessClaims } from './authenticate';
import { ApiError, envelope } from './errors';
import { requestTenant } from './request-tenant';

/**
 * POST /v1/statistics/visitRecord/create (SPEC §7): one page visit for the data board. Public:
 * pages before sign-in count too; the user is the token's when a valid one is sent.
 */
const USER_AGENT_MAX = 512;

export const visitRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post('/v1/statistics/visitRecord/create', { schema: { body: visitRecordBodySchema } }, async (request) => {
    const claims = await readAccessClaims(request);
    const tenantId = claims ? claims.tid : await requestTenant(request);
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
    if (!tenant) throw new ApiError('badRequest', 'tenantid: unknown tenant');
    await db.insert(visitRecords).values({
      tenantId,
      userId: claims?.sub ?? null,
      path: request.body.path,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
    });
    return envelope({ recorded: true as const });
  });
};
