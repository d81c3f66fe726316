import { timingSafeEqual } from 'node:crypto';
import type { Env } from '../env';

/**
 * The OAuth client check of password sign-in (SPEC §9 "read-only client secret", docs/security.md):
 * when OAUTH_CLIENT_ID and OAUTH_CLIENT_SECRET are set, the `authorization` header must be
 * `Basic base64(id:secret)` (RFC 6749 §2.3.1), compared in constant time; unset, anything goes
 * (DESIGN.md §4's contract). The values are never logged or echoed.
 */
export function clientAllowed(env: Pick<Env, 'OAUTH_CLIENT_ID' | 'OAUTH_CLIENT_SECRET'>, authorization: string | undefined): boolean {
  if (env.OAUTH_CLIENT_ID === undefined || env.OAUTH_CLIENT_SECRET === undefined) return true;
  const presented = /^Basic ([A-Za-z0-9+/=]{1,700})$/.exec(authorization ?? '')?.[1];
  if (presented === undefined) return false;
  const expected = Buffer.from(`${env.OAUTH_CLIENT_ID}:${env.OAUTH_CLIENT_SECRET}`);
  const given = Buffer.from(presented, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
