import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ltiLandingSchema, ltiSessionBodySchema, ltiSessionResultSchema } from '../../../src/schemas/lti-launch';
import { LTI_SESSION_PATH } from '../../../src/schemas/lti-paths';
import { findUserById, toWireUser } from '../../auth/users';
import { ApiError, envelope } from '../../errors';
import { spendLaunchCode } from '../../lti/launches';
import { answers } from '../responses';

/**
 * POST /v1/lti/session: the launch's page exchanges its code for a session of its own, as a
 * password sign-in answers one, and learns where to land (docs/lti.md "Landing signed in"). The
 * code works once, within 60 s of the launch; its user must still be active. The session is
 * the app's usual one (tokens in the tab, refreshed as any other), so nothing rests on a cookie.
 */
export const launchSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, sessions } = app.deps;

  app.post(
    LTI_SESSION_PATH,
    { schema: { body: ltiSessionBodySchema, response: answers(ltiSessionResultSchema) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const launch = await spendLaunchCode(db, request.body.code, clock());
      if (!launch) throw new ApiError('ltiCodeInvalid');
      const row = await findUserById(db, launch.userId);
      if (!row || !row.active || row.tenantId !== launch.tenantId) throw new ApiError('ltiCodeInvalid', 'the launched user is disabled');
      // The password lives with no one: a launched session never has a forced change pending.
      const { sessionId: _sid, ...tokens } = await sessions.open(row, false, { userAgent: request.headers['user-agent'], ip: request.ip });
      // Parsed, so what the server keeps beside a landing (a deep-linking request's return address and data) never leaves it.
      return envelope({ ...tokens, user: await toWireUser(db, row, false), landing: ltiLandingSchema.parse(launch.landing) });
    },
  );
};
