import { asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ltiUsers, personalResources, teachingClasses } from '../../server/db/schema';
import { ERROR } from '../../src/schemas/error-codes';
import { ltiToolPath } from '../../src/schemas/lti-paths';
import { anotherClassId } from '../support/lti-callers';
import { call, DEMO, login } from '../support/api-client';
import {
  codeOf,
  createdRows,
  exchange,
  firstReadyRecording,
  initiateLogin,
  issuedBy,
  launchAs,
  registerPlatform,
  stubSpaDir,
} from '../support/lti-launch-flow';
import { ROLES, startPlatformSimulator, type PlatformSimulator, type PlatformUser } from '../support/lti-platform';
import {
  deepLinkAs,
  deepLinkUrlOf,
  LTI_DL,
  pickerAnswer,
  pickerChoices,
  pickerSession,
  postToPlatform,
  startReturnEndpoint,
  type DeepLinkingSettingsClaim,
  type ReturnEndpoint,
} from '../support/lti-platform-deep-link';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * LTI Deep Linking 2.0 (docs/lti.md "Deep linking"): a teacher's LMS opens Lectern's picker with
 * a deep-linking request, the teacher chooses classes, recordings and clips, as links or embedded
 * players, and Lectern signs the answer the page posts back to the platform, which verifies it
 * with Lectern's key set. The request's return address and data stay on the server; a selection
 * is its launch's user's alone and answered once; a learner is refused the picker.
 */
let server: TestServer;
let platform: PlatformSimulator;
let returns: ReturnEndpoint;
let classX: { id: string; name: string };
let recording: { id: string; teclId: string };
let clipId: string;
let otherTenantClass: string | undefined;

const DL = 'https://purl.imsglobal.org/spec/lti/claim/';
const instructor = { sub: 'sub-dl-instructor', name: 'Dana Linker', email: 'dana@lms.example.edu', roles: [ROLES.instructor] };
const learner = { sub: 'sub-dl-learner', name: 'Lou Learner', roles: [ROLES.learner] };
const admin = { sub: 'sub-dl-admin', name: 'Abe Admin', roles: [ROLES.administrator] };

const settings = (changes: Partial<DeepLinkingSettingsClaim> = {}): DeepLinkingSettingsClaim => ({
  deep_link_return_url: returns.url,
  accept_types: ['link', 'ltiResourceLink'],
  accept_presentation_document_targets: ['iframe', 'window'],
  accept_multiple: true,
  data: 'opaque-platform-data:7',
  title: 'Week 3 videos',
  ...changes,
});

async function openPicker(person: PlatformUser = instructor, changes: Partial<DeepLinkingSettingsClaim> = {}) {
  const answer = await deepLinkAs(server, platform, person, settings(changes));
  expect(answer.http, answer.text.slice(0, 300)).toBe(302);
  return pickerSession(server, answer);
}

/** Posts the answer on as the page does, and what the platform's return endpoint verified. */
async function deliver(answer: { returnUrl: string; jwt: string }) {
  const before = returns.received.length;
  expect((await postToPlatform(answer)).status).toBe(200);
  const received = returns.received[before]!;
  expect(received.failure).toBeNull();
  return received;
}

