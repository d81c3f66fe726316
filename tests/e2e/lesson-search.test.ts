import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ROAD_TYPE, vodRoads, vods } from '../../server/db/schema';
import { deckSlideTexts } from '../../server/db/seed/demo-slide-texts';
import { DEMO_CLIPS, demoClipLayout, generateClip } from '../../server/media/demo-media';
import { expectNoSeriousViolations } from '../support/axe';
import { journeyFixtures } from '../support/journey';
import { playerVideo } from '../support/player-video';
import { signInFresh } from '../support/ui-login';

/**
 * The search inside lessons from the header (docs/search.md "Inside lessons"): student01 finds a
 * phrase shown on one slide of the demo's data-structures deck (the seed keeps the demo slides'
 * text, server/db/seed/demo-slide-texts.ts), sees it marked in the hits, and the moment opens the
 * player at the slide's second.
 */
const journey = journeyFixtures();
const PHRASE = '最优子结构 optimal substructure';
const clip = DEMO_CLIPS.find((spec) => spec.roads.some((road) => road.slides?.some((slide) => slide.lines.includes(PHRASE))))!;
const screenRoad = clip.roads.findIndex((road) => road.slides);
const slide = deckSlideTexts(clip.roads[screenRoad]!.slides!).find((read) => read.text.includes(PHRASE))!;
/** The slide's lines as a hit shows them: run together on one line. */
const shown = slide.text.replaceAll('\n', ' ');

/** The recordings of tenant 1 that show this clip: every hit must be one of them. */
let clipRecordings: string[];

beforeAll(async () => {
  const { db } = journey.server.database;
  const rows = await db
    .select({ vodId: vods.id })
    .from(vods)
    .innerJoin(vodRoads, eq(vodRoads.vodId, vods.id))
    .where(
      and(
        eq(vods.tenantId, '1'),
        eq(vodRoads.roadType, ROAD_TYPE.screen),
        eq(vodRoads.hlsPath, demoClipLayout(clip).roads[screenRoad]!.hlsPath),
      ),
    );
  clipRecordings = rows.map((row) => row.vodId);
  // The test server has no video: the clip's main road, one plain colour (quick to encode), plays for all of them.
  await Promise.all([
    generateClip(journey.server.app.deps.media, {
      ...clip,
      roads: [{ ...clip.roads[0]!, source: 'color=c=0x2b4a6f:size=1280x720:rate=25' }],
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

  const hits = page.getByTestId('lesson-hit');
  await hits.first().waitFor({ timeout: 10_000 });
  // Every recording of the clip student01 may watch, and nothing else: each at that one slide.
  const found = await hits.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-vod-id')));
  expect(found.length).toBeGreaterThan(0);
  expect(clipRecordings).toEqual(expect.arrayContaining(found));
  const at = `0:${String(slide.startS).padStart(2, '0')}`;
  const momentName = `Slide at ${at} – ${shown}`;
  // A link named by its kind, time and words, for screen readers and voice control alike: one a hit.
  expect(await page.getByRole('link', { name: momentName, exact: true }).count()).toBe(found.length);
  expect(await page.getByTestId('lesson-moment').count()).toBe(found.length);
  const hit = hits.first();
  const vodId = found[0]!;
  const moment = hit.getByTestId('lesson-moment');
  expect(await moment.getAttribute('data-kind')).toBe('slide');
  expect(await moment.getByTestId('moment-snippet').innerText()).toBe(shown);
  // Words matched side by side read as one stretch.
  expect(await moment.getByTestId('moment-mark').allInnerTexts()).toEqual([PHRASE]);
  expect(await page.getByTestId('search-scope-inside').getAttribute('aria-selected')).toBe('true');
  await expectNoSeriousViolations(page);

  const popupOpened = page.context().waitForEvent('page', { timeout: 10_000 });
  await moment.click();
  const player = await popupOpened;
  try {
    const [path, query = ''] = new URL(player.url()).hash.slice(1).split('?');
    expect(path).toBe('/play-video');
    expect(Object.fromEntries(new URLSearchParams(query))).toMatchObject({ vodId, t: String(slide.startS) });
    await expect
      .poll(() => playerVideo(player).evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    // It plays on while we look: where the stretch it has played up to now began is where it started.
    const { currentTime, startedAt } = await playerVideo(player).evaluate((video: HTMLVideoElement) => {
      const ranges = Array.from({ length: video.played.length }, (_, i) => [video.played.start(i), video.played.end(i)] as const);
      const playing = ranges.find(([start, end]) => start <= video.currentTime && video.currentTime <= end + 0.5);
      return { currentTime: video.currentTime, startedAt: playing?.[0] ?? video.currentTime };
    });
    expect(startedAt).toBeGreaterThanOrEqual(slide.startS - 1);
    expect(startedAt).toBeLessThanOrEqual(slide.startS + 1);
    expect(currentTime).toBeGreaterThanOrEqual(slide.startS - 1);
  } finally {
    await player.close();
  }
});
