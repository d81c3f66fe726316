import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ltiLoginStates, teachingClasses } from '../../server/db/schema';
import { ltiLaunchMessagesEn } from '../../src/ui/i18n/messages-lti-launch-en';
import { ltiLaunchMessagesZh } from '../../src/ui/i18n/messages-lti-launch-zh';
import {
  codeOf,
  createdRows,
  exchange,
  initiateLogin,
  issuedBy,
  launchAs,
  launchUrlOf,
  postLaunch,
  registerPlatform,
  type LoginAnswer,
} from '../support/lti-launch-flow';
import { LTI, ROLES, startPlatformSimulator, type PlatformLink, type PlatformSimulator } from '../support/lti-platform';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Launches Lectern must refuse (docs/lti.md "When a launch is refused"): each answers a page in
 * the user's language with a 4xx, framed by the tenant's platforms only, and leaves no user,
 * enrolment, session or launch behind. And tenants apart: a platform registered in one tenant
 * cannot sign anyone into another.
 */
let server: TestServer;
let platform: PlatformSimulator;
let stranger: PlatformSimulator;
let teclId: string;

const learner = { sub: 'sub-refused', name: 'Rita Refused', roles: [ROLES.learner] };
const link = (): PlatformLink => ({ resourceLinkId: 'link-9', contextId: 'course-9', custom: { lectern_target: `class:${teclId}` } });

beforeAll(async () => {
  server = await startTestServer();
  platform = await startPlatformSimulator(() => server.clock.now, 'Tenant one LMS');
  stranger = await startPlatformSimulator(() => server.clock.now, 'Tenant two LMS');
  await registerPlatform(server, platform, '1');
  await registerPlatform(server, stranger, '2');
  const [first] = await server.database.db
    .select({ id: teachingClasses.id })
    .from(teachingClasses)
    .where(eq(teachingClasses.tenantId, '1'))
    .orderBy(asc(teachingClasses.id))
    .limit(1);
  teclId = first!.id;
});
afterAll(async () => {
  await platform?.close();
  await stranger?.close();
  await server?.close();
});

/** A refusal: its status, the sentence of its reason in the page, a policy letting only the tenant's platforms frame it. */
function expectRefusal(answer: LoginAnswer, status: number, reason: keyof typeof ltiLaunchMessagesEn, language: 'en' | 'zh' = 'en') {
  expect(answer.http, answer.text.slice(0, 500)).toBe(status);
  expect(answer.headers.get('content-type')).toContain('text/html');
  expect(answer.headers.get('set-cookie')).toBeNull();
  const texts = language === 'en' ? ltiLaunchMessagesEn : ltiLaunchMessagesZh;
  expect(answer.text).toContain(texts['ltiLaunch.title']);
  expect(answer.text).toContain(texts[reason]);
  expect(answer.headers.get('content-security-policy')).toMatch(/frame-ancestors [^;]*;?/);
  expect(answer.headers.get('content-security-policy')).not.toContain('script-src');
}

/** Runs `refused` and checks it created nothing a launch creates. */
async function createsNothing(refused: () => Promise<void>) {
  const before = await createdRows(server);
  await refused();
  expect(await createdRows(server)).toEqual(before);
}

describe('a refused login initiation', () => {
  it('names an issuer the tenant did not register: 403, in English or Chinese by Accept-Language', async () => {
    const statesBefore = (await server.database.db.select().from(ltiLoginStates)).length;
    const english = await initiateLogin(server, platform, { params: { iss: 'https://moodle.unknown.example' } });
    expectRefusal(english, 403, 'ltiLaunch.refused.platform');
    expect(english.headers.get('content-security-policy')).toContain(`frame-ancestors ${platform.origin}`);
    const chinese = await initiateLogin(server, platform, {
      params: { iss: 'https://moodle.unknown.example' },
      language: 'zh-CN,zh;q=0.9,en;q=0.8',
    });
    expectRefusal(chinese, 403, 'ltiLaunch.refused.platform', 'zh');
    expect(chinese.text).toContain('<html lang="zh-CN">');
    expect((await server.database.db.select().from(ltiLoginStates)).length).toBe(statesBefore);
  });

  it('names a deployment the registration does not list: 403', async () => {
    expectRefusal(
      await initiateLogin(server, platform, { params: { lti_deployment_id: 'deployment-9' } }),
      403,
      'ltiLaunch.refused.deployment',
    );
  });

  it('asks for a target that is not the tenant’s launch address: 400', async () => {
    const answer = await initiateLogin(server, platform, { params: { target_link_uri: 'https://evil.example/steal' } });
    expectRefusal(answer, 400, 'ltiLaunch.refused.target');
  });

  it('lacks the login hint, or sends control characters: 400, never the envelope', async () => {
    expectRefusal(await initiateLogin(server, platform, { params: { login_hint: undefined } }), 400, 'ltiLaunch.refused.request');
    expectRefusal(await initiateLogin(server, platform, { params: { login_hint: 'a\u0000b' } }), 400, 'ltiLaunch.refused.request');
  });

  it('comes to a tenant that does not exist: 404', async () => {
    expectRefusal(await initiateLogin(server, platform, { tenantId: '999' }), 404, 'ltiLaunch.refused.tenant');
  });
});

