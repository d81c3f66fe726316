import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { liveViews, users } from '../../server/db/schema';
import { journeyFixtures } from '../support/journey';
import { demoLiveLesson, SHARED_LIVE_LESSON } from '../support/live-lessons';
import { videoTime } from '../support/player-video';
import { signInFresh } from '../support/ui-login';

/**
 * A lesson watched live enters the viewing record (docs/personal-center.md "Viewing record"):
 * student01 plays it in /play-live, the player's first beat records the view, and my-record's
 * Live filter lists it with its badge and a way back into the lesson while it is on air.
 */
// The live lesson's studio sends through the real capture path (its classroom encoder, the ingest).
const journey = journeyFixtures({ encoders: [SHARED_LIVE_LESSON] });
const db = () => journey.server.database.db;

let courId = '';
let teclId = '';

beforeAll(async () => {
  ({ courId, teclId } = await demoLiveLesson(db()));
});

it('records a live lesson the student watches and lists it under the Live filter', async () => {
  const { page } = journey.browser;
  await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
  await page.goto(`${journey.server.url}/#/play-live?courseId=${courId}&liveId=${courId}&teclId=${teclId}&roadType=1&target=live`);
  await page.getByTestId('live-stage').waitFor({ timeout: 20_000 });
  await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(0.5);
  // The beat sent as playback started.
  const [student] = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
  const viewed = () =>
    db()
      .select({ id: liveViews.id })
      .from(liveViews)
      .where(and(eq(liveViews.userId, student!.id), eq(liveViews.courId, courId)));
  await expect.poll(async () => (await viewed()).length, { timeout: 10_000 }).toBe(1);

  await page.goto(`${journey.server.url}/#/personal-center/my-record?type=live`);
  await page.getByTestId('my-record').waitFor({ timeout: 15_000 });
  expect(await page.getByTestId('record-filter-live').getAttribute('aria-pressed')).toBe('true');
  const row = page.locator(`[data-testid="record-row"][data-kind="live"][data-cour-id="${courId}"]`);
  await row.waitFor({ timeout: 10_000 });
  expect(await page.getByTestId('record-row').count()).toBe(1);
  expect(await row.getByTestId('record-live-badge').innerText()).toBe('Live');
  expect(await row.getByTestId('record-progress').innerText()).toContain('Watched live for');
  expect(await row.getByTestId('record-resume').innerText()).toBe('Watch live');

  // The Recorded filter leaves it out.
  await page.getByTestId('record-filter-vod').click();
  await page.locator('[data-testid="record-row"][data-kind="vod"]').first().waitFor({ timeout: 10_000 });
  expect(await page.locator('[data-testid="record-row"][data-kind="live"]').count()).toBe(0);
});
