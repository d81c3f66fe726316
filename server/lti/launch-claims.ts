import { z } from 'zod';
import {
  DEEP_LINKING_REQUEST,
  DEEP_LINKING_SETTINGS_CLAIM,
  deepLinkingSettingsClaimSchema,
  deepLinkingSettingsOf,
  type DeepLinkingSettings,
} from './deep-linking-settings';
import { isLtiAddress } from '../../src/schemas/lti-address';

/**
 * The claims of a resource-link launch's id token (LTI 1.3 core §5.3, §5.4), checked once its
 * signature, issuer, audience, expiry and nonce have been (./verify-id-token.ts). Pure. Required:
 * `sub` (Lectern signs no anonymous user in), the message type `LtiResourceLinkRequest`, version
 * `1.3.0`, the deployment id, the target link URI, the resource link's id and the roles (possibly
 * none, which the role mapping then refuses). A deep-linking request (`LtiDeepLinkingRequest`, the
 * teacher's picker) has its settings claim (./deep-linking-settings.ts) instead of a resource link;
 * the caller says which message it expects. Decorative claims that are malformed (a name that is
 * not text) are dropped rather than refusing the launch.
 */
export const LTI_CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
export const RESOURCE_LINK_REQUEST = 'LtiResourceLinkRequest';
/** The messages a launch may be: a resource link's, or a deep-linking request (the teacher's picker). */
export type LaunchMessageType = typeof RESOURCE_LINK_REQUEST | typeof DEEP_LINKING_REQUEST;
export const LTI_VERSION = '1.3.0';
/** Names and Role Provisioning Services' claim: where the course's members are listed. */
export const NRPS_CLAIM = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';
/** Assignment and Grade Services' claim: where the course's line items are, and what the tool may do with them. */
export const AGS_CLAIM = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';

/** Platforms' ids are at most 255 characters (LTI core: `sub`, context and resource link ids). */
const ID_MAX = 255;
const id = () => z.string().min(1).max(ID_MAX);
const decorative = () => z.string().max(2048).optional().catch(undefined);

const claimsSchema = z.object({
  sub: id(),
  [`${LTI_CLAIM}message_type`]: z.enum([RESOURCE_LINK_REQUEST, DEEP_LINKING_REQUEST]),
  [`${LTI_CLAIM}version`]: z.literal(LTI_VERSION),
  [`${LTI_CLAIM}deployment_id`]: id(),
  [`${LTI_CLAIM}target_link_uri`]: z.string().min(1).max(2048),
  // Required of a resource-link launch only (checkLaunchClaims): a deep-linking request has none.
  [`${LTI_CLAIM}resource_link`]: z.object({ id: id(), title: decorative() }).optional(),
  [DEEP_LINKING_SETTINGS_CLAIM]: deepLinkingSettingsClaimSchema.optional(),
  [`${LTI_CLAIM}roles`]: z.array(z.string().max(ID_MAX)).max(100),
  [`${LTI_CLAIM}context`]: z.object({ id: id(), title: decorative() }).optional(),
  [`${LTI_CLAIM}custom`]: z.record(z.string(), z.unknown()).optional().catch(undefined),
  [`${LTI_CLAIM}launch_presentation`]: z.object({ return_url: decorative() }).optional().catch(undefined),
  [`${LTI_CLAIM}tool_platform`]: z.object({ url: decorative() }).optional().catch(undefined),
  [NRPS_CLAIM]: z
    .object({ context_memberships_url: z.string().min(1).max(2048), service_versions: z.array(z.string().max(20)).max(10).optional() })
    .optional()
    .catch(undefined),
  [AGS_CLAIM]: z
    .object({
      scope: z.array(z.string().max(255)).max(20),
      lineitems: z.string().min(1).max(2048).optional(),
      lineitem: z.string().min(1).max(2048).optional(),
    })
    .optional()
    .catch(undefined),
  name: decorative(),
  given_name: decorative(),
  family_name: decorative(),
  email: decorative(),
});

export type LaunchClaims = {
  subject: string;
  deploymentId: string;
  targetLinkUri: string;
  /** null in a deep-linking request, which comes from no link. */
  resourceLinkId: string | null;
  /** A deep-linking request's settings (where the answer goes, what is accepted); null in a resource-link launch. */
  deepLinking: DeepLinkingSettings | null;
  roles: string[];
  context: { id: string; title: string | null } | null;
  /** Custom parameters with text values (LTI: a map of strings); others are dropped. */
  custom: Record<string, string>;
  /** Where the platform says the user came from, and the platform's own address: the frame's origins. */
  returnUrl: string | null;
  platformUrl: string | null;
  /** The course's membership list (NRPS 2.0), when the platform offers it: the roster sync reads it. */
  membershipsUrl: string | null;
  /** The course's line items (AGS 2.0), when the platform offers them: graded items are made there. */
  gradeService: GradeService | null;
  name: string | null;
  email: string | null;
};