describe('a refused launch creates nothing', () => {
  it('a forged signature: 401', () =>
    createsNothing(async () => {
      const run = await launchAs(server, platform, learner, link(), { sign: { forged: true } });
      expectRefusal(run.launch, 401, 'ltiLaunch.refused.token');
    }));

  it('the wrong audience: 401', () =>
    createsNothing(async () => {
      const run = await launchAs(server, platform, learner, link(), { sign: { audience: 'another-client' } });
      expectRefusal(run.launch, 401, 'ltiLaunch.refused.token');
    }));

  it('several audiences without the client as authorised party: 401', () =>
    createsNothing(async () => {
      const run = await launchAs(server, platform, learner, link(), { sign: { audience: [platform.clientId, 'another-client'] } });
      expectRefusal(run.launch, 401, 'ltiLaunch.refused.token');
    }));

  it('an unknown deployment: 403', () =>
    createsNothing(async () => {
      const run = await launchAs(server, platform, learner, link(), { sign: { claims: { [`${LTI}deployment_id`]: 'deployment-9' } } });
      expectRefusal(run.launch, 403, 'ltiLaunch.refused.deployment');
    }));

  it('an expired token, and one issued in the future: 401', () =>
    createsNothing(async () => {
      const now = Math.floor(server.clock.now.getTime() / 1000);
      const expired = await launchAs(server, platform, learner, link(), { sign: { issuedAt: now - 600, lifetimeS: 120 } });
      expectRefusal(expired.launch, 401, 'ltiLaunch.refused.expired');
      const future = await launchAs(server, platform, learner, link(), { sign: { issuedAt: now + 3600 } });
      expectRefusal(future.launch, 401, 'ltiLaunch.refused.expired');
    }));

  it('a replayed launch: the same token and state a second time', async () => {
    const run = await launchAs(server, platform, learner, link());
    expect(run.launch.http, run.launch.text).toBe(302);
    await createsNothing(async () => {
      expectRefusal(await postLaunch(server, { id_token: run.idToken, state: run.state }), 400, 'ltiLaunch.refused.state');
    });
    // The first launch's code still works once.
    expect((await exchange(server, codeOf(run.launch))).http).toBe(200);
  });

  it('a replayed nonce: an old token with the state of a new login', async () => {
    const run = await launchAs(server, platform, learner, link());
    await createsNothing(async () => {
      const { state } = issuedBy(await initiateLogin(server, platform));
      expectRefusal(await postLaunch(server, { id_token: run.idToken, state }), 401, 'ltiLaunch.refused.nonce');
    });
  });

  it('a state Lectern never issued: 400, in the user’s language', () =>
    createsNothing(async () => {
      const { nonce } = issuedBy(await initiateLogin(server, platform));
      const idToken = await platform.signIdToken({ user: learner, nonce, link: link(), targetLinkUri: launchUrlOf(server) });
      expectRefusal(
        await postLaunch(server, { id_token: idToken, state: 'made-up-state' }, { language: 'zh' }),
        400,
        'ltiLaunch.refused.state',
        'zh',
      );
    }));

  it('a state that waited past its 10 minutes: 400', () =>
    createsNothing(async () => {
      const { state, nonce } = issuedBy(await initiateLogin(server, platform));
      server.clock.advance(11 * 60);
      const idToken = await platform.signIdToken({ user: learner, nonce, link: link(), targetLinkUri: launchUrlOf(server) });
      expectRefusal(await postLaunch(server, { id_token: idToken, state }), 400, 'ltiLaunch.refused.stateExpired');
    }));

  it('a token that is not a JWT, and a post without a state: 400 or 401, never a 500', () =>
    createsNothing(async () => {
      const { state } = issuedBy(await initiateLogin(server, platform));
      expectRefusal(await postLaunch(server, { id_token: 'not.a.jwt', state }), 401, 'ltiLaunch.refused.token');
      expectRefusal(await postLaunch(server, { id_token: 'x', state: '' }), 400, 'ltiLaunch.refused.request');
    }));

  it('not a resource-link launch (deep linking, version 1.1): 400', () =>
    createsNothing(async () => {
      const deepLink = await launchAs(server, platform, learner, link(), {
        sign: { claims: { [`${LTI}message_type`]: 'LtiDeepLinkingRequest' } },
      });
      expectRefusal(deepLink.launch, 400, 'ltiLaunch.refused.message');
      const oldVersion = await launchAs(server, platform, learner, link(), { sign: { claims: { [`${LTI}version`]: '1.1' } } });
      expectRefusal(oldVersion.launch, 400, 'ltiLaunch.refused.message');
      const noLink = await launchAs(server, platform, learner, link(), { sign: { claims: { [`${LTI}resource_link`]: undefined } } });
      expectRefusal(noLink.launch, 400, 'ltiLaunch.refused.message');
    }));

  it('a role Lectern does not map (a mentor, or no role): 403', () =>
    createsNothing(async () => {
      const mentor = await launchAs(server, platform, { ...learner, roles: [ROLES.mentor] }, link());
      expectRefusal(mentor.launch, 403, 'ltiLaunch.refused.role');
      const nobody = await launchAs(server, platform, { ...learner, roles: [] }, link());
      expectRefusal(nobody.launch, 403, 'ltiLaunch.refused.role');
    }));

  it('a link naming a malformed target, or a class of another tenant: 404', () =>
    createsNothing(async () => {
      const malformed = await launchAs(server, platform, learner, { ...link(), custom: { lectern_target: 'lesson:1' } });
      expectRefusal(malformed.launch, 404, 'ltiLaunch.refused.link');
      const [foreign] = await server.database.db
        .select({ id: teachingClasses.id })
        .from(teachingClasses)
        .where(eq(teachingClasses.tenantId, '2'))
        .limit(1);
      const elsewhere = await launchAs(server, platform, learner, { ...link(), custom: { lectern_target: `class:${foreign!.id}` } });
      expectRefusal(elsewhere.launch, 404, 'ltiLaunch.refused.link');
    }));
});

