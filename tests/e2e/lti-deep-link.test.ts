import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spaDir } from '../../scripts/spa-build';
import { ltiUsers, styleConfigs, teachingClasses, vods } from '../../server/db/schema';
import { ltiToolPath } from '../../src/schemas/lti-paths';
import { expectNoSeriousViolations } from '../support/axe';
import { openBrowser, type BrowserSession } from '../support/browser';
import { codeOf, exchange, firstReadyRecording, launchAs, registerPlatform } from '../support/lti-launch-flow';
import { ROLES, startPlatformSimulator, type PlatformSimulator } from '../support/lti-platform';
import {
  deepLinkAs,
  deepLinkingClaims,
  LTI_DL,
  startReturnEndpoint,
  type DeepLinkingSettingsClaim,
  type ReturnEndpoint,
} from '../support/lti-platform-deep-link';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * LTI deep linking in a browser (docs/lti.md "Deep linking"): the platform's course page (on
 * 127.0.0.1) frames Lectern (on localhost, another site) in a browser that blocks third-party
 * cookies. The teacher's frame goes through the login, the platform and the deep-linking request
 * to the picker, signed in; the teacher searches, picks a recording as an embedded player and
 * adds it; the page posts the signed answer to the platform, which verifies it with Lectern's key
 * set, and the item it received launches to that recording.
 */
let server: TestServer;
let platform: PlatformSimulator;
let returns: ReturnEndpoint;
let browser: BrowserSession;
let tool: string;
let recording: { id: string; title: string; teclId: string };

const SCHOOL_COLOUR = '#8a1538';
const teacher = { sub: 'sub-e2e-dl-teacher', name: 'Tess Teacher', email: 'tess@lms.example.edu', roles: [ROLES.instructor] };

beforeAll(async () => {
  server = await startTestServer({ backend: 'pglite', spaDir });
  tool = server.url.replace('127.0.0.1', 'localhost');
  platform = await startPlatformSimulator(() => server.clock.now, 'Course site');
  returns = await startReturnEndpoint(server, platform);
  await registerPlatform(server, platform, '1');
  const { db } = server.database;
  const first = await firstReadyRecording(server);
  // A title of its own, so the search finds exactly this recording.
  recording = { ...first, title: 'Spectral theorem, part 2' };
  await db.update(vods).set({ title: recording.title }).where(eq(vods.id, first.id));
  const { teclId } = first;
  // The teacher's account exists (a first picker made it) and teaches the class.
  const settings: DeepLinkingSettingsClaim = { deep_link_return_url: returns.url };
  await deepLinkAs(server, platform, teacher, settings);
  const [link] = await db.select({ userId: ltiUsers.userId }).from(ltiUsers).where(eq(ltiUsers.subject, teacher.sub));
  await db.update(teachingClasses).set({ teacherId: link!.userId }).where(eq(teachingClasses.id, teclId));
  browser = await openBrowser(undefined, { thirdPartyCookies: 'blocked' });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await returns?.close();
  await platform?.close();
  await server?.close();
});

it('lets a teacher pick a recording as an embedded player from the platform’s frame, and returns it signed', async () => {
  platform.nextLaunch = {
    user: teacher,
    link: { resourceLinkId: 'placement-1', contextId: 'course-e2e-dl', custom: {} },
    claims: deepLinkingClaims({
      deep_link_return_url: returns.url,
      accept_types: ['link', 'ltiResourceLink'],
      accept_presentation_document_targets: ['iframe', 'window'],
      accept_multiple: true,
      data: 'moodle-section-3',
      title: 'Week 3',
    }),
  };
  const { page, context } = browser;
  await page.goto(platform.coursePageUrl(`${tool}${ltiToolPath('login', '1')}`, `${tool}${ltiToolPath('deepLink', '1')}`, 'hint-dl'));

  const frame = page.frameLocator('#tool');
  await frame.getByRole('heading', { name: 'Add from Lectern to your course' }).waitFor({ timeout: 30_000 });
  await frame.getByText('Your course asks for: Week 3').waitFor();
  await frame.getByRole('searchbox', { name: 'Search classes, recordings and clips' }).fill(recording.title);
  await frame.getByRole('button', { name: 'Search' }).click();
  const recordings = frame.getByRole('group', { name: 'Recordings' });
  await expect.poll(() => recordings.getByRole('checkbox').count(), { timeout: 15_000 }).toBe(1);
  await recordings.getByRole('checkbox').check();
  await frame.getByLabel(`Show “${recording.title}” as`).selectOption('embed');
  await frame.getByRole('button', { name: 'Add to course' }).click();

  await expect.poll(() => returns.received.length, { timeout: 20_000 }).toBe(1);
  const [received] = returns.received;
  expect(received!.failure).toBeNull();
  const payload = received!.payload!;
  expect(payload[`${LTI_DL}data`]).toBe('moodle-section-3');
  const items = payload[`${LTI_DL}content_items`] as Array<{ custom: Record<string, string>; iframe?: unknown; title: string }>;
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ type: 'ltiResourceLink', title: recording.title, custom: { lectern_target: `vod:${recording.id}` } });
  expect(items[0]!.iframe).toEqual({ width: 960, height: 600 });
  // The frame went on to the platform's page, and Lectern set no cookie on the way.
  await frame.getByRole('heading', { name: 'Content added' }).waitFor();
  expect(await context.cookies(tool)).toEqual([]);
  expect(browser.errors).toEqual([]);

  // The platform places the item in the course: a learner's launch of it lands on that recording.
  const learner = { sub: 'sub-e2e-dl-learner', name: 'Liam Learner', roles: [ROLES.learner] };
  const run = await launchAs(server, platform, learner, { resourceLinkId: 'placed-e2e', contextId: null, custom: items[0]!.custom });
  const session = await exchange(server, codeOf(run.launch));
  expect(session.body.result.landing).toMatchObject({ page: 'recording', vodId: recording.id });
});