/**
 * The NRPS claim (NRPS 2.0 §3.6.1), kept only when the service speaks version 2.0 (no versions:
 * 2.0, the only one) at an address of the registration's rule (https://, http:// on this machine
 * only), since Lectern sends it a bearer token; a malformed claim costs the roster sync, never
 * the launch.
 */
const membershipsUrlOf = (claim: { context_memberships_url: string; service_versions?: string[] } | undefined): string | null =>
  claim !== undefined &&
  (claim.service_versions === undefined || claim.service_versions.includes('2.0')) &&
  isLtiAddress(claim.context_memberships_url)
    ? claim.context_memberships_url
    : null;

/** AGS 2.0 §3.1: the container of the course's line items, the link's own line item if any, and the scopes granted. */
export type GradeService = { lineItemsUrl: string; lineItemUrl: string | null; scopes: string[] };

/**
 * The AGS claim, kept only with a line items container at an address of the registration's rule
 * (Lectern sends it a bearer token); a malformed claim costs the grades, never the launch.
 */
const gradeServiceOf = (claim: { scope: string[]; lineitems?: string; lineitem?: string } | undefined): GradeService | null =>
  claim?.lineitems !== undefined && isLtiAddress(claim.lineitems)
    ? {
        lineItemsUrl: claim.lineitems,
        lineItemUrl: claim.lineitem !== undefined && isLtiAddress(claim.lineitem) ? claim.lineitem : null,
        scopes: claim.scope,
      }
    : null;

export type ClaimsCheck = { ok: true; claims: LaunchClaims } | { ok: false; problem: string };

const textValues = (custom: Record<string, unknown> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(custom ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** The person's name as the claims give it: `name`, else given and family names. */
const nameOf = (payload: z.infer<typeof claimsSchema>): string | null => {
  const full = payload.name?.trim() || [payload.given_name, payload.family_name].filter(Boolean).join(' ').trim();
  return full === '' ? null : full;
};

/** What a message of this type must carry beyond the common claims: a problem, or null. */
function missingOf(claims: z.infer<typeof claimsSchema>, messageType: LaunchMessageType): string | null {
  if (claims[`${LTI_CLAIM}message_type`] !== messageType) return `${LTI_CLAIM}message_type: is not ${messageType}`;
  if (messageType === RESOURCE_LINK_REQUEST && !claims[`${LTI_CLAIM}resource_link`]) return `${LTI_CLAIM}resource_link: is required`;
  if (messageType === DEEP_LINKING_REQUEST && !claims[DEEP_LINKING_SETTINGS_CLAIM]) return `${DEEP_LINKING_SETTINGS_CLAIM}: is required`;
  return null;
}

/** The claims of a message of `messageType` (a resource-link launch unless said otherwise). */
export function checkLaunchClaims(payload: unknown, messageType: LaunchMessageType = RESOURCE_LINK_REQUEST): ClaimsCheck {
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const where = issue?.path.map(String).join('.') || 'the id token';
    return { ok: false, problem: `${where}: ${issue?.message ?? 'is not a resource link launch'}` };
  }
  const claims = parsed.data;
  const missing = missingOf(claims, messageType);
  if (missing !== null) return { ok: false, problem: missing };
  const context = claims[`${LTI_CLAIM}context`];
  const settings = claims[DEEP_LINKING_SETTINGS_CLAIM];
  return {
    ok: true,
    claims: {
      subject: claims.sub,
      deploymentId: claims[`${LTI_CLAIM}deployment_id`],
      targetLinkUri: claims[`${LTI_CLAIM}target_link_uri`],
      resourceLinkId: claims[`${LTI_CLAIM}resource_link`]?.id ?? null,
      deepLinking: messageType === DEEP_LINKING_REQUEST && settings ? deepLinkingSettingsOf(settings) : null,
      roles: claims[`${LTI_CLAIM}roles`],
      context: context ? { id: context.id, title: context.title ?? null } : null,
      custom: textValues(claims[`${LTI_CLAIM}custom`]),
      returnUrl: claims[`${LTI_CLAIM}launch_presentation`]?.return_url ?? null,
      platformUrl: claims[`${LTI_CLAIM}tool_platform`]?.url ?? null,
      membershipsUrl: membershipsUrlOf(claims[NRPS_CLAIM]),
      gradeService: gradeServiceOf(claims[AGS_CLAIM]),
      name: nameOf(claims),
      email: claims.email?.includes('@') ? claims.email : null,
    },
  };
}
