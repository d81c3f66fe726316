import type { TokenResult } from '../../schemas/auth';
import { readStored, removeSessionKeys, removeStored, writeStored, writeUserInfo } from '../storage';
import { sharedRotationRecord } from '../session/rotation-record';

/**
 * This tab's session token (the access token every call carries), or null when signed out.
 * The one place it is read and written (issue 16): the session machine's effects store it
 * (session-runtime.ts), the route guard drops it on a login page, the exit clears it.
 */
export function sessionToken(): string | null {
  const token = readStored('jwtToken');
  return token === '' ? null : token;
}

export function storeSessionToken(token: string): void {
  writeStored('jwtToken', token);
}

/** Reaching a login route drops the session token (SPEC §4 "Route guard"); so does the exit. */
export function dropSessionToken(): void {
  removeStored('jwtToken');
}

export const hasSessionToken = (): boolean => sessionToken() !== null;

/** Keeps who signed in; the session machine's storeTokens keeps the tokens (SPEC §4). */
export function saveSession(result: TokenResult, tenantId: string): void {
  writeUserInfo(result.user);
  writeStored('tenantId', tenantId);
  // The terminal type is posted once after this sign-in (SPEC §4).
  writeStored('isLogin', 'Y');
  removeStored('nowAction');
}

/** Forgets the signed-in session: tokens (and the last rotation's), temporary tokens, user info and tenant id. */
export function endSession(): void {
  removeSessionKeys();
  void sharedRotationRecord().clear();
}
