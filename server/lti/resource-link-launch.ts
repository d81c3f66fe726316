import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ltiPlatforms } from '../db/schema';
import { launchOrigins } from './frame-origins';
import { applyCourseClass } from './launch-class';
import { LaunchRefused } from './launch-refusal';
import { resolveLinkTarget, linkTargetOf } from './launch-target';
import { launchingUser } from './launch-user';
import { recordLaunch } from './launches';
import { spendLoginState } from './login-states';
import type { PlatformKeySets } from './platform-key-sets';
import { launchRoleOf } from './role-mapping';
import { verifyLaunchToken } from './verify-id-token';

/**
 * A resource-link launch, from the platform's form post to the code the SPA exchanges (docs/lti.md
 * "The launch"). Every check comes before any write but the state's: the state is spent, the id
 * token verified against the platform the state names, its role mapped and its link's target
 * found; only then, in one transaction, is the user made or updated, the course bound or the
 * student enrolled, and the launch recorded. A refusal at any step leaves no user, enrolment or
 * session behind.
 */
export type LaunchOutcome = { launchId: string; code: string };

export async function resourceLinkLaunch(
  db: Db,
  keySets: PlatformKeySets,
  request: { tenantId: string; idToken: string; state: string },
  now: Date,
): Promise<LaunchOutcome> {
  const { tenantId } = request;
  const state = await spendLoginState(db, tenantId, request.state, now);
  const [platform] = await db
    .select()
    .from(ltiPlatforms)
    .where(and(eq(ltiPlatforms.id, state.platformId), eq(ltiPlatforms.tenantId, tenantId)));
  if (!platform) throw new LaunchRefused('platform', 'the platform of this login is no longer registered');
  const claims = await verifyLaunchToken(keySets, request.idToken, platform, state, now);
  const role = launchRoleOf(claims.roles);
  if (role === null) throw new LaunchRefused('role', `no role Lectern maps among ${JSON.stringify(claims.roles)}`);
  const target = await resolveLinkTarget(db, tenantId, linkTargetOf(claims.custom, claims.targetLinkUri));
  return db.transaction(async (tx) => {
    const link = { tenantId, issuer: platform.issuer };
    const user = await launchingUser(tx, link, claims, role, now);
    await applyCourseClass(tx, link, claims, user, target.tecl, now);
    const launch = await recordLaunch(
      tx,
      { tenantId, userId: user.id, landing: target.landing, frameOrigins: launchOrigins(platform, claims) },
      now,
    );
    return { launchId: launch.id, code: launch.code };
  });
}