describe('tenants apart', () => {
  it('a platform of tenant 1 cannot log in at tenant 2’s address', () =>
    createsNothing(async () => {
      const answer = await initiateLogin(server, platform, { tenantId: '2' });
      expectRefusal(answer, 403, 'ltiLaunch.refused.platform');
      // Tenant 2's refusals are framed by tenant 2's platforms, never tenant 1's.
      expect(answer.headers.get('content-security-policy')).toContain(`frame-ancestors ${stranger.origin}`);
      expect(answer.headers.get('content-security-policy')).not.toContain(platform.origin);
    }));

  it('a state issued in tenant 1 does not open tenant 2, and stays good for tenant 1', async () => {
    const { state, nonce } = issuedBy(await initiateLogin(server, platform));
    const idToken = await platform.signIdToken({ user: learner, nonce, link: link(), targetLinkUri: launchUrlOf(server) });
    await createsNothing(async () => {
      expectRefusal(await postLaunch(server, { id_token: idToken, state }, { tenantId: '2' }), 400, 'ltiLaunch.refused.state');
    });
    expect((await postLaunch(server, { id_token: idToken, state })).http).toBe(302);
  });

  it('a token of tenant 2’s platform does not verify against tenant 1’s login', () =>
    createsNothing(async () => {
      const { state, nonce } = issuedBy(await initiateLogin(server, platform));
      const idToken = await stranger.signIdToken({ user: learner, nonce, link: link(), targetLinkUri: launchUrlOf(server) });
      expectRefusal(await postLaunch(server, { id_token: idToken, state }), 401, 'ltiLaunch.refused.token');
    }));

  it('the same platform registered by both tenants signs its user into each as a user of that tenant', async () => {
    await registerPlatform(server, platform, '2');
    const first = await exchange(server, codeOf((await launchAs(server, platform, learner, { ...link(), custom: {} })).launch));
    const second = await exchange(
      server,
      codeOf((await launchAs(server, platform, learner, { ...link(), custom: {} }, { tenantId: '2' })).launch),
    );
    expect(first.body.result.user.tenantId).toBe('1');
    expect(second.body.result.user.tenantId).toBe('2');
    expect(second.body.result.user.id).not.toBe(first.body.result.user.id);
  });
});
