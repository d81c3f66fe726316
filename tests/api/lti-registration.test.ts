import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ltiPlatforms } from '../../server/db/schema';
import { ltiRegistrationInvites } from '../../server/db/schema/lti-registration';
import { LTI_REGISTRATIONS_PATH, ltiRegistrationInviteSchema } from '../../src/schemas/lti-registration';
import { ltiToolUrls } from '../../src/schemas/lti-paths';
import { ltiRegistrationMessagesEn } from '../../src/ui/i18n/messages-lti-registration-en';
import { ltiRegistrationMessagesZh } from '../../src/ui/i18n/messages-lti-registration-zh';
import { call, DEMO, login } from '../support/api-client';
import { codeOf, exchange, launchAs, stubSpaDir } from '../support/lti-launch-flow';
import { ROLES, startPlatformSimulator, type PlatformSimulator } from '../support/lti-platform';
import { offerRegistration, type RegistrationSide } from '../support/lti-platform-registration';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * LTI Dynamic Registration (docs/lti.md "Registering by one address"): an administrator makes a
 * single-use address, the platform (the simulator, with its OpenID configuration and registration
 * endpoint) opens it, and Lectern registers itself there and records the platform, whose launches
 * then work. Refusals are pages in the administrator's language that record nothing.
 */
let server: TestServer;
let platform: PlatformSimulator;
let side: RegistrationSide;
let adminToken: string;

const registrationsOf = async () =>
  server.database.db
    .select()
    .from(ltiPlatforms)
    .where(and(eq(ltiPlatforms.tenantId, '1'), eq(ltiPlatforms.issuer, platform.issuer)));

async function newAddress(token = adminToken): Promise<string> {
  const answer = await call(server.url, LTI_REGISTRATIONS_PATH, { method: 'POST', token });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return ltiRegistrationInviteSchema.parse(answer.body.result).path;
}

/** The platform opening the address, as its administrator's browser does. */
async function open(path: string, query: Record<string, string | undefined>, language = 'en') {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const response = await fetch(`${server.url}${path}?${search}`, { headers: { 'accept-language': language } });
  return { http: response.status, text: await response.text(), policy: response.headers.get('content-security-policy') ?? '' };
}

const asPlatform = (extra: Record<string, string | undefined> = {}) => ({
  openid_configuration: side.configurationUrl,
  registration_token: 'platform-registration-token-1',
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer({ spaDir: stubSpaDir() });
  platform = await startPlatformSimulator(() => server.clock.now, 'Registering LMS');
  side = offerRegistration(platform);
  adminToken = (await login(server.url, DEMO.admin)).jwt_token;
});
afterAll(async () => {
  await platform?.close();
  await server?.close();
});
beforeEach(async () => {
  side.answer = { status: 200, configuration: {}, withoutDeployment: false };
  side.registrations.length = 0;
  await server.database.db.delete(ltiPlatforms).where(eq(ltiPlatforms.issuer, platform.issuer));
});

describe('a registration address', () => {
  it('is made by the tenant’s administrators only, and kept as a hash', async () => {
    const path = await newAddress();
    const token = decodeURIComponent(path.split('/').pop()!);
    expect(path).toMatch(/^\/v1\/lti\/1\/register\/[\w-]{43}$/);
    const stored = await server.database.db.select().from(ltiRegistrationInvites);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    const teacher = (await login(server.url, DEMO.teacher01)).jwt_token;
    expect((await call(server.url, LTI_REGISTRATIONS_PATH, { method: 'POST', token: teacher })).http).toBe(403);
    expect((await call(server.url, LTI_REGISTRATIONS_PATH, { method: 'POST' })).http).toBe(401);
  });
});

