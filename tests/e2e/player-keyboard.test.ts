import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../support/axe';
import { journeyFixtures } from '../support/journey';
import { playerVideo, videoTime } from '../support/player-video';
import { playableTeacherRecording } from '../support/teacher-recording';
import { signInFresh } from '../support/ui-login';

/**
 * The player by keyboard alone (issue 15 item 10): every control is reached with Tab (no mouse,
 * no focus() from the test) and works from the keyboard: play and pause, seek, road, captions,
 * speed, screenshot and the notes tab.
 */
const journey = journeyFixtures();
const CLIP_S = 12;
/** More than every control of the page before the last one. */
const MAX_TABS = 60;

let vodId: string;
let teclId: string;

beforeAll(async () => {
  ({ vodId, teclId } = await playableTeacherRecording(journey.server, CLIP_S));
  const { page } = journey.browser;
  await signInFresh(page, journey.server.url, 'teacher01', 'Teacher@12345');
  await page.goto(`${journey.server.url}/#/play-video?teclId=${teclId}&target=video&vodId=${vodId}&t=1`);
  await page.waitForFunction(
    () => (document.querySelector<HTMLVideoElement>('[data-testid="player-video"]')?.currentTime ?? 0) > 1.2,
    undefined,
    { timeout: 20_000 },
  );
}, 120_000);

const isFocused = (target: Locator) => target.evaluate((node) => node === document.activeElement);

/** Presses Tab (from wherever focus is) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), `reached by Tab within ${MAX_TABS} presses`).toBe(true);
}

const paused = (page: Page) => playerVideo(page).evaluate((video: HTMLVideoElement) => video.paused);

it('passes axe on the player page', async () => {
  await expectNoSeriousViolations(journey.browser.page);
});

it('plays, pauses and seeks from the video, reached by Tab', async () => {
  const { page } = journey.browser;
  await tabTo(page, playerVideo(page));
  await page.keyboard.press(' ');
  await expect.poll(() => paused(page)).toBe(true);
  await page.keyboard.press(' ');
  await expect.poll(() => paused(page)).toBe(false);
  await page.keyboard.press(' ');
  await expect.poll(() => paused(page)).toBe(true);
  const before = await videoTime(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => videoTime(page)).toBeCloseTo(Math.min(before + 5, CLIP_S), 0);
});

it('switches the road', async () => {
  const { page } = journey.browser;
  const road = page.getByTestId('road-2');
  expect(await road.getAttribute('aria-pressed')).toBe('false');
  await tabTo(page, road);
  await page.keyboard.press('Enter');
  await expect.poll(() => road.getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByTestId('road-1').getAttribute('aria-pressed')).toBe('false');
  await expect
    .poll(() => playerVideo(page).evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
});

it('turns the captions off and on', async () => {
  const { page } = journey.browser;
  const mode = () => playerVideo(page).evaluate((video: HTMLVideoElement) => video.textTracks[0]?.mode ?? 'none');
  await expect.poll(mode, { timeout: 20_000 }).toBe('showing');
  const toggle = page.getByTestId('captions-toggle');
  await tabTo(page, toggle);
  await page.keyboard.press(' ');
  await expect.poll(mode).toBe('hidden');
  await page.keyboard.press('Enter');
  await expect.poll(mode).toBe('showing');
});

it('changes the speed', async () => {
  const { page } = journey.browser;
  const rate = page.getByTestId('player-rate');
  const before = await playerVideo(page).evaluate((video: HTMLVideoElement) => video.playbackRate);
  await tabTo(page, rate);
  await page.keyboard.press('ArrowDown');
  const chosen = Number(await rate.inputValue());
  expect(chosen).not.toBe(before);
  await expect.poll(() => playerVideo(page).evaluate((video: HTMLVideoElement) => video.playbackRate)).toBe(chosen);
});

it('takes a screenshot', async () => {
  const { page } = journey.browser;
  const shots = page.getByTestId('screenshot-tray').getByTestId('screenshot');
  const before = await shots.count();
  await tabTo(page, page.getByTestId('screenshot-take'));
  await page.keyboard.press('Enter');
  await expect.poll(() => shots.count(), { timeout: 15_000 }).toBe(before + 1);
});

it('opens the notes tab with the arrow keys, leaving the video where it is', async () => {
  const { page } = journey.browser;
  const lessons = page.getByTestId('side-tab-lessons');
  // A still picture, so a seek by the arrow would show (the road switch set it playing again).
  await playerVideo(page).evaluate((video: HTMLVideoElement) => {
    video.pause();
    video.currentTime = 2;
  });
  const at = await videoTime(page);
  await tabTo(page, lessons);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.getByTestId('side-tab-notes').getAttribute('aria-selected')).toBe('true');
  await expect.poll(() => page.getByTestId('notes-panel').isVisible()).toBe(true);
  expect(await isFocused(page.getByTestId('side-tab-notes'))).toBe(true);
  // The arrow moved between the tabs; it did not seek the (paused) video.
  expect(await videoTime(page)).toBeCloseTo(at, 1);
});
