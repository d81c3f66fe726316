import { z } from 'zod';
import { ruleParams } from './field-problems';
import { isLtiAddress } from './lti-address';
import { idText, NO_CONTROL_CHARACTERS, plainText } from './text';

/**
 * LTI 1.3 platforms (docs/lti.md, docs/api.md "LTI platforms"), registered per tenant by its
 * administrators under /v1/admin/lti/platforms: what the platform's administrator gives Lectern.
 * And Lectern's own public key set (GET /v1/lti/jwks).
 */

export const LTI_NAME_MAX = 100;
/** Longest address; an endpoint with a long path and query fits. */
export const LTI_ADDRESS_MAX = 2048;
/** Client ids and deployment ids are the platform's strings (Canvas: digits; Moodle: letters and digits). */
export const LTI_CLIENT_ID_MAX = 255;
export const LTI_DEPLOYMENT_ID_MAX = 255;
/** A platform has one deployment per place the tool is installed; dozens would be a mistake. */
export const LTI_DEPLOYMENTS_MAX = 50;

/**
 * The address rule (./lti-address.ts) as a field rule. Left to the other rules: an empty value
 * (required), one too long, or one with control characters, so a field gets one problem.
 */
const leftToOtherRules = (value: string) => value === '' || value.length > LTI_ADDRESS_MAX || !NO_CONTROL_CHARACTERS.test(value);
const secureAddress = {
  message: 'must be an https:// address with a host (http:// only for localhost)',
  params: ruleParams('secureAddress'),
};

const address = () =>
  plainText()
    .trim()
    .min(1, 'is required')
    .max(LTI_ADDRESS_MAX)
    .refine((value) => leftToOtherRules(value) || isLtiAddress(value), secureAddress);

/** The issuer: also no ?query (LTI: scheme, host, port and path only); the form's hint says so. */
const issuer = () =>
  address().refine((value) => leftToOtherRules(value) || !isLtiAddress(value) || !value.includes('?'), {
    message: 'must have no ?query',
    params: ruleParams('pattern'),
  });

const deploymentIds = () =>
  z
    .array(plainText().trim().min(1, 'is required').max(LTI_DEPLOYMENT_ID_MAX))
    .min(1, 'is required')
    .max(LTI_DEPLOYMENTS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'must not repeat a deployment id', params: ruleParams('repeated') });

/**
 * A platform as its administrator enters it; `tokenAudience` '' (or left out) when the platform
 * names none, and the token endpoint is then the audience. Create and edit send the whole.
 */
export const ltiPlatformBodySchema = z.strictObject({
  name: plainText().trim().min(1, 'is required').max(LTI_NAME_MAX),
  issuer: issuer(),
  clientId: plainText().trim().min(1, 'is required').max(LTI_CLIENT_ID_MAX),
  deploymentIds: deploymentIds(),
  keySetUrl: address(),
  authUrl: address(),
  tokenUrl: address(),
  tokenAudience: plainText().trim().max(LTI_ADDRESS_MAX).default(''),
});
export type LtiPlatformBody = z.output<typeof ltiPlatformBodySchema>;
export type LtiPlatformInput = z.input<typeof ltiPlatformBodySchema>;

/** The body's fields, in the form's order. */
export const LTI_PLATFORM_FIELDS = [
  'name',
  'issuer',
  'clientId',
  'deploymentIds',
  'keySetUrl',
  'authUrl',
  'tokenUrl',
  'tokenAudience',
] as const satisfies readonly (keyof LtiPlatformBody)[];
export type LtiPlatformField = (typeof LTI_PLATFORM_FIELDS)[number];

const isoInstant = z.string().describe('an instant, ISO 8601 with zone');

export const ltiPlatformSchema = z.object({
  id: z.string(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  deploymentIds: z.array(z.string()),
  keySetUrl: z.string(),
  authUrl: z.string(),
  tokenUrl: z.string(),
  tokenAudience: z.string().describe("the audience of Lectern's token requests; '' for the token endpoint"),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type LtiPlatform = z.infer<typeof ltiPlatformSchema>;

export const ltiPlatformParamsSchema = z.object({ id: idText() });
export const ltiPlatformRemovedSchema = z.object({ removed: z.string() });

/**
 * One public key of Lectern's key set (RFC 7517). Strict: an answer with any other member (the
 * private `d`, `p`, `q`, `dp`, `dq`, `qi`) fails its own schema and is never sent.
 */
export const ltiPublicJwkSchema = z.strictObject({
  kty: z.literal('RSA'),
  n: z.string(),
  e: z.string(),
  kid: z.string(),
  alg: z.literal('RS256'),
  use: z.literal('sig'),
});
export const ltiKeySetSchema = z.strictObject({ keys: z.array(ltiPublicJwkSchema) });
export type LtiKeySet = z.infer<typeof ltiKeySetSchema>;
