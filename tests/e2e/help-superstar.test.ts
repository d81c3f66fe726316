import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { helpArticles, moocCourses } from '../../server/db/schema';
import { expectNoSeriousViolations } from '../support/axe';
import { journeyFixtures } from '../support/journey';
import { signInFresh } from '../support/ui-login';

/**
 * The help centre (/help-center: articles searched by a keyword kept in the address, the keyword
 * marked) and the external MOOC courses (/superstar-course: cards linking out), as student01.
 */
const journey = journeyFixtures();
const db = () => journey.server.database.db;

/** Loads the page afresh and waits for its articles (or its empty block). */
async function openHelp(page: Page, query = '') {
  await page.goto(`${journey.server.url}/#/help-center${query}`);
  await page.reload();
  await page.getByTestId('help-count').or(page.getByTestId('empty-block')).waitFor({ timeout: 15_000 });
}

const articleTitles = (page: Page) => page.locator('[data-testid="help-article"] summary').allInnerTexts();

beforeAll(async () => {
  await signInFresh(journey.browser.page, journey.server.url, 'student01', 'Student@12345');
  // The tests reload pages: wait until the menu is loaded, as a reload cutting that call short signs out.
  await journey.browser.page.waitForFunction(() => sessionStorage.getItem('lectern.menu_data') !== null, undefined, { timeout: 15_000 });
});

describe('help centre', () => {
  it("lists the tenant's articles by category, closed until one is clicked, without the header", async () => {
    const { page } = journey.browser;
    await openHelp(page);
    expect(await page.getByTestId('header').count()).toBe(0);
    const stored = await db().select({ title: helpArticles.title }).from(helpArticles).where(eq(helpArticles.tenantId, '1'));
    expect((await articleTitles(page)).sort()).toEqual(stored.map((a) => a.title).sort());
    expect(await page.getByTestId('help-category').count()).toBeGreaterThan(1);

    const first = page.getByTestId('help-article').first();
    expect(await first.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(false);
    await first.locator('summary').click();
    expect(await first.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(true);
    expect(await first.getByTestId('help-article-body').isVisible()).toBe(true);
    await expectNoSeriousViolations(page);
  });

  it('searches from the box into the address, opens the matches and marks the keyword', async () => {
    const { page } = journey.browser;
    const box = page.locator('[data-testid="help-search"] input');
    await box.fill('upload');
    await box.press('Enter');
    await page.waitForURL(/#\/help-center\?keyword=upload/, { timeout: 10_000 });
    await expect.poll(() => articleTitles(page)).toEqual(['Uploading a video']);
    const article = page.getByTestId('help-article');
    expect(await article.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(true);
    const marks = await article.getByTestId('help-mark').allInnerTexts();
    expect(marks.length).toBeGreaterThan(1);
    for (const mark of marks) expect(mark.toLowerCase()).toBe('upload');
    expect(await page.getByTestId('help-count').innerText()).toBe('1 found for “upload”');
  });

  it('opens a shared search as it was, and says when nothing matches', async () => {
    const { page } = journey.browser;
    await openHelp(page, '?keyword=CAPTIONS');
    expect(await page.locator('[data-testid="help-search"] input').inputValue()).toBe('CAPTIONS');
    expect(await articleTitles(page)).toEqual(['Captions']);
    expect(await page.getByTestId('help-mark').first().innerText()).toBe('Captions');

    await openHelp(page, '?keyword=nothing-like-this');
    expect(await page.getByTestId('empty-block').innerText()).toContain('No help article mentions “nothing-like-this”.');
    expect(await page.getByTestId('help-article').count()).toBe(0);
  });

  it('lists every article again when the box is cleared', async () => {
    const { page } = journey.browser;
    await page.locator('[data-testid="help-search"] input').fill('');
    await page.waitForURL((url) => !url.hash.includes('keyword='), { timeout: 10_000 });
    await expect.poll(async () => (await articleTitles(page)).length).toBeGreaterThan(1);
  });

  it('speaks Chinese when the language is Chinese', async () => {
    const { page } = journey.browser;
    await page.evaluate(() => localStorage.setItem('lectern.lang', 'zh'));
    await openHelp(page);
    expect(await page.locator('h1').innerText()).toBe('有什么可以帮您？');
    await page.evaluate(() => localStorage.setItem('lectern.lang', 'en'));
  });
});

describe('superstar courses', () => {
  it('shows a card per linked course, each opening its external address in a new tab without an opener', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.server.url}/#/superstar-course`);
    await page.reload();
    const cards = page.getByTestId('superstar-card');
    await cards.first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('header').count()).toBe(0);
    const stored = await db()
      .select({ title: moocCourses.title, url: moocCourses.url })
      .from(moocCourses)
      .where(eq(moocCourses.tenantId, '1'));
    expect(await cards.count()).toBe(stored.length);
    for (const card of await cards.all()) {
      expect(await card.getAttribute('target')).toBe('_blank');
      expect((await card.getAttribute('rel'))?.split(' ')).toContain('noopener');
    }
    expect((await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).sort()).toEqual(
      stored.map((c) => c.url).sort(),
    );

    // The provider's site is outside the closed network: answer for it.
    await page
      .context()
      .route(/^https:\/\/mooc\.example\.edu\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>MOOC</title>' }));
    const opened = page.context().waitForEvent('page', { timeout: 10_000 });
    const href = (await cards.first().getAttribute('href'))!;
    await cards.first().click();
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(href);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    await page.context().unroute(/^https:\/\/mooc\.example\.edu\//);
  });

  it('says so when no course is linked', async () => {
    const { page } = journey.browser;
    const saved = await db().select().from(moocCourses).where(eq(moocCourses.tenantId, '1'));
    await db().delete(moocCourses).where(eq(moocCourses.tenantId, '1'));
    try {
      await page.reload();
      await page.getByTestId('empty-block').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('empty-block').innerText()).toContain('No online courses are linked yet.');
      expect(await page.getByTestId('superstar-card').count()).toBe(0);
    } finally {
      await db().insert(moocCourses).values(saved);
    }
    expect(journey.browser.errors).toEqual([]);
  });
});
