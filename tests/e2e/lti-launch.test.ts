import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spaDir } from '../../scripts/spa-build';
import { enrolments, ltiContextClasses, ltiUsers, refreshTokens, sessions, vodRoads } from '../../server/db/schema';
import { DEMO_CLIPS, generateClip } from '../../server/media/demo-media';
import { ltiToolPath } from '../../src/schemas/lti-paths';
import { expectNoSeriousViolations } from '../support/axe';
import { openBrowser, type BrowserSession } from '../support/browser';
import { firstReadyRecording, registerPlatform } from '../support/lti-launch-flow';
import { ROLES, startPlatformSimulator, type PlatformSimulator } from '../support/lti-platform';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Lectern inside a learning platform's course page (docs/lti.md "The launch"): the platform's page
 * on one site (127.0.0.1) frames the tool on another (localhost), in a browser that blocks
 * third-party cookies. The frame opens Lectern's login address, goes to the platform's
 * authorisation endpoint and back with the id token, and lands signed in on the recording the link
 * names, which plays: no step leans on a cookie.
 */
const CLIP_S = 12;
let server: TestServer;
let platform: PlatformSimulator;
let browser: BrowserSession;
let tool: string;
let recording: { id: string; teclId: string };

beforeAll(async () => {
  server = await startTestServer({ backend: 'pglite', spaDir });
  // The tool's own site: localhost, while the platform is 127.0.0.1 (another site, so a third party in its frame).
  tool = server.url.replace('127.0.0.1', 'localhost');
  platform = await startPlatformSimulator(() => server.clock.now, 'Course site');
  await registerPlatform(server, platform, '1');
  const { db } = server.database;
  recording = await firstReadyRecording(server);
  const [road] = await db.select({ hlsPath: vodRoads.hlsPath }).from(vodRoads).where(eq(vodRoads.vodId, recording.id)).limit(1);
  const spec = DEMO_CLIPS.find((clip) => clip.id === road!.hlsPath.split('/')[1])!;
  await generateClip(server.app.deps.media, { ...spec, durationS: CLIP_S });
  // The course was bound to the class by its teacher's launch before (tests/api/lti-launch.test.ts).
  await db.insert(ltiContextClasses).values({
    tenantId: '1',
    issuer: platform.issuer,
    deploymentId: platform.deploymentId,
    contextId: 'course-e2e',
    teclId: recording.teclId,
    updatedAt: server.clock.now,
  });
  browser = await openBrowser(undefined, { thirdPartyCookies: 'blocked' });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await server?.close();
});

it('launches from the platform’s frame with third-party cookies blocked, signed in, and plays the linked recording', async () => {
  const learner = { sub: 'sub-e2e-learner', name: 'Frances Frame', email: 'frances@lms.example.edu', roles: [ROLES.learner] };
  platform.nextLaunch = {
    user: learner,
    link: { resourceLinkId: 'link-e2e', contextId: 'course-e2e', custom: { lectern_target: `vod:${recording.id}` } },
  };
  const { page, context } = browser;
  await page.goto(platform.coursePageUrl(`${tool}${ltiToolPath('login', '1')}`, `${tool}${ltiToolPath('launch', '1')}`, 'hint-e2e'));

  const frame = page.frameLocator('#tool');
  const video = frame.getByTestId('player-video');
  await video.waitFor({ timeout: 30_000 });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThan(1);

  const inFrame = page.frames().find((candidate) => candidate.url().startsWith(`${tool}/v1/lti/1/app/`));
  if (!inFrame) throw new Error(`no frame of the launch's page among ${page.frames().map((candidate) => candidate.url())}`);
  // Landed on the recording, the code gone from the address.
  expect(inFrame.url()).toContain(`#/play-video?`);
  expect(inFrame.url()).toContain(`vodId=${recording.id}`);
  expect(inFrame.url()).not.toContain('code=');
  // The frame is a third party whose cookies the browser refuses, and Lectern set none.
  const cookie = await inFrame.evaluate(() => {
    document.cookie = 'lectern-probe=1; SameSite=None; Secure; Path=/';
    return document.cookie;
  });
  expect(cookie).not.toContain('lectern-probe');
  expect(await context.cookies(tool)).toEqual([]);
  // It refuses the frame Web Storage too: the app kept its session in the page's memory.
  const storage = await inFrame.evaluate(() => {
    try {
      return `readable (${window.localStorage.length})`;
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(storage).toBe('SecurityError');

  // The learner is a student of the class the course is bound to.
  const { db } = server.database;
  const [link] = await db.select({ userId: ltiUsers.userId }).from(ltiUsers).where(eq(ltiUsers.subject, learner.sub));
  const enrolled = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.teclId, recording.teclId), eq(enrolments.studentId, link!.userId)));
  expect(enrolled).toHaveLength(1);
  expect(browser.errors).toEqual([]);
});

it('keeps the session in the frame past the access token’s life: it refreshes without the storage and locks the browser refuses', async () => {
  const { page } = browser;
  const { db } = server.database;
  const [link] = await db.select({ userId: ltiUsers.userId }).from(ltiUsers).where(eq(ltiUsers.subject, 'sub-e2e-learner'));
  const tokensOf = async () =>
    (
      await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(sessions.userId, link!.userId))
    ).length;
  const before = await tokensOf();
  server.clock.advance(16 * 60);
  const inFrame = page.frames().find((candidate) => candidate.url().startsWith(`${tool}/v1/lti/1/app/`))!;
  await inFrame.evaluate(() => {
    window.location.hash = '#/home';
  });
  await expect.poll(tokensOf, { timeout: 20_000 }).toBeGreaterThan(before);
  // Still signed in: the home page stays, no sign-in page.
  await page.waitForTimeout(2_000);
  expect(inFrame.url()).toContain('#/home');
  expect(browser.errors).toEqual([]);
});

it('words a spent or missing code on the launch’s page, in English and Chinese, accessibly', async () => {
  const { page } = browser;
  await page.goto(`${tool}/#/lti/launch?code=not-a-code`);
  await page.getByRole('alert').filter({ hasText: 'This sign-in from your course was already used or has expired.' }).waitFor();
  await expect.poll(() => page.url()).not.toContain('code=');
  await expectNoSeriousViolations(page, '/lti/launch (refused code)');
  await page.getByLabel('Language').selectOption('zh');
  await page.getByRole('alert').filter({ hasText: '此次从课程登录已被使用过或已过期' }).waitFor();
  // Opened afresh with no code at all.
  await page.reload();
  await page.getByRole('alert').filter({ hasText: '此页面由学习平台课程中的链接打开' }).waitFor();
  await expectNoSeriousViolations(page, '/lti/launch (no code, zh)');
});
