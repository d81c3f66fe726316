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

/** Sign-out remembers where each user was (SPEC §4), so signing in again returns there. */
export function rememberRedirectFor(username: string | null, href: string): void {
  if (username === null || !isSafeReturnAddress(href)) return;
  writeStored('redirectByUser', JSON.stringify({ ...readRedirectsByUser(), [username]: href }));
}

/** The address remembered for this user, once. */
export function takeRedirectFor(username: string): string | null {
  const all = readRedirectsByUser();
  const href = all[username];
  if (href === undefined) return null;
  delete all[username];
  writeStored('redirectByUser', JSON.stringify(all));
  return isSafeReturnAddress(href) ? href : null;
}

function readRedirectsByUser(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readStored('redirectByUser') ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}
