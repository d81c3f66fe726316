import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { terminalBodySchema } from '../../src/schemas/auth';
import { sessions } from '../db/schema';
import { authenticate, claimsOf } from './authenticate';
import { envelope } from './errors';

/** POST /v1/statistics/terminal: the device type of this session, posted once after login. */
export const terminalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v1/statistics/terminal', { preHandler: authenticate({ duringPasswordChange: true }), schema: { body: terminalBodySchema } }, async (request) => {
    const claims = claimsOf(request);
    await app.deps.db.update(sessions).set({ terminalType: request.body.terminalType }).where(eq(sessions.id, claims.sid));
    return envelope({ terminalType: request.body.terminalType });
  });
};
