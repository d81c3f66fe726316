import { z } from 'zod';
import { tokenResultSchema } from './auth';
import { idText, plainText } from './text';

/**
 * The LTI 1.3 launch (docs/lti.md "The launch"): what a platform sends to Lectern's login and
 * launch addresses, the page a launch lands on, and the exchange of the launch's code for a
 * session (POST /v1/lti/session) by the SPA.
 */

/** Longest value a platform puts in the login initiation; hints are opaque and can be long. */
export const LTI_LOGIN_VALUE_MAX = 4096;
/** An id token is a few kilobytes; custom parameters and claims make some longer. */
export const LTI_ID_TOKEN_MAX = 65_536;
/** Lectern's `state` and launch codes are 43 characters (32 random bytes, base64url). */
export const LTI_OPAQUE_MAX = 256;

const loginValue = () => plainText().min(1, 'is required').max(LTI_LOGIN_VALUE_MAX);

export const ltiTenantParamsSchema = z.object({ tenantId: idText() });

/**
 * The OIDC login initiation (LTI 1.3 core §5.1.1, "third-party initiated login"), as a query (GET)
 * or a form (POST). Other parameters a platform adds (`lti_storage_target`…) are ignored.
 */
export const ltiLoginSchema = z.object({
  iss: loginValue(),
  login_hint: loginValue(),
  target_link_uri: loginValue(),
  lti_message_hint: loginValue().optional(),
  client_id: loginValue().optional(),
  lti_deployment_id: loginValue().optional(),
});
export type LtiLogin = z.infer<typeof ltiLoginSchema>;

/** The platform's form post to the launch address (`response_mode=form_post`). */
export const ltiLaunchBodySchema = z.object({
  id_token: plainText().min(1, 'is required').max(LTI_ID_TOKEN_MAX),
  state: plainText().min(1, 'is required').max(LTI_OPAQUE_MAX),
});

/**
 * The page a launch lands on: its path names the launch, so the server knows who may frame it (a
 * path, not a query: the app's hash router would read a query as part of its own route's search).
 */
export const ltiAppParamsSchema = z.object({ tenantId: idText(), launchId: idText() });

/**
 * Where a launch lands in the SPA: a class's page, a recording (a clip lands on the recording it
 * was cut from, at its first second), the home page when the link names nothing, or the picker
 * of a deep-linking launch (docs/lti.md "Deep linking"; the platform's request stays on the
 * server, beside this landing in its row, and this schema drops it from the session's answer).
 */
export const ltiLandingSchema = z.discriminatedUnion('page', [
  z.object({ page: z.literal('home') }),
  z.object({ page: z.literal('deepLink'), launchId: z.string() }),
  z.object({ page: z.literal('class'), teclId: z.string() }),
  z.object({ page: z.literal('recording'), teclId: z.string(), vodId: z.string(), t: z.number().nonnegative().optional() }),
]);
export type LtiLanding = z.infer<typeof ltiLandingSchema>;

/** The SPA's exchange of the launch's code (from the address's fragment) for its session. */
export const ltiSessionBodySchema = z.object({ code: plainText().trim().min(1, 'is required').max(LTI_OPAQUE_MAX) });

/** A session as a password sign-in answers it, and where the launch lands. */
export const ltiSessionResultSchema = tokenResultSchema.extend({ landing: ltiLandingSchema });
export type LtiSessionResult = z.infer<typeof ltiSessionResultSchema>;
