import { randomUUID } from 'node:crypto';
import { mayDeepLink } from '../access';
import type { Db } from '../db/client';
import { ltiToolPath } from '../../src/schemas/lti-paths';
import { deepLinkLanding } from './deep-link-selections';
import { DEEP_LINKING_REQUEST } from './deep-linking-settings';
import { launchOrigins } from './frame-origins';
import { LaunchRefused } from './launch-refusal';
import { launchingUser } from './launch-user';
import { recordLaunch } from './launches';
import type { PlatformKeySets } from './platform-key-sets';
import type { LaunchOutcome } from './resource-link-launch';
import { verifiedLaunch, type LaunchPost } from './verified-launch';

/**
 * A deep-linking request (LTI Deep Linking 2.0; docs/lti.md "Deep linking"): the platform's form
 * post to the deep-linking address, checked as a launch is (./verified-launch.ts) but as an
 * `LtiDeepLinkingRequest` with its settings. Only a teacher or an administrator may pick content
 * for a course; a learner is refused before anything is written. The user is then signed in as a
 * launch signs them in, and the launch recorded with the picker as its landing and the platform's
 * request kept beside it, on the server, for the answer (./deep-link-selections.ts).
 */

/** The tool's launch address at the origin the platform knows Lectern by: what the chosen links open. */
function launchUrlBeside(targetLinkUri: string, tenantId: string): string {
  if (!URL.canParse(targetLinkUri)) throw new LaunchRefused('message', 'id token: the target link URI is not an address');
  return `${new URL(targetLinkUri).origin}${ltiToolPath('launch', tenantId)}`;
}

export async function deepLinkingRequest(db: Db, keySets: PlatformKeySets, request: LaunchPost, now: Date): Promise<LaunchOutcome> {
  const { tenantId } = request;
  const { platform, claims, role } = await verifiedLaunch(db, keySets, request, now, DEEP_LINKING_REQUEST);
  if (!mayDeepLink(role)) throw new LaunchRefused('teacherOnly', `a ${role} may not deep link`);
  const settings = claims.deepLinking;
  if (settings === null) throw new LaunchRefused('message', 'id token: no deep linking settings');
  const launchUrl = launchUrlBeside(claims.targetLinkUri, tenantId);
  return db.transaction(async (tx) => {
    const user = await launchingUser(tx, { tenantId, issuer: platform.issuer }, claims, role, now);
    const launchId = randomUUID();
    const landing = deepLinkLanding(launchId, { ...settings, platformId: platform.id, deploymentId: claims.deploymentId, launchUrl });
    const launch = await recordLaunch(
      tx,
      { id: launchId, tenantId, userId: user.id, landing, frameOrigins: launchOrigins(platform, claims) },
      now,
    );
    return { launchId: launch.id, code: launch.code };
  });
}