beforeAll(async () => {
  server = await startTestServer({ spaDir: stubSpaDir() });
  platform = await startPlatformSimulator(() => server.clock.now);
  returns = await startReturnEndpoint(server, platform);
  await registerPlatform(server, platform, '1');
  const { db } = server.database;
  recording = await firstReadyRecording(server);
  classX = (
    await db
      .select({ id: teachingClasses.id, name: teachingClasses.teclName })
      .from(teachingClasses)
      .where(eq(teachingClasses.id, recording.teclId))
  )[0]!;
  otherTenantClass = (
    await db
      .select({ id: teachingClasses.id })
      .from(teachingClasses)
      .where(ne(teachingClasses.tenantId, '1'))
      .orderBy(asc(teachingClasses.id))
      .limit(1)
  )[0]?.id;
  // The instructor's first picker makes their account; an administrator then makes them the class's teacher.
  await openPicker();
  const [link] = await db.select({ userId: ltiUsers.userId }).from(ltiUsers).where(eq(ltiUsers.subject, instructor.sub));
  await db.update(teachingClasses).set({ teacherId: link!.userId }).where(eq(teachingClasses.id, classX.id));
  const [clip] = await db
    .insert(personalResources)
    .values({
      tenantId: '1',
      userId: link!.userId,
      kind: 'clip',
      title: 'Eigenvalue proof',
      sourceVodId: recording.id,
      clipInS: 30,
      clipOutS: 60,
    })
    .returning({ id: personalResources.id });
  clipId = clip!.id;
}, 120_000);
afterAll(async () => {
  await returns?.close();
  await platform?.close();
  await server?.close();
});

describe('the deep-linking request', () => {
  it('is initiated like a launch, the platform told to post to the deep-linking address', async () => {
    const loginAnswer = await initiateLogin(server, platform, { params: { target_link_uri: deepLinkUrlOf(server) } });
    expect(issuedBy(loginAnswer).redirectUri).toBe(deepLinkUrlOf(server));
  });

  it('signs the teacher in on the picker, with the platform’s request kept on the server', async () => {
    const answer = await deepLinkAs(server, platform, instructor, settings());
    const session = await exchange(server, codeOf(answer));
    expect(session.http).toBe(200);
    expect(session.body.result.landing).toEqual({ page: 'deepLink', launchId: expect.any(String) });
    expect(JSON.stringify(session.body)).not.toContain(returns.url);
    expect(JSON.stringify(session.body)).not.toContain('opaque-platform-data');
    const choices = await pickerChoices(server, session.body.result.jwt_token, session.body.result.landing.launchId);
    expect(choices.http).toBe(200);
    expect(choices.body.result.offer).toEqual({ multiple: true, embed: true, links: true, title: 'Week 3 videos', text: null });
    expect(JSON.stringify(choices.body)).not.toContain(returns.url);
  });

  it('refuses a learner the picker with a page in their language, creating nothing', async () => {
    const before = await createdRows(server);
    const answer = await deepLinkAs(server, platform, learner, settings(), { language: 'zh-CN' });
    expect(answer.http).toBe(403);
    expect(answer.text).toContain('只有课程的教师可以从 Lectern 添加内容。');
    expect(answer.text).toContain('LTI-teacherOnly');
    expect(await createdRows(server)).toEqual(before);
  });

  it('refuses a request without its settings, or with a return address that is not https', async () => {
    const missing = await deepLinkAs(server, platform, instructor, settings(), {
      claims: { [`${LTI_DL}deep_linking_settings`]: undefined },
    });
    expect(missing.http).toBe(400);
    expect(missing.text).toContain('LTI-message');
    const plain = await deepLinkAs(server, platform, instructor, settings({ deep_link_return_url: 'http://lms.example.edu/return' }));
    expect(plain.http).toBe(400);
    // A resource-link launch posted to the deep-linking address is not a deep-linking request either.
    const launchAtPicker = await deepLinkAs(server, platform, instructor, settings(), {
      claims: { [`${DL}message_type`]: 'LtiResourceLinkRequest' },
    });
    expect(launchAtPicker.http).toBe(400);
  });
});

