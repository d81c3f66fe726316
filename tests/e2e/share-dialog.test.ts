import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { shareLinks } from '../../server/db/schema';
import { openBrowser } from '../support/browser';
import { journeyFixtures } from '../support/journey';
import { playerVideo, videoTime } from '../support/player-video';
import { playableTeacherRecording } from '../support/teacher-recording';
import { signInFresh } from '../support/ui-login';

/**
 * The teacher's side of sharing, from the player: teacher01 opens one of his recordings, makes
 * a one-day link starting at the moment on screen, a browser that never signed in plays it from
 * there, and revoking it in the same dialog closes it.
 */
const journey = journeyFixtures();
const CLIP_S = 12;
const HOUR_MS = 3_600_000;

let teclId: string;
let vodId: string;

beforeAll(async () => {
  ({ vodId, teclId } = await playableTeacherRecording(journey.server, CLIP_S));
}, 120_000);

it('makes a link from the player that starts at the moment on screen, then revokes it', async () => {
  const { page } = journey.browser;
  const { db } = journey.server.database;
  await signInFresh(page, journey.server.url, 'teacher01', 'Teacher@12345');
  await page.goto(`${journey.server.url}/#/play-video?teclId=${teclId}&target=video&vodId=${vodId}&t=4`);
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(4.2);
  await playerVideo(page).evaluate((element: HTMLVideoElement) => element.pause());
  const at = Math.floor(await videoTime(page));

  await page.getByTestId('share-button').click();
  const dialog = page.getByTestId('share-dialog');
  await dialog.getByTestId('share-expiry-24').check();
  await dialog.getByTestId('share-start-here').check();
  await dialog.getByTestId('share-create').click();
  const address = await dialog.getByTestId('share-link').inputValue();
  expect(address).toMatch(/#\/vod-share\?token=[\w-]{43}$/);
  const [stored] = await db.select().from(shareLinks).where(eq(shareLinks.vodId, vodId));
  expect(stored!.startS).toBe(at);
  expect(Math.abs(stored!.expiresAt.getTime() - journey.server.clock.now.getTime() - 24 * HOUR_MS)).toBeLessThan(60_000);
  // The token is shown once; the server keeps only its SHA-256.
  expect(stored!.tokenHash).toBe(createHash('sha256').update(address.split('token=')[1]!).digest('hex'));
  await expect.poll(() => dialog.getByTestId('share-link-item').getAttribute('data-state')).toBe('active');

  const stranger = await openBrowser();
  try {
    await stranger.page.goto(address);
    await expect.poll(() => videoTime(stranger.page), { timeout: 20_000 }).toBeGreaterThan(at + 0.5);

    await dialog.getByTestId('share-revoke').click();
    await expect.poll(() => dialog.getByTestId('share-link-item').getAttribute('data-state')).toBe('revoked');
    await stranger.page.reload();
    await expect
      .poll(() => stranger.page.getByTestId('share-unavailable').getAttribute('data-reason'), { timeout: 15_000 })
      .toBe('revoked');
  } finally {
    await stranger.close();
  }

  // Closing the dialog gives the keyboard back to the button that opened it.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByTestId('share-button').evaluate((button) => button === document.activeElement)).toBe(true);
});
