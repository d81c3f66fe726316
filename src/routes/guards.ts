import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { dropSessionToken, hasSessionToken } from '../services/auth/session';
import { rememberRedirect } from '../services/auth/redirect-memory';

/**
 * Interim route guard (SPEC §4 "Route guard"); the routeGuard machine replaces it. Without a
 * session token the address is remembered and the visitor sent to sign in.
 */
export function requireSession({ location, preload }: { location: ParsedLocation; preload: boolean }): void {
  if (hasSessionToken()) return;
  // A hovered link is preloaded, not visited: nothing to remember then.
  if (!preload) rememberRedirect(location.href);
  throw redirect({ to: '/login' });
}

/** Reaching a login route clears the session token. */
export function enterLoginRoute(): void {
  dropSessionToken();
}
