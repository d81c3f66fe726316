import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { journeyFixtures } from '../support/journey';
import { signInFresh } from '../support/ui-login';

/**
 * The header at every window width (SPEC §2 "Layout header", §9 scaling): from 1024 to 2560 px
 * every control fits in the bar, side by side, nothing cut; below 1024 the page keeps the 1920 px
 * design and scrolls sideways, so every control stays reachable. In both languages.
 */
const journey = journeyFixtures();
const CONTROLS = ['header-logos', 'top-menu', 'header-search', 'campus-selector', 'history-dropdown', 'language-toggle', 'user-dropdown'];

beforeAll(async () => {
  await signInFresh(journey.browser.page, journey.server.url, 'student01', 'Student@12345');
});

/** Each control's box, and whether any text inside it is cut (wider than its box). */
async function layoutOf(page: Page) {
  return page.evaluate((ids) => {
    const boxes = ids.map((id) => {
      const node = document.querySelector(`[data-testid="${id}"]`);
      if (node === null) return { id, missing: true, left: 0, right: 0, cut: [] as string[] };
      const box = node.getBoundingClientRect();
      const cut = [...node.querySelectorAll<HTMLElement>('span, select, a, button')]
        .filter((el) => getComputedStyle(el).textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        .map((el) => el.textContent ?? '');
      return { id, missing: false, left: box.left, right: box.right, cut };
    });
    const bar = document.querySelector('[data-testid="header"]')!.getBoundingClientRect();
    // A field's text (the search placeholder, the campus choice) measured in its own font against
    // the room the field gives it; the search field keeps a few pixels for the caret.
    const context = document.createElement('canvas').getContext('2d')!;
    const fits = (field: HTMLElement, text: string, spare: number, pseudo?: string) => {
      const own = getComputedStyle(field);
      const font = getComputedStyle(field, pseudo);
      context.font = `${font.fontWeight} ${font.fontSize} ${font.fontFamily}`;
      const room = field.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
      return { text, fits: context.measureText(text).width + spare <= room + 0.5 };
    };
    const input = document.querySelector<HTMLInputElement>('[data-testid="header-search"] input')!;
    const campus = document.querySelector<HTMLSelectElement>('[data-testid="campus-selector"] select')!;
    const fields = [fits(input, input.placeholder, 4, '::placeholder'), fits(campus, campus.selectedOptions[0]?.textContent ?? '', 0)];
    return { boxes, barRight: bar.right, cutFields: fields.filter((field) => !field.fits).map((field) => field.text) };
  }, CONTROLS);
}

async function setWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  // The root font follows the width: wait until the bar has its scaled height (80 px at 1920).
  const designWidth = width < 1024 ? 1920 : width;
  await expect
    .poll(() => page.getByTestId('header').evaluate((bar) => Math.round(bar.getBoundingClientRect().height)))
    .toBe(Math.round((80 * designWidth) / 1920));
}

describe.each(['en', 'zh'] as const)('the header in %s', (language) => {
  beforeAll(async () => {
    const { page } = journey.browser;
    await page.evaluate((lang) => localStorage.setItem('lectern.lang', lang), language);
    await page.goto(`${journey.server.url}/#/list-video`);
    await page.reload();
    await page.getByTestId('user-dropdown').waitFor({ timeout: 15_000 });
    await page.getByTestId('campus-selector').waitFor({ timeout: 10_000 });
  });

  it.each([1024, 1280, 1440, 1920, 2560])('fits every control side by side at %i px, nothing cut', async (width) => {
    const { page } = journey.browser;
    await setWidth(page, width);
    const layout = await layoutOf(page);
    expect(layout.boxes.filter((box) => box.missing).map((box) => box.id)).toEqual([]);
    for (const [before, after] of layout.boxes.slice(0, -1).map((box, i) => [box, layout.boxes[i + 1]!] as const)) {
      expect(after.left, `${before.id} overlaps ${after.id}`).toBeGreaterThanOrEqual(before.right - 0.5);
    }
    expect(layout.boxes.at(-1)!.right).toBeLessThanOrEqual(Math.min(width, layout.barRight) + 0.5);
    expect(layout.boxes.flatMap((box) => box.cut)).toEqual([]);
    expect(layout.cutFields).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  it.each([1024, 1280, 1440, 1920, 2560])("writes the user's name whole unless the bar has no room left, at %i px", async (width) => {
    const { page } = journey.browser;
    await setWidth(page, width);
    const { name, spare } = await page.evaluate(() => {
      const node = document.querySelector<HTMLElement>('[data-testid="header-user-name"]')!;
      const menu = document.querySelector('[data-testid="top-menu"]')!.getBoundingClientRect();
      const search = document.querySelector('[data-testid="header-search"]')!.getBoundingClientRect();
      const rootPx = parseFloat(getComputedStyle(document.documentElement).fontSize);
      // The room between the menu and the tools, beyond the spacer's least width (16 design px).
      return {
        name: { whole: node.scrollWidth <= node.clientWidth, text: node.textContent },
        spare: search.left - menu.right - (16 * rootPx) / 20,
      };
    });
    expect(name.text).toBe('Chen Xiaoming 陈晓明');
    if (width >= 1440) expect(name.whole, `the name is cut at ${width} px`).toBe(true);
    if (!name.whole) expect(spare, `the name is cut with ${spare} px to spare`).toBeLessThanOrEqual(1);
  });

  it('keeps every header control at least 24 × 24 CSS px at any width (WCAG 2.5.8, as Lighthouse checks at 1350 px)', async () => {
    const { page } = journey.browser;
    for (const width of [1024, 1350, 1920]) {
      await setWidth(page, width);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-testid="header"] :is(a[href], button, select, input)')]
          .map((node) => ({ node, box: node.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.width < 23.5 || box.height < 23.5))
          .map(
            ({ node, box }) => `${node.getAttribute('aria-label') ?? node.textContent}: ${box.width.toFixed(1)} × ${box.height.toFixed(1)}`,
          ),
      );
      expect(small, `at ${width} px`).toEqual([]);
    }
    await setWidth(page, 1920);
  });

  it('keeps the 1920 px design below 1024 px: the page scrolls sideways and Logout is reachable', async () => {
    const { page } = journey.browser;
    await setWidth(page, 900);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1920);
    const user = page.getByTestId('user-dropdown');
    await user.scrollIntoViewIfNeeded();
    await user.hover();
    await page.getByTestId('user-menu-logout').waitFor({ timeout: 5_000 });
    expect(await page.getByTestId('user-menu-logout').isVisible()).toBe(true);
    await page.mouse.move(0, 600);
    await setWidth(page, 1920);
  });
});
