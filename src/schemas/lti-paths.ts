/**
 * Lectern's addresses as an LTI 1.3 tool (docs/lti.md "What the platform is given"), named once
 * for the server's routes and the admin page that shows them. The key set is one for the whole
 * installation. The others name the tenant: a launch's issuer and client id are not enough to find
 * the tenant (every school on Canvas's cloud has the same issuer, and may share one client id),
 * and platforms are registered per tenant. The picker's calls and page name a deep-linking
 * launch instead: it knows its tenant.
 */
export const LTI_KEY_SET_PATH = '/v1/lti/jwks';

/** The tenant's tool routes, as Fastify patterns. */
export const LTI_TOOL_ROUTES = {
  /** OIDC login initiation: the platform's first request of a launch. */
  login: '/v1/lti/:tenantId/login',
  /** Where the platform posts the launch's id token (the redirect URI), and the tool's default target link. */
  launch: '/v1/lti/:tenantId/launch',
  /** The target link of a deep-linking request: the teacher's picker. */
  deepLink: '/v1/lti/:tenantId/deep-link',
} as const;

export type LtiToolRoute = keyof typeof LTI_TOOL_ROUTES;

/**
 * Where a launch's page is served (docs/lti.md "Landing signed in"): the SPA, framed by the
 * launching platform only. Its path names the launch, so the addresses the app builds from its
 * path (a sign-out's return to the login page) stay framable; the code to exchange travels in the
 * fragment, which no request carries.
 */
export const LTI_APP_ROUTE = '/v1/lti/:tenantId/app/:launchId';

/** The SPA's exchange of a launch's code for its session. */
export const LTI_SESSION_PATH = '/v1/lti/session';

/** The SPA's page that makes that exchange, as a hash route. */
export const LTI_LANDING_PAGE = '/lti/launch';

/** The picker of a deep-linking launch (docs/lti.md "Deep linking"): what it may link, and its answer. */
export const LTI_DEEP_LINK_CHOICES_PATH = '/v1/lti/deep-links/:launchId';
export const LTI_DEEP_LINK_ANSWER_PATH = '/v1/lti/deep-links/:launchId/answer';

/** The SPA's picker page, as a hash route. */
export const LTI_PICKER_PAGE = '/lti/deep-link';

/** A tool route's path for one tenant. */
export const ltiToolPath = (route: LtiToolRoute, tenantId: string): string =>
  LTI_TOOL_ROUTES[route].replace(':tenantId', encodeURIComponent(tenantId));

/** Every address an LMS administrator enters, as absolute URLs under `base` (the server's public origin). */
export type LtiToolUrls = { login: string; launch: string; deepLink: string; keySet: string };

export function ltiToolUrls(base: string, tenantId: string): LtiToolUrls {
  const origin = base.replace(/\/+$/, '');
  return {
    login: `${origin}${ltiToolPath('login', tenantId)}`,
    launch: `${origin}${ltiToolPath('launch', tenantId)}`,
    deepLink: `${origin}${ltiToolPath('deepLink', tenantId)}`,
    keySet: `${origin}${LTI_KEY_SET_PATH}`,
  };
}
