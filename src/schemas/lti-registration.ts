import { z } from 'zod';
import { isLtiAddress, isLtiIssuer } from './lti-address';
import { LTI_ADDRESS_MAX, LTI_CLIENT_ID_MAX, LTI_DEPLOYMENT_ID_MAX } from './lti';
import { LTI_LOGIN_VALUE_MAX, LTI_OPAQUE_MAX } from './lti-launch';
import { idText, plainText } from './text';

/**
 * LTI Dynamic Registration 1.0 (docs/lti.md "Registering by one address"): the address a tenant's
 * administrator makes (POST /v1/admin/lti/registrations), what the platform appends when it opens
 * it, and what Lectern reads of the platform's OpenID configuration and registration answer.
 */

/** The registration address, with its single-use value in the path (the platform appends a query of its own). */
export const LTI_REGISTRATION_ROUTE = '/v1/lti/:tenantId/register/:invite';
export const LTI_REGISTRATIONS_PATH = '/v1/admin/lti/registrations';

export const ltiRegistrationPath = (tenantId: string, invite: string): string =>
  LTI_REGISTRATION_ROUTE.replace(':tenantId', encodeURIComponent(tenantId)).replace(':invite', encodeURIComponent(invite));

/** A new registration address: its path under the server's public origin, and until when it works. */
export const ltiRegistrationInviteSchema = z.object({ path: z.string(), expiresAt: z.string() });
export type LtiRegistrationInvite = z.infer<typeof ltiRegistrationInviteSchema>;

export const ltiRegistrationParamsSchema = z.object({ tenantId: idText(), invite: plainText().min(1).max(LTI_OPAQUE_MAX) });

/** What the platform appends (LTI DR §3.3): where its configuration is, and the token its registration endpoint wants. */
export const ltiRegistrationQuerySchema = z.object({
  openid_configuration: plainText().min(1, 'is required').max(LTI_ADDRESS_MAX).refine(isLtiAddress, 'must be an https:// address'),
  registration_token: plainText().min(1).max(LTI_LOGIN_VALUE_MAX).optional(),
});

const endpoint = () => z.string().max(LTI_ADDRESS_MAX).refine(isLtiAddress, 'must be an https:// address');

/** The platform's OpenID configuration (LTI DR §3.4): the members Lectern needs; others are ignored. */
export const platformConfigurationSchema = z.object({
  issuer: z.string().max(LTI_ADDRESS_MAX).refine(isLtiIssuer, 'must be an https:// address without a query'),
  authorization_endpoint: endpoint(),
  token_endpoint: endpoint(),
  jwks_uri: endpoint(),
  registration_endpoint: endpoint(),
  token_endpoint_auth_signing_alg_values_supported: z.array(z.string()).optional(),
  scopes_supported: z.array(z.string()).optional(),
  authorization_server: z.string().max(LTI_ADDRESS_MAX).optional(),
  'https://purl.imsglobal.org/spec/lti-platform-configuration': z
    .object({
      product_family_code: z.string().max(100),
      version: z.string().max(100).optional(),
      messages_supported: z.array(z.object({ type: z.string() }).passthrough()).optional(),
    })
    .passthrough(),
});
export type PlatformConfiguration = z.infer<typeof platformConfigurationSchema>;

/** The platform's answer to the registration (LTI DR §3.6): the client id it gave Lectern, and the deployment. */
export const platformRegistrationAnswerSchema = z.object({
  client_id: z.string().min(1).max(LTI_CLIENT_ID_MAX),
  'https://purl.imsglobal.org/spec/lti-tool-configuration': z
    .object({ deployment_id: z.string().min(1).max(LTI_DEPLOYMENT_ID_MAX).optional() })
    .passthrough()
    .optional(),
});
export type PlatformRegistrationAnswer = z.infer<typeof platformRegistrationAnswerSchema>;
