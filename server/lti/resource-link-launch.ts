import type { Db } from '../db/client';
import { launchOrigins } from './frame-origins';
import { RESOURCE_LINK_REQUEST } from './launch-claims';
import { applyCourseClass } from './launch-class';
import { resolveLinkTarget, linkTargetOf } from './launch-target';
import { launchingUser } from './launch-user';
import { recordLaunch } from './launches';
import { keepCourseRoster } from './roster-sync-requests';
import { keepCourseGrades } from './course-grades';
import type { PlatformKeySets } from './platform-key-sets';
import { verifiedLaunch, type LaunchPost } from './verified-launch';

/**
 * A resource-link launch, from the platform's form post to the code the SPA exchanges (docs/lti.md
 * "The launch"). Every check comes before any write but the state's: the state is spent, the id
 * token verified against the platform the state names, its role mapped and its link's target
 * found; only then, in one transaction, is the user made or updated, the course bound or the
 * student enrolled, and the launch recorded. A refusal at any step leaves no user, enrolment or
 * session behind.
 */
/** `rosterId`: the course's roster when the launch named its membership service, to sync once the launch is committed. */
export type LaunchOutcome = { launchId: string; code: string; rosterId?: string | null };

export async function resourceLinkLaunch(db: Db, keySets: PlatformKeySets, request: LaunchPost, now: Date): Promise<LaunchOutcome> {
  const { tenantId } = request;
  const { platform, claims, role } = await verifiedLaunch(db, keySets, request, now, RESOURCE_LINK_REQUEST);
  const target = await resolveLinkTarget(db, tenantId, linkTargetOf(claims.custom, claims.targetLinkUri));
  return db.transaction(async (tx) => {
    const link = { tenantId, issuer: platform.issuer };
    const user = await launchingUser(tx, link, claims, role, now);
    await applyCourseClass(tx, link, claims, user, target.tecl, now);
    const rosterId = await keepCourseRoster(tx, { ...link, platformId: platform.id }, claims, now);
    await keepCourseGrades(tx, { ...link, platformId: platform.id }, claims, now);
    const launch = await recordLaunch(
      tx,
      { tenantId, userId: user.id, landing: target.landing, frameOrigins: launchOrigins(platform, claims) },
      now,
    );
    return { launchId: launch.id, code: launch.code, rosterId };
  });
}
