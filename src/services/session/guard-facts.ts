import type { RouteSessionFacts } from '../../machines/route-guard.machine';
import { hasSessionToken } from '../auth/session';
import { pendingPasswordChange } from '../auth/token-info';
import { readStored, readUserInfo } from '../storage';

/** The session's part of the route guard's facts; the router adds what the menu and theme know. */
export type GuardSessionFacts = Pick<RouteSessionFacts, 'hasToken' | 'storedLoginPage' | 'nowAction' | 'mustChangePassword'>;

/**
 * What the session knows that the route guard decides from (SPEC §4 "Route guard"): whether
 * this tab holds a token, the login page and last action kept for it, and whether a password
 * change is pending: from the signed-in user when known, else asked of the token itself.
 */
export async function readGuardFacts(): Promise<GuardSessionFacts> {
  const hasToken = hasSessionToken();
  const user = readUserInfo();
  return {
    hasToken,
    storedLoginPage: readStored('loginPage'),
    nowAction: readStored('nowAction'),
    mustChangePassword: user !== null ? user.mustChangePassword : hasToken && (await pendingPasswordChange()),
  };
}
