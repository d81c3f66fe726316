import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ltiLaunchBodySchema, ltiTenantParamsSchema } from '../../../src/schemas/lti-launch';
import { LTI_APP_ROUTE, LTI_LANDING_PAGE, LTI_TOOL_ROUTES } from '../../../src/schemas/lti-paths';
import { deepLinkingRequest } from '../../lti/deep-linking-request';
import { platformKeySets } from '../../lti/platform-key-sets';
import { resourceLinkLaunch, type LaunchOutcome } from '../../lti/resource-link-launch';
import { syncAfterLaunch } from '../../lti/roster-sync-requests';
import { rosterSyncSender } from '../../jobs/lti-roster-sync-job';
import { redirects } from '../responses';
import type { LaunchPost } from '../../lti/verified-launch';
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
  const { db, clock, jobs } = app.deps;
  const sendSync = rosterSyncSender(jobs);
  // One cache of the platforms' key sets per server.
  const keySets = platformKeySets();

  const options = {
    attachValidation: true,
    schema: { params: ltiTenantParamsSchema, body: ltiLaunchBodySchema, response: redirects(DESCRIPTION) },
  };

  /** Runs a posted launch of either kind (refusals become pages), then sends the browser to its page with its code. */
  const toLaunchPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    body: { id_token: string; state: string },
    launch: (posted: LaunchPost) => Promise<LaunchOutcome>,
  ) => {
    const tenantId = ltiTenantParamsSchema.safeParse(request.params).data?.tenantId;
    return answeringWithPage(db, request, reply, tenantId, async () => {
      const { launchId, code } = await launch({ tenantId: tenantId!, idToken: body.id_token, state: body.state });
      return reply.header('cache-control', 'no-store').redirect(launchPageAddress(tenantId!, launchId, code), 302);
    });
  };

  app.post(LTI_TOOL_ROUTES.launch, options, (request, reply) =>
    toLaunchPage(request, reply, request.body, async (posted) => {
      const outcome = await resourceLinkLaunch(db, keySets, posted, clock());
      if (outcome.rosterId)
        await syncAfterLaunch(db, sendSync, { tenantId: posted.tenantId, rosterId: outcome.rosterId }, clock(), request.log);
      return outcome;
    }),
  );

  // A deep-linking request (docs/lti.md "Deep linking"), posted like a launch; its page lands on the picker.
  app.post(LTI_TOOL_ROUTES.deepLink, options, (request, reply) =>
    toLaunchPage(request, reply, request.body, (posted) => deepLinkingRequest(db, keySets, posted, clock())),
  );
};
