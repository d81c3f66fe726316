import { ltiToolUrls } from '../../src/schemas/lti-paths';
import type { PlatformConfiguration } from '../../src/schemas/lti-registration';
import { AGS_LINEITEM_SCOPE, AGS_SCORE_SCOPE, NRPS_SCOPE } from './service-token';

/**
 * What Lectern tells a platform about itself when it registers there (LTI Dynamic Registration
 * 1.0 §3.5, OpenID Connect Dynamic Client Registration): the same addresses an LMS administrator
 * would type by hand (docs/lti.md "What the platform is given"), the claims it wants (the user's
 * name and e-mail: shown in Lectern, never matched on), the services it calls (only those the
 * platform offers), and deep linking as a second message. Pure: the registration sends it.
 */
export const TOOL_CLIENT_NAME = 'Lectern';

/** The services Lectern calls with a token of the platform, asked for only where the platform offers them. */
export const TOOL_SCOPES = [NRPS_SCOPE, AGS_LINEITEM_SCOPE, AGS_SCORE_SCOPE] as const;

const TOOL_CLAIMS = ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'];

export function toolRegistration(origin: string, tenantId: string, platform: PlatformConfiguration): Record<string, unknown> {
  const urls = ltiToolUrls(origin, tenantId);
  const offered = new Set(platform.scopes_supported ?? []);
  const scopes = TOOL_SCOPES.filter((scope) => offered.has(scope));
  return {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: urls.login,
    redirect_uris: [urls.launch, urls.deepLink],
    client_name: TOOL_CLIENT_NAME,
    jwks_uri: urls.keySet,
    token_endpoint_auth_method: 'private_key_jwt',
    ...(scopes.length === 0 ? {} : { scope: scopes.join(' ') }),
    'https://purl.imsglobal.org/spec/lti-tool-configuration': {
      domain: new URL(origin).host,
      target_link_uri: urls.launch,
      claims: TOOL_CLAIMS,
      messages: [{ type: 'LtiDeepLinkingRequest', target_link_uri: urls.deepLink, label: TOOL_CLIENT_NAME }],
    },
  };
}