describe('the platform opening the address', () => {
  it('registers Lectern there with its addresses, and the platform here, whose launches then work', async () => {
    const path = await newAddress();
    const page = await open(path, asPlatform());
    expect(page.http, page.text).toBe(200);
    expect(page.text).toContain(ltiRegistrationMessagesEn['ltiRegistration.doneTitle']);
    expect(page.text).toContain('org.imsglobal.lti.close');
    expect(page.policy).toMatch(/script-src 'sha256-[^']+'/);
    expect(page.policy).toContain(`frame-ancestors ${platform.origin}`);

    const [sent] = side.registrations;
    expect(sent!.headers.authorization).toBe('Bearer platform-registration-token-1');
    const urls = ltiToolUrls(server.url, '1');
    expect(sent!.body).toMatchObject({
      initiate_login_uri: urls.login,
      redirect_uris: [urls.launch, urls.deepLink],
      jwks_uri: urls.keySet,
      token_endpoint_auth_method: 'private_key_jwt',
      scope: [
        'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
        'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
        'https://purl.imsglobal.org/spec/lti-ags/scope/score',
      ].join(' '),
      'https://purl.imsglobal.org/spec/lti-tool-configuration': {
        target_link_uri: urls.launch,
        messages: [{ type: 'LtiDeepLinkingRequest', target_link_uri: urls.deepLink }],
      },
    });

    const [registered] = await registrationsOf();
    expect(registered).toMatchObject({
      name: `simulated-lms (${new URL(platform.issuer).host})`,
      clientId: platform.clientId,
      deploymentIds: [platform.deploymentId],
      keySetUrl: platform.registration.keySetUrl,
      authUrl: platform.registration.authUrl,
      tokenUrl: platform.registration.tokenUrl,
    });
    const run = await launchAs(
      server,
      platform,
      { sub: 'sub-registered', name: 'Rita Learner', roles: [ROLES.learner] },
      {
        resourceLinkId: 'link-r',
        contextId: null,
        custom: {},
      },
    );
    expect((await exchange(server, codeOf(run.launch))).http).toBe(200);
  });

  it('works once: the same address again is refused', async () => {
    const path = await newAddress();
    expect((await open(path, asPlatform())).http).toBe(200);
    const again = await open(path, asPlatform());
    expect(again.http).toBe(404);
    expect(again.text).toContain(ltiRegistrationMessagesEn['ltiRegistration.refused.invite']);
  });

  it('records nothing when the platform refuses, and the address works on the next try', async () => {
    const path = await newAddress();
    side.answer.status = 503;
    const refused = await open(path, asPlatform());
    expect(refused.http).toBe(502);
    expect(refused.text).toContain(ltiRegistrationMessagesEn['ltiRegistration.refused.registration']);
    expect(refused.text).not.toContain('org.imsglobal.lti.close');
    expect(await registrationsOf()).toEqual([]);
    side.answer.status = 200;
    expect((await open(path, asPlatform())).http).toBe(200);
    expect(await registrationsOf()).toHaveLength(1);
  });

  it('refuses a configuration whose issuer is not its address’s, or that lacks an endpoint', async () => {
    for (const configuration of [{ issuer: 'https://another-lms.example.edu' }, { registration_endpoint: undefined }]) {
      side.answer.configuration = configuration;
      const page = await open(await newAddress(), asPlatform());
      expect(page.http).toBe(502);
      expect(page.text).toContain(ltiRegistrationMessagesEn['ltiRegistration.refused.configuration']);
    }
    expect(side.registrations).toEqual([]);
    expect(await registrationsOf()).toEqual([]);
  });

  it('says so in Chinese when the platform does not say where its configuration is', async () => {
    const page = await open(await newAddress(), asPlatform({ openid_configuration: undefined }), 'zh-CN,zh;q=0.9');
    expect(page.http).toBe(400);
    expect(page.text).toContain(ltiRegistrationMessagesZh['ltiRegistration.refused.request']);
    expect(page.text).not.toMatch(/openid_configuration/);
  });

  it('asks the administrator for the deployment when the platform names none', async () => {
    side.answer.withoutDeployment = true;
    const page = await open(await newAddress(), asPlatform());
    expect(page.http).toBe(200);
    expect(page.text).toContain(ltiRegistrationMessagesEn['ltiRegistration.noDeployment']);
    expect((await registrationsOf())[0]!.deploymentIds).toEqual([]);
  });

  it('refuses a platform registered already', async () => {
    expect((await open(await newAddress(), asPlatform())).http).toBe(200);
    const twice = await open(await newAddress(), asPlatform());
    expect(twice.http).toBe(409);
    expect(await registrationsOf()).toHaveLength(1);
  });

  it('never opens another tenant’s address, nor one past its 24 hours', async () => {
    const path = await newAddress();
    const elsewhere = await open(path.replace('/v1/lti/1/', '/v1/lti/2/'), asPlatform());
    expect(elsewhere.http).toBe(404);
    server.clock.advance(24 * 60 * 60 + 1);
    expect((await open(path, asPlatform())).http).toBe(404);
    expect(side.registrations).toEqual([]);
  });
});
