import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bannerSvg, coverSvg, platformLogoSvg, schoolLogoSvg } from '../../server/db/seed/branding';
import { COVER_COUNT, coverPath } from '../../server/db/seed/catalogue';
import { BANNERS } from '../../server/db/seed/data/content';
import { bannerPath } from '../../server/db/seed/styles';
import { brandingPath } from '../../server/db/seed/tenancy';
import { THEME_COLOURS, type ThemeName } from '../../src/ui/theme/theme-catalogue';
import { THEME_FILL_VAR, themeVariables } from '../../src/ui/theme/theme-variables';
import { journeyFixtures } from '../support/journey';
import { colourDistance, hexPixel, pixelAt, type Pixel } from '../support/pixel';
import { openDropdown, signInFresh } from '../support/ui-login';

/**
 * The built-in artwork follows the theme (issue 15 item 7, docs/theming.md): the home banner, the
 * default covers and the platform logo show the colour of the theme the user picks, on screen
 * (read from a screenshot), not the colour they were drawn in. A school's own picture stays as it is.
 */
const journey = journeyFixtures();
const TENANT = '1';
/** Screenshots round colours a little (and the cover's shading starts beyond the sampled corner). */
const TOLERANCE = 10;
/** A school's own banner: an opaque picture, in a colour of no theme. */
const OWN_PICTURE_HEX = '#2a6633';
const OWN_PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="480"><rect width="1920" height="480" fill="${OWN_PICTURE_HEX}"/></svg>`;

const rgb = (hex: string) => `rgb(${hexPixel(hex).join(', ')})`;
const backgroundOf = (locator: Locator) => locator.evaluate((node) => getComputedStyle(node).backgroundColor);

/** The screen's colour at a point of an element, given as fractions of its box. */
async function shownAt(page: Page, locator: Locator, fx: number, fy: number): Promise<Pixel> {
  const box = (await locator.boundingBox())!;
  return pixelAt(page, box.x + box.width * fx, box.y + box.height * fy);
}

const loaded = (image: Locator) =>
  expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);

beforeAll(async () => {
  // The seed writes these files when it has a media folder; the test server's seed has none.
  const files: [string, string][] = [
    [brandingPath(TENANT, 'school-logo.svg'), schoolLogoSvg('LDU', THEME_COLOURS.green)],
    [brandingPath(TENANT, 'platform-logo.svg'), platformLogoSvg()],
    ...Array.from({ length: COVER_COUNT }, (_, i): [string, string] => [coverPath(TENANT, i + 1), coverSvg(i + 1)]),
    ...BANNERS.map((banner, i): [string, string] => [bannerPath(TENANT, i + 1), bannerSvg(banner.title, banner.subtitle)]),
  ];
  for (const [path, content] of files) {
    const target = join(journey.server.app.deps.media.localRoot!, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  const { page } = journey.browser;
  await page.route(`**/media/${bannerPath(TENANT, 2)}`, (route) => route.fulfill({ contentType: 'image/svg+xml', body: OWN_PICTURE }));
  await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
});

describe.each(['light', 'dark', 'red'] satisfies ThemeName[])('the %s theme', (theme) => {
  const colour = THEME_COLOURS[theme];

  beforeAll(async () => {
    const { page } = journey.browser;
    await page.getByTestId('home-banner').waitFor({ timeout: 15_000 });
    await openDropdown(page, 'user-dropdown', 'user-menu');
    await page.getByTestId(`theme-swatch-${theme}`).click();
    await page.waitForFunction((name) => document.documentElement.dataset.theme === name, theme);
    // Resting on the banner stops it turning.
    await page.getByTestId('home-banner').hover();
  });

  it('draws the home banner in the theme colour', async () => {
    const { page } = journey.browser;
    const stage = page.getByTestId('home-banner');
    expect(await backgroundOf(stage)).toBe(rgb(colour));
    await page.getByTestId('banner-dot').first().click();
    await loaded(page.locator('[data-testid="banner-slide"][data-active="true"] img'));
    // Right of the title and clear of the drawn circles: the ground shows through the picture.
    await expect.poll(async () => colourDistance(await shownAt(page, stage, 0.6, 0.83), hexPixel(colour))).toBeLessThanOrEqual(TOLERANCE);
  });

  it("keeps a school's own banner picture as it is", async () => {
    const { page } = journey.browser;
    await page.getByTestId('banner-dot').nth(1).click();
    await loaded(page.locator('[data-testid="banner-slide"][data-active="true"] img'));
    await expect
      .poll(async () => colourDistance(await shownAt(page, page.getByTestId('home-banner'), 0.6, 0.83), hexPixel(OWN_PICTURE_HEX)))
      .toBeLessThanOrEqual(TOLERANCE);
  });

  it('draws the default covers in the theme colour', async () => {
    const { page } = journey.browser;
    const cover = page.locator('[data-testid="lesson-cover"][data-default-cover="true"]:has(img)').first();
    await cover.scrollIntoViewIfNeeded();
    await loaded(cover.locator('img'));
    expect(await backgroundOf(cover)).toBe(rgb(colour));
    // Left, under the corner badges and above the drawn shapes.
    await expect.poll(async () => colourDistance(await shownAt(page, cover, 0.04, 0.3), hexPixel(colour))).toBeLessThanOrEqual(TOLERANCE);
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('draws the platform logo on the theme colour', async () => {
    const { page } = journey.browser;
    const fill = themeVariables(theme).variables[THEME_FILL_VAR]!;
    const logo = page.locator('img[data-logo="platform"]');
    await loaded(logo);
    expect(await backgroundOf(logo)).toBe(rgb(fill));
    // Right of the word 'Lectern', where the white artwork is transparent.
    await expect.poll(async () => colourDistance(await shownAt(page, logo, 0.96, 0.5), hexPixel(fill))).toBeLessThanOrEqual(TOLERANCE);
  });
});
