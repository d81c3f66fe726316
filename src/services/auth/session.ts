import type { TokenResult } from '../../schemas/auth';
import { readStored, removeSessionKeys, removeStored, writeStored, writeUserInfo } from '../storage';

/** Keeps who signed in; the session machine's storeTokens keeps the tokens (SPEC §4). */
export function saveSession(result: TokenResult, tenantId: string): void {
  writeUserInfo(result.user);
  writeStored('tenantId', tenantId);
  // The terminal type is posted once after this sign-in (SPEC §4).
  writeStored('isLogin', 'Y');
  removeStored('nowAction');
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
