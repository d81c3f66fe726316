import type { TokenResult } from '../../schemas/auth';
import { readStored, removeSessionKeys, removeStored, writeStored, writeUserInfo } from '../storage';

/** Keeps what a login answer grants (SPEC §4 "Tokens and session"). */
export function saveSession(result: TokenResult, tenantId: string): void {
  writeStored('jwtToken', result.jwt_token);
  writeStored('refreshToken', result.refresh_token);
  writeUserInfo(result.user);
  writeStored('tenantId', tenantId);
}

export function hasSessionToken(): boolean {
  const token = readStored('jwtToken');
  return token !== null && token !== '';
}

/** Reaching a login route drops the session token (SPEC §4 "Route guard"). */
export function dropSessionToken(): void {
  removeStored('jwtToken');
}

/** Forgets the signed-in session: tokens, temporary tokens, user info and tenant id. */
export function endSession(): void {
  removeSessionKeys();
}
