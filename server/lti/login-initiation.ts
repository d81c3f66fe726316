import { and, eq } from 'drizzle-orm';
import type { LtiLogin } from '../../src/schemas/lti-launch';
import { ltiToolPath } from '../../src/schemas/lti-paths';
import type { Db } from '../db/client';
import { ltiPlatforms, tenants } from '../db/schema';
import { LaunchRefused } from './launch-refusal';
import { issueLoginState } from './login-states';

/**
 * The OIDC login initiation (LTI 1.3 core §5.1.1; docs/lti.md "The launch"): the platform names
 * itself (`iss`, and `client_id` when it registered several clients), the deployment and where the
 * launch should go; Lectern checks them against the tenant's registrations, binds a fresh state
 * and nonce on the server (./login-states.ts) and sends the browser to the platform's
 * authorisation endpoint for an id token, posted back to the launch address.
 */
type PlatformRow = typeof ltiPlatforms.$inferSelect;

/** The registration the login names, in the tenant of its address. */
async function platformOf(db: Db, tenantId: string, login: LtiLogin): Promise<PlatformRow> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw new LaunchRefused('tenant', `no tenant ${tenantId}`);
  const rows = await db
    .select()
    .from(ltiPlatforms)
    .where(
      and(
        eq(ltiPlatforms.tenantId, tenantId),
        eq(ltiPlatforms.issuer, login.iss),
        login.client_id === undefined ? undefined : eq(ltiPlatforms.clientId, login.client_id),
      ),
    )
    .limit(2);
  if (rows.length === 0) throw new LaunchRefused('platform', `no platform with issuer ${login.iss} and this client id is registered`);
  // Two clients of one issuer: the platform must say which (LTI: client_id is then required).
  if (rows.length > 1) throw new LaunchRefused('platform', `several clients of ${login.iss} are registered: the login must send client_id`);
  return rows[0]!;
}

/**
 * The address the platform posts the id token to: the target link URI's origin (the address the
 * platform knows Lectern by, whatever proxies stand between) with this tenant's launch path, or
 * its deep-linking path when that is the target (a teacher opening the picker). Any other target
 * link URI is refused; Lectern never redirects to it, it only reads the link's target from its
 * query at the launch.
 */
const LAUNCH_ROUTES = ['launch', 'deepLink'] as const;

export function launchAddressOf(targetLinkUri: string, tenantId: string): string {
  let target: URL;
  try {
    target = new URL(targetLinkUri);
  } catch {
    throw new LaunchRefused('target', 'target_link_uri is not an address');
  }
  const path = target.pathname.replace(/\/+$/, '');
  const route = LAUNCH_ROUTES.find((candidate) => ltiToolPath(candidate, tenantId) === path);
  if ((target.protocol !== 'https:' && target.protocol !== 'http:') || route === undefined)
    throw new LaunchRefused(
      'target',
      `target_link_uri must be this tenant's launch or deep linking address (${ltiToolPath('launch', tenantId)})`,
    );
  return `${target.origin}${ltiToolPath(route, tenantId)}`;
}

/** The platform's authorisation request for this login (LTI 1.3 core §5.1.1.2). */
export async function beginLogin(db: Db, tenantId: string, login: LtiLogin, now: Date): Promise<URL> {
  const platform = await platformOf(db, tenantId, login);
  const deploymentId = login.lti_deployment_id ?? null;
  if (deploymentId !== null && !platform.deploymentIds.includes(deploymentId))
    throw new LaunchRefused('deployment', `deployment ${deploymentId} is not registered for this platform`);
  const redirectUri = launchAddressOf(login.target_link_uri, tenantId);
  const { state, nonce } = await issueLoginState(db, { tenantId, platformId: platform.id, deploymentId }, now);
  const request = new URL(platform.authUrl);
  const params = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.clientId,
    redirect_uri: redirectUri,
    login_hint: login.login_hint,
    state,
    nonce,
    ...(login.lti_message_hint === undefined ? {} : { lti_message_hint: login.lti_message_hint }),
  };
  for (const [name, value] of Object.entries(params)) request.searchParams.set(name, value);
  return request;
}
