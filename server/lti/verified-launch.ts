import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ltiPlatforms } from '../db/schema';
import type { LaunchClaims, LaunchMessageType } from './launch-claims';
import { LaunchRefused } from './launch-refusal';
import { spendLoginState } from './login-states';
import type { PlatformKeySets } from './platform-key-sets';
import { launchRoleOf, type LaunchRole } from './role-mapping';
import { verifyLaunchToken } from './verify-id-token';

/**
 * The checks every launch begins with, whatever its message (docs/lti.md "The launch"): the state
 * is spent, the id token verified against the platform the state names as the message the route
 * expects, and its roles mapped. Nothing but the state is written; the caller writes the rest.
 */
export type LaunchPost = { tenantId: string; idToken: string; state: string };
export type VerifiedLaunch = { platform: typeof ltiPlatforms.$inferSelect; claims: LaunchClaims; role: LaunchRole };

export async function verifiedLaunch(
  db: Db,
  keySets: PlatformKeySets,
  request: LaunchPost,
  now: Date,
  messageType: LaunchMessageType,
): Promise<VerifiedLaunch> {
  const { tenantId } = request;
  const state = await spendLoginState(db, tenantId, request.state, now);
  const [platform] = await db
    .select()
    .from(ltiPlatforms)
    .where(and(eq(ltiPlatforms.id, state.platformId), eq(ltiPlatforms.tenantId, tenantId)));
  if (!platform) throw new LaunchRefused('platform', 'the platform of this login is no longer registered');
  const claims = await verifyLaunchToken(keySets, request.idToken, platform, state, now, messageType);
  const role = launchRoleOf(claims.roles);
  if (role === null) throw new LaunchRefused('role', `no role Lectern maps among ${JSON.stringify(claims.roles)}`);
  return { platform, claims, role };
}
