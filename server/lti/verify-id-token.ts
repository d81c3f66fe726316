import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { checkLaunchClaims, RESOURCE_LINK_REQUEST, type LaunchClaims, type LaunchMessageType } from './launch-claims';
import { LTI_CLOCK_TOLERANCE_S, LTI_ID_TOKEN_MAX_AGE_S } from './launch-policy';
import { LaunchRefused } from './launch-refusal';
import { KeySetUnavailable, type PlatformKeySets } from './platform-key-sets';

/**
 * A launch's id token checked against the platform its state names (LTI 1.3 core §5.1.3, the
 * IMS security framework §5.1.3): RS256 signature by a key of the platform's key set, `iss` the
 * registered issuer exactly, `aud` holding the client id (and `azp` the client id when there are
 * several audiences or an `azp` at all), `exp` not passed and `iat` neither in the future nor older
 * than LTI_ID_TOKEN_MAX_AGE_S (LTI_CLOCK_TOLERANCE_S of skew either way), the nonce issued with
 * the state, a deployment the registration lists (and the one the login named), then the claims of
 * the message the route expects (a resource-link launch, or a deep-linking request). Every failure
 * is a LaunchRefused with its reason.
 */
export type VerifyingPlatform = { issuer: string; clientId: string; keySetUrl: string; deploymentIds: string[] };
export type IssuedState = { nonce: string; deploymentId: string | null };

async function verifiedPayload(keySets: PlatformKeySets, token: string, platform: VerifyingPlatform, now: Date): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, keySets.keysOf(platform.keySetUrl), {
      algorithms: ['RS256'],
      issuer: platform.issuer,
      audience: platform.clientId,
      clockTolerance: LTI_CLOCK_TOLERANCE_S,
      maxTokenAge: LTI_ID_TOKEN_MAX_AGE_S,
      requiredClaims: ['exp', 'iat', 'nonce', 'sub'],
      currentDate: now,
    });
    return payload;
  } catch (failure) {
    if (failure instanceof KeySetUnavailable) throw new LaunchRefused('keySet', failure.message);
    if (failure instanceof joseErrors.JWTExpired) throw new LaunchRefused('expired', `id token: ${failure.message}`);
    if (failure instanceof joseErrors.JWTClaimValidationFailed && (failure.claim === 'iat' || failure.claim === 'nbf'))
      throw new LaunchRefused('expired', `id token: ${failure.message}`);
    if (failure instanceof joseErrors.JOSEError) throw new LaunchRefused('token', `id token: ${failure.message}`);
    throw failure;
  }
}

/** With several audiences, `azp` must name the client; when present, it must be the client anyway. */
function checkAuthorisedParty(payload: JWTPayload, clientId: string): void {
  const several = Array.isArray(payload.aud) && payload.aud.length > 1;
  const azp = payload.azp;
  if (azp === undefined && !several) return;
  if (azp !== clientId) throw new LaunchRefused('token', `id token: azp ${JSON.stringify(azp)} is not the client id`);
}

export async function verifyLaunchToken(
  keySets: PlatformKeySets,
  token: string,
  platform: VerifyingPlatform,
  state: IssuedState,
  now: Date,
  messageType: LaunchMessageType = RESOURCE_LINK_REQUEST,
): Promise<LaunchClaims> {
  const payload = await verifiedPayload(keySets, token, platform, now);
  checkAuthorisedParty(payload, platform.clientId);
  if (payload.nonce !== state.nonce) throw new LaunchRefused('nonce', 'id token: the nonce is not the one issued with this state');
  const checked = checkLaunchClaims(payload, messageType);
  if (!checked.ok) throw new LaunchRefused('message', `id token: ${checked.problem}`);
  const { deploymentId } = checked.claims;
  if (!platform.deploymentIds.includes(deploymentId) || (state.deploymentId !== null && state.deploymentId !== deploymentId))
    throw new LaunchRefused('deployment', `id token: deployment ${JSON.stringify(deploymentId)} is not registered for this platform`);
  return checked.claims;
}
