import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LTI_REGISTRATIONS_PATH, ltiRegistrationInviteSchema, ltiRegistrationPath } from '../../../src/schemas/lti-registration';
import { assertMayManageLti } from '../../access';
import { envelope } from '../../errors';
import { issueRegistrationInvite } from '../../lti/registration-invites';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/**
 * POST /v1/admin/lti/registrations: a new single-use registration address for the tenant (docs/lti.md
 * "Registering by one address"), for its administrators only. The answer is the address's path,
 * which the admin page shows under its own origin; it is never stored anywhere but its hash.
 */
export const ltiRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.post(LTI_REGISTRATIONS_PATH, { schema: { response: answers(ltiRegistrationInviteSchema) } }, async (request, reply) => {
    const claims = claimsOf(request);
    assertMayManageLti(claims);
    reply.header('cache-control', 'private, no-store');
    const { token, expiresAt } = await issueRegistrationInvite(db, claims.tid, claims.sub, clock());
    return envelope({ path: ltiRegistrationPath(claims.tid, token), expiresAt: expiresAt.toISOString() });
  });
};
