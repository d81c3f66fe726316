import { eq } from 'drizzle-orm';
import { isLtiAddress } from '../../src/schemas/lti-address';
import type { Db } from '../db/client';
import { ltiPlatforms } from '../db/schema';
import type { LaunchClaims } from './launch-claims';

/**
 * Who may frame the LTI pages (docs/lti.md "Framing"): the origins of the tenant's registered
 * platforms (their issuer and authorisation endpoint, which is where Moodle and Brightspace serve
 * their course pages), and for a launch's own page also the origins its verified id token names
 * (the return URL of the launch presentation, the platform's `url`): Canvas's cloud serves course
 * pages from each school's own host, which neither registered address shows. Only addresses an
 * LTI registration could hold count (https, or http on this machine), as an origin each.
 */
export const NO_FRAMING = "'none'";

export function originOf(address: string | null): string | null {
  if (address === null) return null;
  const withoutFragment = address.split('#')[0]!;
  return isLtiAddress(withoutFragment) ? new URL(withoutFragment).origin : null;
}

const distinct = (origins: (string | null)[]): string[] => [...new Set(origins.filter((origin): origin is string => origin !== null))];

export const platformOrigins = (platform: { issuer: string; authUrl: string }): string[] =>
  distinct([originOf(platform.issuer), originOf(platform.authUrl)]);

export const launchOrigins = (platform: { issuer: string; authUrl: string }, claims: LaunchClaims): string[] =>
  distinct([...platformOrigins(platform), originOf(claims.returnUrl), originOf(claims.platformUrl)]);

/** Every registered platform's origins in the tenant: who may frame a refusal before the launch names its platform. */
export async function tenantFrameOrigins(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db
    .select({ issuer: ltiPlatforms.issuer, authUrl: ltiPlatforms.authUrl })
    .from(ltiPlatforms)
    .where(eq(ltiPlatforms.tenantId, tenantId));
  return distinct(rows.flatMap(platformOrigins));
}

/** The CSP directive's value: the origins, or 'none'. */
export const frameAncestors = (origins: readonly string[]): string => (origins.length === 0 ? NO_FRAMING : origins.join(' '));
