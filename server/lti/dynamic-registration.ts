import { and, eq } from 'drizzle-orm';
import {
  platformConfigurationSchema,
  platformRegistrationAnswerSchema,
  type PlatformConfiguration,
} from '../../src/schemas/lti-registration';
import type { Db } from '../db/client';
import { ltiPlatforms } from '../db/schema';
import { PlatformCallFailed, platformJson } from './platform-json';
import { claimRegistrationInvite, completeRegistrationInvite, releaseRegistrationInvite } from './registration-invites';
import { RegistrationRefused } from './registration-refusal';
import { toolRegistration } from './tool-configuration';

/**
 * LTI Dynamic Registration 1.0 (docs/lti.md "Registering by one address"): the platform opens the
 * address a tenant's administrator made, naming its OpenID configuration; Lectern reads it,
 * registers itself at the platform's registration endpoint (with the platform's registration token
 * when it gave one), and records the platform in the tenant with the client id and deployment the
 * platform answered, as an administrator would have typed them. Nothing is recorded unless every
 * step succeeded; a failure gives the address back for another try.
 */
export type RegistrationRequest = {
  tenantId: string;
  invite: string;
  configurationUrl: string;
  registrationToken?: string;
  origin: string;
};

/** LTI DR §3.5.1: the configuration's address begins with the issuer (whole path segments), so one platform cannot speak for another. */
export function configurationUnderIssuer(issuer: string, configurationUrl: string): boolean {
  const address = new URL(configurationUrl);
  const expected = new URL(issuer);
  const prefix = expected.pathname.replace(/\/+$/, '') + '/';
  return address.origin === expected.origin && (address.pathname + '/').startsWith(prefix);
}

async function readConfiguration(configurationUrl: string): Promise<PlatformConfiguration> {
  try {
    const configuration = await platformJson(configurationUrl, { headers: { accept: 'application/json' } }, platformConfigurationSchema);
    if (!configurationUnderIssuer(configuration.issuer, configurationUrl))
      throw new RegistrationRefused('configuration', `the issuer ${configuration.issuer} is not the prefix of ${configurationUrl}`);
    return configuration;
  } catch (failure) {
    if (failure instanceof PlatformCallFailed) throw new RegistrationRefused('configuration', failure.message);
    throw failure;
  }
}

async function registerAtPlatform(configuration: PlatformConfiguration, request: RegistrationRequest) {
  try {
    return await platformJson(
      configuration.registration_endpoint,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(request.registrationToken === undefined ? {} : { authorization: `Bearer ${request.registrationToken}` }),
        },
        body: JSON.stringify(toolRegistration(request.origin, request.tenantId, configuration)),
      },
      platformRegistrationAnswerSchema,
    );
  } catch (failure) {
    if (failure instanceof PlatformCallFailed) throw new RegistrationRefused('registration', failure.message);
    throw failure;
  }
}

/** The platform's name on the admin page: its product and host, e.g. "moodle (lms.example.edu)". */
export const registeredName = (configuration: PlatformConfiguration): string =>
  `${configuration['https://purl.imsglobal.org/spec/lti-platform-configuration'].product_family_code} (${new URL(configuration.issuer).host})`.slice(
    0,
    100,
  );

export type Registered = { platformId: string; name: string; deploymentIds: string[] };

export async function registerPlatform(db: Db, request: RegistrationRequest, now: Date): Promise<Registered> {
  const inviteId = await claimRegistrationInvite(db, request.tenantId, request.invite, now);
  try {
    const configuration = await readConfiguration(request.configurationUrl);
    const answer = await registerAtPlatform(configuration, request);
    const deploymentId = answer['https://purl.imsglobal.org/spec/lti-tool-configuration']?.deployment_id;
    const name = registeredName(configuration);
    const [platform] = await db
      .insert(ltiPlatforms)
      .values({
        tenantId: request.tenantId,
        name,
        issuer: configuration.issuer,
        clientId: answer.client_id,
        deploymentIds: deploymentId === undefined ? [] : [deploymentId],
        keySetUrl: configuration.jwks_uri,
        authUrl: configuration.authorization_endpoint,
        tokenUrl: configuration.token_endpoint,
        tokenAudience: configuration.authorization_server ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: ltiPlatforms.id });
    if (!platform) {
      const [known] = await db
        .select({ id: ltiPlatforms.id })
        .from(ltiPlatforms)
        .where(
          and(
            eq(ltiPlatforms.tenantId, request.tenantId),
            eq(ltiPlatforms.issuer, configuration.issuer),
            eq(ltiPlatforms.clientId, answer.client_id),
          ),
        );
      throw new RegistrationRefused(
        'duplicate',
        `${configuration.issuer} with client id ${answer.client_id} is registered already (${known?.id ?? '?'})`,
      );
    }
    await completeRegistrationInvite(db, inviteId, platform.id);
    return { platformId: platform.id, name, deploymentIds: deploymentId === undefined ? [] : [deploymentId] };
  } catch (failure) {
    await releaseRegistrationInvite(db, inviteId);
    throw failure;
  }
}
