import { SignJWT } from 'jose';
import type { Db } from '../db/client';
import type { ContentItem } from './deep-link-content-items';
import { LTI_DL_CLAIM } from './deep-linking-settings';
import { LTI_CLAIM, LTI_VERSION } from './launch-claims';
import { newOpaqueValue } from './opaque-values';
import { toolSigningKey } from './tool-keys';

/**
 * The LtiDeepLinkingResponse (LTI Deep Linking 2.0 §4.5; docs/lti.md "Deep linking"): a JWT
 * Lectern signs with its current tool key (RS256, the key's id in the header, so the platform
 * finds it in /v1/lti/jwks), from the tool (`iss` the client id the platform registered Lectern
 * under) to the platform (`aud` its issuer), for the deployment the request came from, with a
 * fresh nonce, the request's `data` echoed unchanged, and the chosen items (none: the teacher
 * cancelled, perhaps with a message).
 */
export const DEEP_LINKING_RESPONSE = 'LtiDeepLinkingResponse';
/** Long enough for the browser to post it on, short enough that a copy is soon worthless. */
export const DEEP_LINKING_RESPONSE_LIFETIME_S = 5 * 60;

export type DeepLinkingAnswer = {
  clientId: string;
  issuer: string;
  deploymentId: string;
  data: string | null;
  items: ContentItem[];
  message: string | null;
};

export async function signDeepLinkingResponse(db: Db, answer: DeepLinkingAnswer, now: Date): Promise<string> {
  const { kid, key } = await toolSigningKey(db, now);
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    nonce: newOpaqueValue(),
    [`${LTI_CLAIM}message_type`]: DEEP_LINKING_RESPONSE,
    [`${LTI_CLAIM}version`]: LTI_VERSION,
    [`${LTI_CLAIM}deployment_id`]: answer.deploymentId,
    [`${LTI_DL_CLAIM}content_items`]: answer.items,
    ...(answer.data === null ? {} : { [`${LTI_DL_CLAIM}data`]: answer.data }),
    ...(answer.message === null ? {} : { [`${LTI_DL_CLAIM}msg`]: answer.message }),
  })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(answer.clientId)
    .setAudience(answer.issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + DEEP_LINKING_RESPONSE_LIFETIME_S)
    .sign(key);
}
