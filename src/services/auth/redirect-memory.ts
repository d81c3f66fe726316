import { readStored, removeStored, writeStored } from '../storage';

/** Login routes: never a place to return to after signing in. */
export const LOGIN_PATHS: readonly string[] = ['/login', '/pwdlogin'];

/** Remembers where an unsigned visitor was going (SPEC §4 "Route guard"). */
export function rememberRedirect(href: string): void {
  if (isSafeReturnAddress(href)) writeStored('redirectAddress', href);
}

/** The remembered address, once: it is forgotten as it is read. */
export function takeRedirect(): string | null {
  const href = readStored('redirectAddress');
  removeStored('redirectAddress');
  return href !== null && isSafeReturnAddress(href) ? href : null;
}

/** An in-app path (not another site, not a login page). */
export function isSafeReturnAddress(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.split(/[?#]/)[0] ?? '';
  return !LOGIN_PATHS.includes(path);
}