describe('the picker', () => {
  it('lists the teacher’s classes, their ready recordings and clips, searched on the server', async () => {
    const { token, launchId } = await openPicker();
    const all = await pickerChoices(server, token, launchId);
    expect(all.body.result.classes).toEqual([{ id: classX.id, name: classX.name }]);
    expect(all.body.result.recordings.map((row: { id: string }) => row.id)).toContain(recording.id);
    expect(all.body.result.clips).toEqual([{ id: clipId, title: 'Eigenvalue proof', durationS: 0 }]);
    const searched = await pickerChoices(server, token, launchId, 'eigenVALUE');
    expect(searched.body.result.clips).toHaveLength(1);
    expect(searched.body.result.classes.every((row: { name: string }) => row.name.toLowerCase().includes('eigenvalue'))).toBe(true);
    // LIKE's wildcards are searched as text.
    const wildcard = await pickerChoices(server, token, launchId, '%');
    expect(wildcard.body.result.clips).toEqual([]);
  });

  it('lists the tenant’s classes for an administrator', async () => {
    const { token, launchId } = await openPicker(admin);
    const all = await pickerChoices(server, token, launchId);
    expect(all.body.result.classes.length).toBeGreaterThan(1);
  });

  it('offers no embedding when the platform takes no iframe, and nothing but cancel when it takes no LTI links', async () => {
    const noFrame = await openPicker(instructor, { accept_presentation_document_targets: ['window'], accept_multiple: false });
    const offer = (await pickerChoices(server, noFrame.token, noFrame.launchId)).body.result.offer;
    expect(offer).toMatchObject({ embed: false, multiple: false, links: true });
    const embed = await pickerAnswer(server, noFrame.token, noFrame.launchId, {
      items: [{ kind: 'vod', id: recording.id, presentation: 'embed' }],
    });
    expect(embed.http).toBe(400);
    const two = await pickerAnswer(server, noFrame.token, noFrame.launchId, {
      items: [
        { kind: 'vod', id: recording.id, presentation: 'link' },
        { kind: 'class', id: classX.id, presentation: 'link' },
      ],
    });
    expect(two.http).toBe(400);
    const noLinks = await openPicker(instructor, { accept_types: ['file', 'html'] });
    expect((await pickerChoices(server, noLinks.token, noLinks.launchId)).body.result.offer.links).toBe(false);
  });
});

