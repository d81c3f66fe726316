import { envelopeCode, envelopeMessage, type LooseEnvelope } from './envelope-shape';

/**
 * Messages that, with code -1, mean the token is no longer accepted (SPEC §8). The two Chinese
 * ones are sent verbatim by the original access-control service: "token expired" and
 * "JWT signature does not match the locally computed signature".
 */
export const INVALID_TOKEN_MESSAGES: readonly string[] = ['Invalid token', 'token已过期', 'JWT签名与本地计算的签名不匹配'];

/** Envelope statuses that, with code -1, mean an invalid token (SPEC §8). */
const INVALID_TOKEN_STATUSES: readonly number[] = [10013, 10014];
const UNAUTHORIZED = 401;
const TOKEN_CODE = -1;

export function signalsInvalidToken(envelope: LooseEnvelope): boolean {
  const code = envelopeCode(envelope);
  if (envelope.status === UNAUTHORIZED || code === UNAUTHORIZED) return true;
  if (code !== TOKEN_CODE) return false;
  if (INVALID_TOKEN_STATUSES.includes(envelope.status)) return true;
  const message = envelopeMessage(envelope);
  return message !== null && INVALID_TOKEN_MESSAGES.includes(message);
}

/** Logout calls never start a token refresh: the session is ending anyway. */
export function isLogoutCall(url: string, isLogout: boolean | undefined): boolean {
  return isLogout === true || url.includes('/logout');
}
