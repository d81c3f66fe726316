import type { IncomingHttpHeaders } from 'node:http';
import { AGS_LINEITEM_SCOPE, AGS_SCORE_SCOPE, NRPS_SCOPE } from '../../server/lti/service-token';
import type { PlatformSimulator } from './lti-platform';

/**
 * The platform's side of LTI Dynamic Registration (docs/lti.md "Registering by one address") on a
 * simulator's origin: its OpenID configuration at /.well-known/openid-configuration and its
 * registration endpoint at /register, which records what Lectern sends and answers the
 * simulator's own client id and deployment, so the platform Lectern records is the simulator and
 * its launches work. `answer` changes what the next registrations get.
 */
export type RecordedRegistration = { headers: IncomingHttpHeaders; body: Record<string, unknown> };

export type RegistrationSide = {
  configurationUrl: string;
  registrations: RecordedRegistration[];
  answer: {
    /** The registration endpoint's status (200 registers). */
    status: number;
    /** Replaces members of the configuration (undefined removes one). */
    configuration: Record<string, unknown>;
    /** Leaves the deployment out of the registration's answer. */
    withoutDeployment: boolean;
  };
};

const PLATFORM_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-platform-configuration';
const TOOL_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-tool-configuration';

export function offerRegistration(platform: PlatformSimulator): RegistrationSide {
  const side: RegistrationSide = {
    configurationUrl: `${platform.origin}/.well-known/openid-configuration`,
    registrations: [],
    answer: { status: 200, configuration: {}, withoutDeployment: false },
  };
  platform.serve('/.well-known/openid-configuration', (_request, response) => {
    const configuration: Record<string, unknown> = {
      issuer: platform.issuer,
      authorization_endpoint: platform.registration.authUrl,
      token_endpoint: platform.registration.tokenUrl,
      jwks_uri: platform.registration.keySetUrl,
      registration_endpoint: `${platform.origin}/register`,
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', NRPS_SCOPE, AGS_LINEITEM_SCOPE, AGS_SCORE_SCOPE],
      response_types_supported: ['id_token'],
      [PLATFORM_CONFIGURATION]: {
        product_family_code: 'simulated-lms',
        version: '1.0',
        messages_supported: [{ type: 'LtiResourceLinkRequest' }, { type: 'LtiDeepLinkingRequest' }],
      },
      ...side.answer.configuration,
    };
    for (const [key, value] of Object.entries(configuration)) if (value === undefined) delete configuration[key];
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(configuration));
  });
  platform.serve('/register', (request, response, body) => {
    side.registrations.push({ headers: request.headers, body: JSON.parse(body) as Record<string, unknown> });
    if (side.answer.status !== 200) return void response.writeHead(side.answer.status).end('registration closed');
    const sent = JSON.parse(body) as Record<string, unknown>;
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        ...sent,
        client_id: platform.clientId,
        [TOOL_CONFIGURATION]: {
          ...(sent[TOOL_CONFIGURATION] as object),
          ...(side.answer.withoutDeployment ? {} : { deployment_id: platform.deploymentId }),
        },
      }),
    );
  });
  return side;
}
