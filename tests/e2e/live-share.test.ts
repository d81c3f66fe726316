import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { shareCreatedSchema, type ShareCreated } from '../../src/schemas/sharing';
import { courseSessions } from '../../server/db/schema';
import { DEMO, call, login } from '../support/api-client';
import { openBrowser, type BrowserSession } from '../support/browser';
import { journeyFixtures } from '../support/journey';
import { demoLiveLesson, SHARED_LIVE_LESSON } from '../support/live-lessons';
import { playerVideo, videoTime } from '../support/player-video';
import { signInFresh } from '../support/ui-login';

/**
 * A live lesson's share link in the browser: teacher01 makes a link to his class's lesson that
 * is live now (through the API), and a browser that never signed in plays it from the origin's
 * ffmpeg feed with the token alone; revoked while watching, the page says so. Then the Share
 * button on /play-live: there for the class's teacher, whose dialog makes a live link, and not
 * for a student of the class. Last, the page before the lesson begins and after it ends.
 */
// The live lesson's studio sends through the real capture path (its classroom encoder, the ingest).
const journey = journeyFixtures({ encoders: [SHARED_LIVE_LESSON] });

let courId: string;
let teclId: string;
let teacherToken: string;
let link: ShareCreated;
let viewer: BrowserSession;

const createLink = async () => {
  const created = await call(journey.server.url, '/v1/share/create', {
    method: 'POST',
    token: teacherToken,
    json: { courId, expiresInHours: 24 },
  });
  return shareCreatedSchema.parse(created.body.result);
};

/** /play-live of the shared lesson, signed in as `username`, once the stage is up. */
async function playLiveAs(page: Page, username: string, password: string) {
  await signInFresh(page, journey.server.url, username, password);
  await page.goto(`${journey.server.url}/#/play-live?courseId=${courId}&liveId=${courId}&teclId=${teclId}&target=live`);
  await page.getByTestId('live-stage').waitFor({ timeout: 30_000 });
}

beforeAll(async () => {
  ({ courId, teclId } = await demoLiveLesson(journey.server.database.db, 'teacher01'));
  teacherToken = (await login(journey.server.url, DEMO.teacher01)).jwt_token;
  link = await createLink();
  viewer = await openBrowser();
});

afterAll(() => viewer?.close());

it('plays the shared live lesson in a browser that never signed in', async () => {
  const { page } = viewer;
  const calls: { path: string; session: boolean }[] = [];
  page.on('request', (request) => calls.push({ path: new URL(request.url()).pathname, session: 'jwt-token' in request.headers() }));
  await page.goto(`${journey.server.url}${link.path}`);
  await page.getByTestId('live-stage').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('share-teacher').textContent()).toContain('李伟');
  expect(await page.getByTestId('share-valid-until').textContent()).toMatch(/valid until|有效期至/);
  await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(0.5);
  const started = await videoTime(page);
  await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(started + 1.5);
  // Still the share page, with no session, and nothing asked of the signed-in routes.
  expect(page.url()).toContain('#/live-share');
  expect(await page.evaluate(() => sessionStorage.getItem('lectern.jwt_token'))).toBeNull();
  expect(calls.some((call) => call.path.startsWith('/v1/share/live-stream/'))).toBe(true);
  expect(calls.filter((call) => /^\/v1\/(live|course)\//.test(call.path))).toEqual([]);
  expect(calls.filter((call) => call.session)).toEqual([]);
});

it('says so clearly when the teacher revokes the link while it plays', async () => {
  const { page } = viewer;
  const revoked = await call(journey.server.url, '/v1/share/revoke', {
    method: 'POST',
    token: teacherToken,
    json: { shareId: link.shareId },
  });
  expect(revoked.http).toBe(200);
  const message = page.getByTestId('share-unavailable');
  await message.waitFor({ timeout: 30_000 });
  expect(await message.getAttribute('data-reason')).toBe('revoked');
  expect(await message.textContent()).toContain('This share link has been revoked');
  expect(await playerVideo(page).count()).toBe(0);
});

it('shows the Share button on /play-live to the class teacher, whose dialog makes a live link', async () => {
  const { page } = journey.browser;
  await playLiveAs(page, 'teacher01', 'Teacher@12345');
  await page.getByTestId('share-button').click();
  await page.getByTestId('share-dialog').waitFor();
  await page.getByTestId('share-create').click();
  const field = page.getByTestId('share-link');
  await field.waitFor({ timeout: 10_000 });
  expect(await field.inputValue()).toMatch(new RegExp(`^${journey.server.url}/#/live-share\\?token=[A-Za-z0-9_-]{43}$`));
  const listed = page.getByTestId('share-link-item').and(page.locator('[data-state="active"]'));
  await expect.poll(() => listed.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
});

it('shows no Share button to a student of the class', async () => {
  const { page } = journey.browser;
  await playLiveAs(page, 'student01', 'Student@12345');
  await page.getByTestId('live-badge').waitFor();
  expect(await page.getByTestId('share-button').count()).toBe(0);
});

it('says when the shared lesson begins, and once it is over that it has ended', async () => {
  const { page } = viewer;
  const { db } = journey.server.database;
  const later = await createLink();
  const now = journey.server.clock.now.getTime();
  const [times] = await db
    .select({ begin: courseSessions.courBeginTime, end: courseSessions.courEndTime })
    .from(courseSessions)
    .where(eq(courseSessions.id, courId));
  const notice = page.getByTestId('live-notice');
  try {
    await db
      .update(courseSessions)
      .set({ courBeginTime: new Date(now + 3_600_000), courEndTime: new Date(now + 7_200_000) })
      .where(eq(courseSessions.id, courId));
    await page.goto(`${journey.server.url}${later.path}`);
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.getAttribute('data-state')).toBe('not-started');
    expect(await page.getByTestId('share-teacher').textContent()).toContain('李伟');
    await db
      .update(courseSessions)
      .set({ courBeginTime: new Date(now - 7_200_000), courEndTime: new Date(now - 3_600_000) })
      .where(eq(courseSessions.id, courId));
    await page.reload();
    await page.locator('[data-testid="live-notice"][data-state="ended"]').waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toContain('This live lesson has ended');
    expect(page.url()).toContain('#/live-share');
  } finally {
    await db.update(courseSessions).set({ courBeginTime: times!.begin, courEndTime: times!.end }).where(eq(courseSessions.id, courId));
  }
});
