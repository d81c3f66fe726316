import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { VOD_STATUS, enrolments, vodRoads, vods } from '../../server/db/schema';
import { replaceLessonTexts } from '../../server/lesson-text/lesson-text-index';
import { DEMO_CLIPS, generateClip } from '../../server/media/demo-media';
import { expectNoSeriousViolations } from '../support/axe';
import { demoUserId } from '../support/demo-users';
import { journeyFixtures } from '../support/journey';
import { playerVideo } from '../support/player-video';
import { signInFresh } from '../support/ui-login';

/**
 * The search inside lessons from the header (docs/search.md "Inside lessons"): student01 finds a
 * phrase shown on one slide of a recording of their class, sees it marked in the hit, and the
 * moment opens the player at the slide's second.
 */
const journey = journeyFixtures();
const PHRASE = 'a phrase only on this slide 傅里叶变换';
const SLIDE_AT_S = 42;
/** Long enough for the slide's moment; one plain road, quick to encode (the test server has no video). */
const CLIP_S = 48;

let vodId: string;

beforeAll(async () => {
  const { db } = journey.server.database;
  const student = await demoUserId(db, 'student01');
  const [recording] = await db
    .select({ vodId: vods.id, teclId: vods.teclId, courId: vods.courId })
    .from(vods)
    .innerJoin(enrolments, eq(enrolments.teclId, vods.teclId))
    .where(and(eq(enrolments.studentId, student), eq(vods.status, VOD_STATUS.ready)))
    .orderBy(asc(vods.id))
    .limit(1);
  vodId = recording!.vodId;
  const [road] = await db
    .select({ hlsPath: vodRoads.hlsPath })
    .from(vodRoads)
    .where(eq(vodRoads.vodId, vodId))
    .orderBy(asc(vodRoads.roadType));
  const spec = DEMO_CLIPS.find((clip) => clip.id === road!.hlsPath.split('/')[1])!;
  await db.update(vods).set({ durationS: CLIP_S }).where(eq(vods.id, vodId));
  // Its own source id: the slide reader's pass over the recording (sourceId = the recording) must not replace it.
  await replaceLessonTexts(
    db,
    { tenantId: '1', teclId: recording!.teclId, vodId, courId: recording!.courId, kind: 'slide', sourceId: `${vodId}:e2e-slide` },
    [{ startMs: SLIDE_AT_S * 1000, endMs: 50_000, text: PHRASE }],
  );
  await Promise.all([
    generateClip(journey.server.app.deps.media, {
      ...spec,
      durationS: CLIP_S,
      roads: [{ ...spec.roads[0]!, source: 'color=c=0x2b4a6f:size=1280x720:rate=25' }],
    }),
    signInFresh(journey.browser.page, journey.server.url, 'student01', 'Student@12345'),
  ]);
}, 120_000);

it('finds a phrase shown on one slide from the header, marks it, and opens the player at that second', async () => {
  const { page } = journey.browser;
  const box = page.locator('[data-testid="header-search"] input');
  await box.focus();
  await page.getByTestId('header-scope-inside').check();
  await expect.poll(() => box.getAttribute('placeholder')).toBe('words shown, said or noted in lessons');
  await box.fill(PHRASE);
  await box.press('Enter');
  await page.waitForURL(/#\/advance-search\?.*scope=inside/);

  const hit = page.getByTestId('lesson-hit').and(page.locator(`[data-vod-id="${vodId}"]`));
  await hit.waitFor({ timeout: 10_000 });
  expect(await page.getByTestId('lesson-hit').count()).toBe(1);
  const moment = hit.getByTestId('lesson-moment');
  expect(await moment.count()).toBe(1);
  expect(await moment.getAttribute('data-kind')).toBe('slide');
  expect(await moment.getByTestId('moment-snippet').innerText()).toBe(PHRASE);
  // The words searched are marked ('a', 'only', 'on', 'this' are stop words, never terms); words
  // matched side by side read as one stretch.
  expect(await moment.getByTestId('moment-mark').allInnerTexts()).toEqual(['phrase', 'slide 傅里叶变换']);
  // A link named by its kind, time and words, for screen readers and voice control alike.
  expect(await hit.getByRole('link', { name: `Slide at 0:42 – ${PHRASE}`, exact: true }).count()).toBe(1);
  expect(await page.getByTestId('search-scope-inside').getAttribute('aria-selected')).toBe('true');
  await expectNoSeriousViolations(page);

  const popupOpened = page.context().waitForEvent('page', { timeout: 10_000 });
  await moment.click();
  const player = await popupOpened;
  try {
    const [path, query = ''] = new URL(player.url()).hash.slice(1).split('?');
    expect(path).toBe('/play-video');
    expect(Object.fromEntries(new URLSearchParams(query))).toMatchObject({ vodId, t: String(SLIDE_AT_S) });
    await expect
      .poll(() => playerVideo(player).evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    // It plays on while we look: where the stretch it has played up to now began is where it started.
    const { currentTime, startedAt } = await playerVideo(player).evaluate((video: HTMLVideoElement) => {
      const ranges = Array.from({ length: video.played.length }, (_, i) => [video.played.start(i), video.played.end(i)] as const);
      const playing = ranges.find(([start, end]) => start <= video.currentTime && video.currentTime <= end + 0.5);
      return { currentTime: video.currentTime, startedAt: playing?.[0] ?? video.currentTime };
    });
    expect(startedAt).toBeGreaterThanOrEqual(SLIDE_AT_S - 1);
    expect(startedAt).toBeLessThanOrEqual(SLIDE_AT_S + 1);
    expect(currentTime).toBeGreaterThanOrEqual(SLIDE_AT_S - 1);
  } finally {
    await player.close();
  }
});
