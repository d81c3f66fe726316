import { beforeAll, expect, it } from 'vitest';
import { shareCreatedSchema, type ShareCreated } from '../../src/schemas/sharing';
import { DEMO, call, login } from '../support/api-client';
import { journeyFixtures } from '../support/journey';
import { playerVideo, videoTime } from '../support/player-video';
import { playableTeacherRecording } from '../support/teacher-recording';

/**
 * A share link in the browser: teacher01 makes a link to one of his recordings (through the
 * API: the player mounts the share button), and a browser that never signed in opens it and
 * watches from the link's start time; once revoked, the same page says so. The test server has
 * no demo video, so the clip behind the shared recording is made here, shorter (12 s).
 */
const journey = journeyFixtures();
const CLIP_S = 12;
const START_S = 3;

let teacherToken: string;
let link: ShareCreated;

beforeAll(async () => {
  const recording = await playableTeacherRecording(journey.server, CLIP_S);
  teacherToken = (await login(journey.server.url, DEMO.teacher01)).jwt_token;
  const created = await call(journey.server.url, '/v1/share/create', {
    method: 'POST',
    token: teacherToken,
    json: { vodId: recording.vodId, expiresInHours: 24, startS: START_S },
  });
  link = shareCreatedSchema.parse(created.body.result);
}, 120_000);

it('plays a shared recording without signing in, from where the link starts', async () => {
  const { page } = journey.browser;
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).pathname));
  await page.goto(`${journey.server.url}${link.path}`);
  await page.getByTestId('vod-share').waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('share-teacher').textContent()).toContain('李伟');
  expect(await page.getByTestId('share-valid-until').textContent()).toMatch(/valid until|有效期至/);
  await expect
    .poll(() => playerVideo(page).evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
  expect(await videoTime(page)).toBeGreaterThanOrEqual(START_S - 0.5);
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(START_S + 1.5);
  // Still the share page: nobody was sent to sign in, and no session exists.
  expect(page.url()).toContain('#/vod-share');
  expect(await page.evaluate(() => sessionStorage.getItem('lectern.jwt_token'))).toBeNull();
  // Media came through the share routes only, and nothing was recorded as watched.
  expect(calls.some((path) => path.startsWith('/v1/share/stream/'))).toBe(true);
  expect(calls.filter((path) => path.startsWith('/v1/vod/'))).toEqual([]);
});

it('says so clearly once the teacher revokes the link', async () => {
  const { page } = journey.browser;
  const revoked = await call(journey.server.url, '/v1/share/revoke', {
    method: 'POST',
    token: teacherToken,
    json: { shareId: link.shareId },
  });
  expect(revoked.http).toBe(200);
  await page.reload();
  const message = page.getByTestId('share-unavailable');
  await message.waitFor({ timeout: 20_000 });
  expect(await message.getAttribute('data-reason')).toBe('revoked');
  expect(await message.textContent()).toContain('This share link has been revoked');
  expect(await page.getByTestId('player-video').count()).toBe(0);
});

it('says an unknown link does not exist', async () => {
  const { page } = journey.browser;
  await page.goto(`${journey.server.url}/#/vod-share?token=${'A'.repeat(43)}`);
  // Only the hash changes: the revoked link's message stays until the new lookup answers.
  const message = page.getByTestId('share-unavailable');
  await expect.poll(() => message.getAttribute('data-reason'), { timeout: 20_000 }).toBe('missing');
});

it("opens the product's older share addresses on today's share pages, token kept", async () => {
  const { page } = journey.browser;
  const token = new URLSearchParams(link.path.split('?')[1]).get('token')!;
  for (const [legacy, page_] of [
    ['/videoShare', '/vod-share'],
    ['/vodVideo', '/vod-share'],
    ['/liveShare', '/live-share'],
    ['/liveVideo', '/live-share'],
  ] as const) {
    await page.goto(`${journey.server.url}/#${legacy}?token=${token}`);
    await expect.poll(() => new URL(page.url()).hash, { timeout: 10_000 }).toBe(`#${page_}?token=${token}`);
    expect(await page.getByText('Page not found').count()).toBe(0);
  }
});
