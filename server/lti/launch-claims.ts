import { z } from 'zod';

/**
 * The claims of a resource-link launch's id token (LTI 1.3 core §5.3, §5.4), checked once its
 * signature, issuer, audience, expiry and nonce have been (./verify-id-token.ts). Pure. Required:
 * `sub` (Lectern signs no anonymous user in), the message type `LtiResourceLinkRequest`, version
 * `1.3.0`, the deployment id, the target link URI, the resource link's id and the roles (possibly
 * none, which the role mapping then refuses). Decorative claims that are malformed (a name that is
 * not text) are dropped rather than refusing the launch.
 */
export const LTI_CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
export const RESOURCE_LINK_REQUEST = 'LtiResourceLinkRequest';
export const LTI_VERSION = '1.3.0';

/** Platforms' ids are at most 255 characters (LTI core: `sub`, context and resource link ids). */
const ID_MAX = 255;
const id = () => z.string().min(1).max(ID_MAX);
const decorative = () => z.string().max(2048).optional().catch(undefined);

const claimsSchema = z.object({
  sub: id(),
  [`${LTI_CLAIM}message_type`]: z.literal(RESOURCE_LINK_REQUEST),
  [`${LTI_CLAIM}version`]: z.literal(LTI_VERSION),
  [`${LTI_CLAIM}deployment_id`]: id(),
  [`${LTI_CLAIM}target_link_uri`]: z.string().min(1).max(2048),
  [`${LTI_CLAIM}resource_link`]: z.object({ id: id(), title: decorative() }),
  [`${LTI_CLAIM}roles`]: z.array(z.string().max(ID_MAX)).max(100),
  [`${LTI_CLAIM}context`]: z.object({ id: id(), title: decorative() }).optional(),
  [`${LTI_CLAIM}custom`]: z.record(z.string(), z.unknown()).optional().catch(undefined),
  [`${LTI_CLAIM}launch_presentation`]: z.object({ return_url: decorative() }).optional().catch(undefined),
  [`${LTI_CLAIM}tool_platform`]: z.object({ url: decorative() }).optional().catch(undefined),
  name: decorative(),
  given_name: decorative(),
  family_name: decorative(),
  email: decorative(),
});

export type LaunchClaims = {
  subject: string;
  deploymentId: string;
  targetLinkUri: string;
  resourceLinkId: string;
  roles: string[];
  context: { id: string; title: string | null } | null;
  /** Custom parameters with text values (LTI: a map of strings); others are dropped. */
  custom: Record<string, string>;
  /** Where the platform says the user came from, and the platform's own address: the frame's origins. */
  returnUrl: string | null;
  platformUrl: string | null;
  name: string | null;
  email: string | null;
};

export type ClaimsCheck = { ok: true; claims: LaunchClaims } | { ok: false; problem: string };

const textValues = (custom: Record<string, unknown> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(custom ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** The person's name as the claims give it: `name`, else given and family names. */
const nameOf = (payload: z.infer<typeof claimsSchema>): string | null => {
  const full = payload.name?.trim() || [payload.given_name, payload.family_name].filter(Boolean).join(' ').trim();
  return full === '' ? null : full;
};

export function checkLaunchClaims(payload: unknown): ClaimsCheck {
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const where = issue?.path.map(String).join('.') || 'the id token';
    return { ok: false, problem: `${where}: ${issue?.message ?? 'is not a resource link launch'}` };
  }
  const claims = parsed.data;
  const context = claims[`${LTI_CLAIM}context`];
  return {
    ok: true,
    claims: {
      subject: claims.sub,
      deploymentId: claims[`${LTI_CLAIM}deployment_id`],
      targetLinkUri: claims[`${LTI_CLAIM}target_link_uri`],
      resourceLinkId: claims[`${LTI_CLAIM}resource_link`].id,
      roles: claims[`${LTI_CLAIM}roles`],
      context: context ? { id: context.id, title: context.title ?? null } : null,
      custom: textValues(claims[`${LTI_CLAIM}custom`]),
      returnUrl: claims[`${LTI_CLAIM}launch_presentation`]?.return_url ?? null,
      platformUrl: claims[`${LTI_CLAIM}tool_platform`]?.url ?? null,
      name: nameOf(claims),
      email: claims.email?.includes('@') ? claims.email : null,
    },
  };
}