describe('the answer', () => {
  it('returns a link that the platform verifies and that launches to the recording', async () => {
    const { token, launchId } = await openPicker();
    const answer = await pickerAnswer(server, token, launchId, { items: [{ kind: 'vod', id: recording.id, presentation: 'link' }] });
    expect(answer.http, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result.returnUrl).toBe(returns.url);
    const { payload, kid } = await deliver(answer.body.result);
    const keySet = await (await fetch(`${server.url}/v1/lti/jwks`)).json();
    expect(keySet.keys.map((key: { kid: string }) => key.kid)).toContain(kid);
    expect(payload).toMatchObject({
      iss: platform.clientId,
      aud: platform.issuer,
      [`${DL}message_type`]: 'LtiDeepLinkingResponse',
      [`${DL}version`]: '1.3.0',
      [`${DL}deployment_id`]: platform.deploymentId,
      [`${LTI_DL}data`]: 'opaque-platform-data:7',
    });
    expect(payload!.nonce).toEqual(expect.any(String));
    expect(payload!.exp! - payload!.iat!).toBeLessThanOrEqual(600);
    const items = payload![`${LTI_DL}content_items`] as Array<Record<string, unknown>>;
    expect(items).toEqual([
      {
        type: 'ltiResourceLink',
        title: expect.any(String),
        url: `${server.url}${ltiToolPath('launch', '1')}`,
        custom: { lectern_target: `vod:${recording.id}` },
      },
    ]);
    // The platform places the link; a learner's launch of it lands on the recording.
    const run = await launchAs(server, platform, learner, {
      resourceLinkId: 'placed-1',
      contextId: null,
      custom: items[0]!.custom as Record<string, string>,
    });
    const session = await exchange(server, codeOf(run.launch));
    expect(session.body.result.landing).toMatchObject({ page: 'recording', vodId: recording.id, teclId: recording.teclId });
  });

  it('returns several items, recordings and clips as embedded players', async () => {
    const { token, launchId } = await openPicker();
    const answer = await pickerAnswer(server, token, launchId, {
      items: [
        { kind: 'vod', id: recording.id, presentation: 'embed' },
        { kind: 'clip', id: clipId, presentation: 'embed' },
        { kind: 'class', id: classX.id, presentation: 'link' },
      ],
    });
    expect(answer.http, JSON.stringify(answer.body)).toBe(200);
    const { payload } = await deliver(answer.body.result);
    const items = payload![`${LTI_DL}content_items`] as Array<Record<string, unknown>>;
    expect(items.map((item) => [(item.custom as Record<string, string>).lectern_target, item.iframe])).toEqual([
      [`vod:${recording.id}`, { width: 960, height: 600 }],
      [`clip:${clipId}`, { width: 960, height: 600 }],
      [`class:${classX.id}`, undefined],
    ]);
    expect(items[1]!.title).toBe('Eigenvalue proof');
  });

  it('cancels with no items and the teacher’s message', async () => {
    const { token, launchId } = await openPicker();
    const answer = await pickerAnswer(server, token, launchId, { items: [], message: 'Nothing this week' });
    const { payload } = await deliver(answer.body.result);
    expect(payload![`${LTI_DL}content_items`]).toEqual([]);
    expect(payload![`${LTI_DL}msg`]).toBe('Nothing this week');
    expect(payload![`${LTI_DL}data`]).toBe('opaque-platform-data:7');
  });

  it('answers once per selection', async () => {
    const { token, launchId } = await openPicker();
    const body = { items: [{ kind: 'class', id: classX.id, presentation: 'link' }] };
    const [first, second] = await Promise.all([pickerAnswer(server, token, launchId, body), pickerAnswer(server, token, launchId, body)]);
    expect([first.http, second.http].sort()).toEqual([200, 410]);
    const again = await pickerAnswer(server, token, launchId, body);
    expect(again.http).toBe(410);
    expect(again.body.code).toBe(ERROR.ltiDeepLinkEnded.code);
    expect((await pickerChoices(server, token, launchId)).http).toBe(410);
  });

  it('refuses another tenant’s item, another teacher’s class and an unknown one, answering nothing', async () => {
    const { token, launchId } = await openPicker();
    const notTheirs = await anotherClassId(server, classX.id);
    for (const item of [
      ...(otherTenantClass ? [{ kind: 'class', id: otherTenantClass, presentation: 'link' }] : []),
      { kind: 'class', id: notTheirs, presentation: 'link' },
      { kind: 'clip', id: 'no-such-clip', presentation: 'link' },
      { kind: 'vod', id: recording.id, presentation: 'bogus' },
    ]) {
      const refused = await pickerAnswer(server, token, launchId, { items: [item] });
      expect([400, 404], JSON.stringify(item)).toContain(refused.http);
      expect(refused.body.message).not.toMatch(/tecl-|vod-|[0-9a-f]{8}-[0-9a-f]{4}/);
    }
    // Nothing was spent: the selection still answers.
    expect((await pickerAnswer(server, token, launchId, { items: [] })).http).toBe(200);
  });

  it('goes only to the request’s return address, and only for the launch’s own user', async () => {
    const { token, launchId } = await openPicker();
    const tampered = await pickerAnswer(server, token, launchId, { items: [], returnUrl: 'https://evil.example.com/steal' });
    expect(tampered.http).toBe(400);
    const teacher = await login(server.url, DEMO.teacher01);
    const stranger = await pickerAnswer(server, teacher.jwt_token, launchId, { items: [] });
    expect(stranger.http).toBe(410);
    expect((await pickerChoices(server, teacher.jwt_token, launchId)).http).toBe(410);
    expect((await call(server.url, `/v1/lti/deep-links/${launchId}`)).http).toBe(401);
    const answer = await pickerAnswer(server, token, launchId, { items: [] });
    expect(answer.body.result.returnUrl).toBe(returns.url);
  });
});
