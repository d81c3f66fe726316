import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ltiLoginSchema, ltiTenantParamsSchema, type LtiLogin } from '../../../src/schemas/lti-launch';
import { LTI_TOOL_ROUTES } from '../../../src/schemas/lti-paths';
import { beginLogin } from '../../lti/login-initiation';
import { redirects } from '../responses';
import { answeringWithPage } from './launch-page';

/**
 * The OIDC login initiation (docs/lti.md "The launch"), GET with a query or POST with a form, as
 * platforms send either: on success a redirect to the platform's authorisation endpoint with a
 * fresh state and nonce; on any refusal the launch's page in the user's language (4xx), since a
 * person is looking at the LMS's frame, not a program at an envelope.
 */
const DESCRIPTION = "the platform's authorisation endpoint, asking for an id token (refusals: an HTML page with a 4xx)";

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  const login = (request: FastifyRequest, reply: FastifyReply, values: LtiLogin) => {
    const tenantId = ltiTenantParamsSchema.safeParse(request.params).data?.tenantId;
    return answeringWithPage(db, request, reply, tenantId, async () => {
      const authorisation = await beginLogin(db, tenantId!, values, clock());
      return reply.header('cache-control', 'no-store').redirect(authorisation.href, 302);
    });
  };

  app.get(
    LTI_TOOL_ROUTES.login,
    { attachValidation: true, schema: { params: ltiTenantParamsSchema, querystring: ltiLoginSchema, response: redirects(DESCRIPTION) } },
    (request, reply) => login(request, reply, request.query),
  );
  app.post(
    LTI_TOOL_ROUTES.login,
    { attachValidation: true, schema: { params: ltiTenantParamsSchema, body: ltiLoginSchema, response: redirects(DESCRIPTION) } },
    (request, reply) => login(request, reply, request.body),
  );
};
