import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../support/axe';
import { journeyFixtures } from '../support/journey';
import { signInFresh } from '../support/ui-login';

/** Finding a lesson as student01: the header search, the search page's forms, the recorded list. */
const journey = journeyFixtures();
beforeAll(async () => {
  await signInFresh(journey.browser.page, journey.server.url, 'student01', 'Student@12345');
});

const hashQuery = (page: Page) => new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');
/** TanStack Router writes a string that reads as JSON (a number) in quotes. */
const unquote = (value: string | null) => value?.replace(/^"(.*)"$/, '$1') ?? null;

describe('search from the header', () => {
  it('finds 线性代数 from the pinyin initials xxds, marks the match, and opens the lesson', async () => {
    const { page } = journey.browser;
    const box = page.locator('[data-testid="header-search"] input');
    await box.fill('xxds');
    await box.press('Enter');
    await page.waitForURL(/#\/advance-search\?/);
    expect(unquote(hashQuery(page).get('keyword'))).toBe('xxds');
    const results = page.getByTestId('search-result');
    await results.first().waitFor({ timeout: 10_000 });
    for (const text of await results.allInnerTexts()) expect(text).toContain('线性代数');
    // Matched through pinyin: the whole Chinese name is marked.
    expect(await page.getByTestId('search-mark').allInnerTexts()).toContain('线性代数');
    await expectNoSeriousViolations(page);

    await results.first().click();
    await page.waitForURL(/#\/live-detail\?/);
    const query = hashQuery(page);
    expect(unquote(query.get('teclId'))).toMatch(/^tecl-1-/);
    expect(unquote(query.get('courseId'))).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.server.url}/#/home`);
    const box = page.locator('[data-testid="header-search"] input');
    await box.fill('zzzqqqxxx nothing');
    await box.press('Enter');
    await page.waitForURL(/#\/advance-search\?/);
    await page.getByTestId('empty-block').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('empty-block').innerText()).toContain('zzzqqqxxx nothing');
  });
});

describe('the search page forms', () => {
  it('keeps the live form and the recorded form apart when switching between them', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.server.url}/#/advance-search`);
    await page.getByTestId('live-filters').waitFor();
    expect(await page.getByTestId('advance-search-page').getAttribute('data-search-mode')).toBe('filters');
    const teacher = page.getByTestId('filter-teacher');
    await teacher.fill('Lin');
    await teacher.press('Enter');

    await page.getByTestId('search-type-video').click();
    const course = page.getByTestId('video-filters').getByTestId('filter-course');
    await course.fill('Algebra');
    await course.press('Enter');
    await page.getByTestId('video-results').waitFor({ timeout: 10_000 });

    await page.getByTestId('search-type-live').click();
    expect(await page.getByTestId('filter-teacher').inputValue()).toBe('Lin');
    expect(await page.getByTestId('live-filters').getByTestId('filter-course').inputValue()).toBe('');
    await page.getByTestId('search-type-video').click();
    expect(await page.getByTestId('video-filters').getByTestId('filter-course').inputValue()).toBe('Algebra');
  });

  it('keeps the forms in the address: a reload, and a new search from the header, find them as they were', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.server.url}/#/advance-search`);
    const teacher = page.getByTestId('filter-teacher');
    await teacher.fill('Lin');
    await teacher.press('Enter');
    await expect.poll(() => hashQuery(page).get('live')).toContain('Lin');
    await page.reload();
    await page.getByTestId('live-results').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('filter-teacher').inputValue()).toBe('Lin');

    const box = page.locator('[data-testid="header-search"] input');
    await box.fill('xxds');
    await box.press('Enter');
    await expect.poll(() => page.getByTestId('advance-search-page').getAttribute('data-search-mode')).toBe('keyword');
    expect(unquote(hashQuery(page).get('keyword'))).toBe('xxds');
    await page.getByTestId('search-result').first().waitFor({ timeout: 10_000 });
    await page.getByTestId('search-use-filters').click();
    await page.getByTestId('search-type-live').click();
    expect(await page.getByTestId('filter-teacher').inputValue()).toBe('Lin');
  });
});

describe('the recorded list', () => {
  it('filters by term and course name, and keeps the filters when the page is reloaded', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.server.url}/#/list-video`);
    await page.getByTestId('vod-group-card').first().waitFor({ timeout: 10_000 });
    const term = page.getByTestId('filter-term');
    await expect.poll(() => term.locator('option').count()).toBeGreaterThan(1);
    const acteId = await term.locator('option').nth(1).getAttribute('value');
    await term.selectOption(acteId!);
    const course = page.getByTestId('filter-course');
    await course.fill('Linear');
    await course.press('Enter');
    await expect.poll(() => unquote(hashQuery(page).get('courName'))).toBe('Linear');
    expect(unquote(hashQuery(page).get('acteId'))).toBe(acteId);

    const cards = page.getByTestId('vod-group-card');
    await expect.poll(async () => (await cards.allInnerTexts()).every((text) => text.includes('Linear Algebra'))).toBe(true);
    const count = await page.getByTestId('result-count').innerText();

    await page.reload();
    await page.getByTestId('vod-group-card').first().waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('filter-course').inputValue()).toBe('Linear');
    expect(await page.getByTestId('filter-term').inputValue()).toBe(acteId);
    await expectNoSeriousViolations(page);
    expect(await page.getByTestId('result-count').innerText()).toBe(count);
    for (const text of await cards.allInnerTexts()) expect(text).toContain('Linear Algebra');
  });
});