it('refuses a learner the picker with its page, in the frame', async () => {
  const { page } = browser;
  platform.nextLaunch = {
    user: { sub: 'sub-e2e-dl-learner-2', name: 'Lin', roles: [ROLES.learner] },
    link: { resourceLinkId: 'placement-2', contextId: null, custom: {} },
    claims: deepLinkingClaims({ deep_link_return_url: returns.url }),
  };
  await page.goto(platform.coursePageUrl(`${tool}${ltiToolPath('login', '1')}`, `${tool}${ltiToolPath('deepLink', '1')}`, 'hint-dl-2'));
  await page.frameLocator('#tool').getByText('LTI-teacherOnly').waitFor({ timeout: 30_000 });
});

it('shows the picker accessibly, in the school’s colour, in English and Chinese, and cancels', async () => {
  const { page } = browser;
  // The school's own colour (none of the six themes), as the administrator saves it on /admin/look.
  await server.database.db
    .insert(styleConfigs)
    .values({ tenantId: '1', applyId: '', sypaCode: 'skinColor', sypaValue: SCHOOL_COLOUR })
    .onConflictDoUpdate({
      target: [styleConfigs.tenantId, styleConfigs.schoolId, styleConfigs.applyId, styleConfigs.sypaCode],
      set: { sypaValue: SCHOOL_COLOUR },
    });
  const answer = await deepLinkAs(server, platform, teacher, {
    deep_link_return_url: returns.url,
    accept_types: ['ltiResourceLink'],
    accept_presentation_document_targets: ['iframe'],
    accept_multiple: false,
  });
  // The launch's page opened on its own (not framed), as a browser would open it after the platform.
  await page.goto(`${tool}${answer.location!.pathname}${answer.location!.hash}`);
  await page.getByRole('heading', { name: 'Add from Lectern to your course' }).waitFor({ timeout: 30_000 });
  await page.getByRole('group', { name: 'Recordings' }).getByRole('radio').first().waitFor();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme), { timeout: 10_000 }).toBe('custom');
  await expectNoSeriousViolations(page, '/lti/deep-link');
  await page.getByLabel('Language').selectOption('zh');
  await page.getByRole('heading', { name: '从 Lectern 添加到你的课程' }).waitFor();
  await page.getByRole('group', { name: '录像' }).getByRole('radio').first().check();
  await page.getByLabel(`“${recording.title}”显示为`).waitFor();
  await expectNoSeriousViolations(page, '/lti/deep-link (zh)');
  // Cancel answers the platform with nothing, and says so in the teacher's language.
  const before = returns.received.length;
  await page.getByRole('button', { name: '取消' }).click();
  await expect.poll(() => returns.received.length, { timeout: 20_000 }).toBe(before + 1);
  const cancelled = returns.received[before]!.payload!;
  expect(cancelled[`${LTI_DL}content_items`]).toEqual([]);
  expect(cancelled[`${LTI_DL}msg`]).toBe('未从 Lectern 添加任何内容。');
  expect(browser.errors).toEqual([]);
});
