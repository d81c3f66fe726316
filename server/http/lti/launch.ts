import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ltiLaunchBodySchema, ltiTenantParamsSchema } from '../../../src/schemas/lti-launch';
import { LTI_APP_ROUTE, LTI_LANDING_PAGE, LTI_TOOL_ROUTES } from '../../../src/schemas/lti-paths';
import { platformKeySets } from '../../lti/platform-key-sets';
import { resourceLinkLaunch } from '../../lti/resource-link-launch';
import { redirects } from '../responses';
import { answeringWithPage } from './launch-page';

/**
 * The resource-link launch (docs/lti.md "The launch"): the platform's form post of the id token
 * and the state. Verified and applied by server/lti/resource-link-launch.ts; the browser then goes
 * to the launch's page, with the code to exchange for a session in the fragment, which no request
 * carries and no log records. Refusals are the launch's page in the user's language (4xx).
 */
const DESCRIPTION = "the launch's page of the web app, with its single-use code in the fragment (refusals: an HTML page with a 4xx)";

/** `/v1/lti/<tenant>/app/<launch>#/lti/launch?code=<code>` */
export const launchPageAddress = (tenantId: string, launchId: string, code: string): string =>
  `${LTI_APP_ROUTE.replace(':tenantId', encodeURIComponent(tenantId)).replace(':launchId', encodeURIComponent(launchId))}` +
  `#${LTI_LANDING_PAGE}?code=${encodeURIComponent(code)}`;

export const launchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  // One cache of the platforms' key sets per server.
  const keySets = platformKeySets();

  app.post(
    LTI_TOOL_ROUTES.launch,
    { attachValidation: true, schema: { params: ltiTenantParamsSchema, body: ltiLaunchBodySchema, response: redirects(DESCRIPTION) } },
    (request, reply) => {
      const tenantId = ltiTenantParamsSchema.safeParse(request.params).data?.tenantId;
      return answeringWithPage(db, request, reply, tenantId, async () => {
        const posted = { tenantId: tenantId!, idToken: request.body.id_token, state: request.body.state };
        const { launchId, code } = await resourceLinkLaunch(db, keySets, posted, clock());
        return reply.header('cache-control', 'no-store').redirect(launchPageAddress(tenantId!, launchId, code), 302);
      });
    },
  );
};
