import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { circularBanners, styleConfigs } from '../../server/db/schema';
import { expectNoSeriousViolations } from '../support/axe';
import { journeyFixtures } from '../support/journey';
import { signInFresh } from '../support/ui-login';

/** /home as student01 of tenant 1 (issue 5): banners, the lesson sections, the ranking, the footer. */
const journey = journeyFixtures();

const BROKEN_BANNER = '/media/branding/1/no-such-banner.png';
/** The test server writes no media files: every picture but the broken banner is served as this one. */
const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#2a6"/></svg>';

const setRankingList = (value: string) =>
  journey.server.database.db
    .update(styleConfigs)
    .set({ sypaValue: value })
    .where(and(eq(styleConfigs.tenantId, '1'), eq(styleConfigs.sypaCode, 'RankingList')));

beforeAll(async () => {
  const { page } = journey.browser;
  await journey.server.database.db
    .insert(circularBanners)
    .values({ tenantId: '1', title: 'A banner whose picture is gone', imageUrl: BROKEN_BANNER, linkUrl: '', sortIndex: 99 });
  await page.route('**/media/**', (route) =>
    new URL(route.request().url()).pathname === BROKEN_BANNER
      ? route.fulfill({ status: 404 })
      : route.fulfill({ contentType: 'image/svg+xml', body: PICTURE }),
  );
  await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
});

const headerTone = () => journey.browser.page.getByTestId('header').getAttribute('data-tone');

describe('home page', () => {
  it("shows the school's banners under a see-through header that turns solid once the page scrolls", async () => {
    const { page } = journey.browser;
    const slides = page.getByTestId('banner-slide');
    await expect.poll(() => slides.count(), { timeout: 10_000 }).toBe(5);
    const firstPicture = slides.first().locator('img');
    expect(await firstPicture.getAttribute('alt')).toBe('Live lessons, right now');
    await expect.poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    expect(await headerTone()).toBe('transparent');
    await expectNoSeriousViolations(page);
    await page.mouse.wheel(0, 600);
    await expect.poll(headerTone).toBe('solid');
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await expect.poll(headerTone).toBe('transparent');
  });

  it("shows 'load failed' for a banner whose picture does not load", async () => {
    const { page } = journey.browser;
    await page.getByTestId('banner-dot').last().click();
    const failed = page.getByTestId('banner-failed');
    await failed.waitFor({ timeout: 5_000 });
    expect(await failed.innerText()).toBe('load failed');
    expect(await page.locator('[data-testid="banner-slide"][data-active="true"] [data-testid="banner-failed"]').count()).toBe(1);
    expect(await failed.count()).toBe(1);
  });

  it('lists the lessons on air now first, each marked live or upcoming', async () => {
    const { page } = journey.browser;
    const row = page.getByTestId('home-live-now');
    const cards = row.getByTestId('lesson-card');
    await cards.first().waitFor({ timeout: 10_000 });
    expect(await cards.count()).toBeLessThanOrEqual(4);
    const statuses = await row
      .getByTestId('status-badge')
      .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')));
    expect(statuses[0]).toBe('live');
    expect(statuses.every((status) => status === 'live' || status === 'upcoming')).toBe(true);
    expect(await row.getByTestId('status-badge').first().innerText()).toBe('Live');
  });

  it('mixes the remaining live lessons with the newest recordings, without repeating the live row', async () => {
    const { page } = journey.browser;
    const latest = page.getByTestId('home-latest');
    await latest.getByTestId('recording-card').first().waitFor({ timeout: 10_000 });
    const liveRow = await page
      .getByTestId('home-live-now')
      .getByTestId('lesson-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('href')));
    const latestLessons = await latest.getByTestId('lesson-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('href')));
    expect(latestLessons.filter((href) => liveRow.includes(href))).toEqual([]);
  });

  it('shows popular recorded classes, those without a picture of their own on the default cover', async () => {
    const { page } = journey.browser;
    const cards = page.getByTestId('home-hot').getByTestId('vod-group-card');
    await cards.first().waitFor({ timeout: 10_000 });
    expect(await cards.count()).toBe(8);
    const defaultCover = page.locator('[data-testid="vod-group-card"] [data-default-cover="true"]').first();
    await defaultCover.waitFor();
    await expect
      .poll(() => defaultCover.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  it("writes the course name on every class cover of a grid, the class's own picture or the default (styleType 1)", async () => {
    const { page } = journey.browser;
    for (const section of ['home-live-now', 'home-recommended', 'home-hot']) {
      const covers = page.getByTestId(section).getByTestId('lesson-cover');
      await covers.first().waitFor({ timeout: 10_000 });
      // Each cover says whether it is the class's own picture, so a failure names the kind left bare.
      const bare = await covers.evaluateAll((nodes) =>
        nodes
          .filter((node) => node.querySelector('[data-testid="cover-title"]') === null)
          .map((node) => (node.getAttribute('data-default-cover') === null ? 'own picture' : 'default picture')),
      );
      expect(bare, `covers without the course name in ${section}`).toEqual([]);
    }
    // The seed gives every other class a picture of its own: both kinds are in the grids.
    const own = page.locator('[data-testid="home-hot"] [data-testid="lesson-cover"]:not([data-default-cover])');
    expect(await own.count()).toBeGreaterThan(0);
  });

  it("shows the footer line from the school's style configuration", async () => {
    const footer = journey.browser.page.getByTestId('footer');
    await footer.waitFor();
    expect(await footer.innerText()).toMatch(/^© \d{4} .+ · Lectern campus video platform$/);
  });

  it('shows the ranking beside the recommended classes only while RankingList enables it', async () => {
    const { page } = journey.browser;
    const recommended = page.getByTestId('home-recommended');
    await recommended.getByTestId('ranking-item').first().waitFor({ timeout: 10_000 });
    expect(await recommended.getByTestId('ranking-item').count()).toBe(10);
    expect(await recommended.getByTestId('vod-group-card').count()).toBe(6);

    await setRankingList(JSON.stringify({ show: false }));
    try {
      await page.reload();
      await recommended.getByTestId('vod-group-card').first().waitFor({ timeout: 10_000 });
      expect(await recommended.getByTestId('vod-group-card').count()).toBe(8);
      expect(await page.getByTestId('home-ranking').count()).toBe(0);
    } finally {
      await setRankingList(JSON.stringify({ show: true }));
    }
  });

  it('leads from each section to its full list', async () => {
    const { page } = journey.browser;
    await page.getByTestId('home-more-live').click();
    await page.waitForURL(/#\/list-live$/);
    await page.goBack();
    await page.getByTestId('home-more-recommended').click();
    await page.waitForURL(/#\/list-video\?order=time$/);
    expect(journey.browser.errors).toEqual([]);
  });
});
