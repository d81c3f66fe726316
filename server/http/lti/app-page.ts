import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ltiAppParamsSchema, ltiTenantParamsSchema } from '../../../src/schemas/lti-launch';
import { LTI_APP_ROUTE } from '../../../src/schemas/lti-paths';
import { frameAncestors } from '../../lti/frame-origins';
import { launchFrameOrigins } from '../../lti/launches';
import { LaunchRefused } from '../../lti/launch-refusal';
import { mediaOrigin } from '../../playback/media-host';
import { sends } from '../responses';
import { contentSecurityPolicy, spaIndexHtml } from '../spa';
import { answeringWithPage } from './launch-page';

/**
 * The page a launch lands on (docs/lti.md "Framing"): the web app's own page, under the app's
 * policy except that the launch's platform may frame it. Everywhere else the app keeps
 * `frame-ancestors 'none'`; here the launch named in the path says which origins may (those of
 * its platform's registration and of its verified id token), for as long as the launch is kept, so
 * the page can reload in its frame, and so can the addresses the app builds from its path (a
 * sign-out's return to the login page). The app finds the launch's code in the fragment.
 */
export const appPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, env, spaDir } = app.deps;

  app.get(
    LTI_APP_ROUTE,
    {
      attachValidation: true,
      schema: {
        params: ltiAppParamsSchema,
        response: sends("the web app's page, framed by the launch's platform (refusals: an HTML page with a 4xx)", ['text/html']),
      },
    },
    (request, reply) => {
      const tenantId = ltiTenantParamsSchema.safeParse(request.params).data?.tenantId;
      return answeringWithPage(db, request, reply, tenantId, async () => {
        const { launchId } = request.params;
        const origins = await launchFrameOrigins(db, tenantId!, launchId, clock());
        if (origins === null) throw new LaunchRefused('ended', `no launch ${launchId} of tenant ${tenantId} is kept`);
        const page = await spaIndexHtml(spaDir);
        if (page === null) throw new LaunchRefused('noApp', 'the web app is not built');
        return reply
          .headers({
            'cache-control': 'no-store',
            'content-security-policy': contentSecurityPolicy(mediaOrigin(env), frameAncestors(origins)),
            'x-content-type-options': 'nosniff',
            'referrer-policy': 'same-origin',
          })
          .type('text/html; charset=utf-8')
          .send(page);
      });
    },
  );
};
