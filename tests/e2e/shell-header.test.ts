import { journeyFixtures } from '../support/journey';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDropdown, signInFresh as signIn } from '../support/ui-login';

/** The header's watch history, theme and language (SPEC §2, §4), as student01 of tenant 1. */
const journey = journeyFixtures();
beforeAll(async () => {
  await signIn(journey.browser.page, journey.server.url, 'student01', 'Student@12345');
});

const rootVariable = (name: string) =>
  journey.browser.page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);

describe('signed-in header', () => {
  it('shows the logos, the search box with the course-number placeholder, and the campus selector', async () => {
    const { page } = journey.browser;
    await page.getByTestId('header').waitFor();
    const search = page.locator('[data-testid="header-search"] input');
    await expect.poll(() => search.getAttribute('placeholder')).toBe('course name/classroom/teacher/course number');
    expect(await search.getAttribute('maxlength')).toBe('100');
    await page.getByTestId('campus-selector').waitFor({ timeout: 5_000 });
    // The test server writes no media files: a logo that does not load gives way to the app name.
    const logos = page.getByTestId('header-logos');
    await expect.poll(() => logos.evaluate((node) => node.querySelector('img') !== null || node.textContent === 'Lectern')).toBe(true);
  });

  it("lists student01's recent lessons with their progress", async () => {
    const { page } = journey.browser;
    await openDropdown(page, 'history-dropdown', 'history-panel');
    const items = page.getByTestId('history-item');
    await items.first().waitFor({ timeout: 10_000 });
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    for (const text of await page.getByTestId('history-progress').allInnerTexts()) expect(text).toMatch(/^watched \d{1,3}%$/);
    // Titles in the reader's language, as every other page names the subjects: no Chinese-only ones.
    const titles = await page.getByTestId('history-title').allInnerTexts();
    expect(titles).toHaveLength(count);
    for (const title of titles) expect(title).toMatch(/^[^\p{Script=Han}]+$/u);
    expect(await page.getByText('view more').count()).toBe(1);
  });

  it("gives a class without its own picture the school's default cover, never a blank tile", async () => {
    const { page } = journey.browser;
    const covers = page.getByTestId('history-cover');
    await covers.first().waitFor({ timeout: 10_000 });
    // Some of student01's classes have no picture of their own (the seed gives every other one).
    await expect.poll(() => page.locator('[data-testid="history-cover"][data-default-cover="true"]').count()).toBeGreaterThan(0);
    for (const cover of await covers.all()) {
      // The test server writes no media files: a picture shows, or says it failed to load.
      await expect
        .poll(async () => (await cover.locator('img').count()) + (await cover.getByText('load failed').count()), { timeout: 10_000 })
        .toBeGreaterThan(0);
    }
  });

  it('keeps the active menu index (lectern.active_menu_index) in step with the page', async () => {
    const { page } = journey.browser;
    const entries = page.getByTestId('top-menu').locator('ul > li');
    await entries.nth(1).waitFor();
    const stored = () => page.evaluate(() => sessionStorage.getItem('lectern.active_menu_index'));
    // Plain links (a dropdown entry opens a panel instead), by their place in the menu.
    const links: number[] = [];
    for (const [index, entry] of (await entries.all()).entries()) if ((await entry.locator(':scope > a').count()) > 0) links.push(index);
    expect(links.length).toBeGreaterThan(1);
    for (const index of [links[1]!, links[0]!]) {
      await entries.nth(index).locator(':scope > a').click();
      await expect.poll(() => entries.nth(index).locator(':scope > a').getAttribute('aria-current')).toBe('page');
      await expect.poll(stored).toBe(String(index));
    }
  });

  it('opens a history item on its course page after the view check', async () => {
    const { page } = journey.browser;
    await openDropdown(page, 'history-dropdown', 'history-panel');
    await page.getByTestId('history-item').first().click();
    await page.waitForURL(/#\/video-detail\?.*courseId=/, { timeout: 10_000 });
    expect(page.url()).toContain('teclId=');
    expect(await page.getByTestId('header').count()).toBe(0);
    await page.goto(`${journey.server.url}/#/list-live`);
    await page.getByTestId('header').waitFor();
  });

  it("starts on the school's theme and switches the primary colour from the user menu", async () => {
    const { page } = journey.browser;
    await expect.poll(() => rootVariable('--theme-color')).toBe('#00bb74');
    await openDropdown(page, 'user-dropdown', 'user-menu');
    await page.getByTestId('theme-swatch-red').click();
    await expect.poll(() => rootVariable('--theme-color')).toBe('#ae131f');
    expect(await rootVariable('--theme-color-light-9')).toBe('#f7e7e9');
    const stylesheet = await page.locator('#lectern-theme-stylesheet').getAttribute('href');
    expect(stylesheet).toMatch(/\/theme\/red\.css\?t=\d+$/);
    // Components draw with the theme: the avatar sits on the primary colour.
    const avatar = page.locator('[data-testid="user-dropdown"] button > span').first();
    expect(await avatar.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(174, 19, 31)');

    // The choice is remembered over the school's theme.
    await page.reload();
    // The school's theme has arrived: its course-number flag shows in the search placeholder.
    await expect.poll(() => page.locator('[data-testid="header-search"] input').getAttribute('placeholder')).toContain('course number');
    expect(await rootVariable('--theme-color')).toBe('#ae131f');
  });

  it('switches menu and dropdown texts to Chinese', async () => {
    const { page } = journey.browser;
    await page.mouse.move(0, 600);
    await page.getByTestId('language-toggle').click();
    await page.locator('[data-testid="top-menu"]', { hasText: '首页' }).waitFor({ timeout: 5_000 });
    expect(await page.locator('[data-testid="top-menu"]').innerText()).toContain('课程');
    await openDropdown(page, 'user-dropdown', 'user-menu');
    expect(await page.getByTestId('user-menu-favourites').innerText()).toBe('我的收藏');
    expect(await page.getByTestId('user-menu-logout').innerText()).toBe('退出登录');
    await openDropdown(page, 'history-dropdown', 'history-panel');
    expect(await page.getByTestId('history-progress').first().innerText()).toMatch(/^已观看 \d{1,3}%$/);
    for (const title of await page.getByTestId('history-title').allInnerTexts()) expect(title).toMatch(/\p{Script=Han}/u);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(journey.browser.errors).toEqual([]);
  });
});
