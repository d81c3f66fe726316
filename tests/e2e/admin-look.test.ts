import { and, count, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { campuses, classrooms } from '../../server/db/schema';
import { THEME_COLOURS } from '../../src/ui/theme/theme-catalogue';
import { DEMO } from '../support/api-client';
import { journeyFixtures } from '../support/journey';
import { hexPixel } from '../support/pixel';
import { signInFresh } from '../support/ui-login';

/**
 * The school look page (docs/admin.md "The school look page", issue 20): the administrator
 * changes the theme colour and the school logo through /admin/look and saves; a student who loads
 * the site afterwards sees both. SPEC §5's colour warnings show under the field before saving,
 * and a teacher is told the look is not theirs to change.
 */
const journey = journeyFixtures();
const NEW_THEME = 'red';
const NEW_COLOUR = THEME_COLOURS[NEW_THEME];
const rgb = (hex: string) => `rgb(${hexPixel(hex).join(', ')})`;
const backgroundOf = (page: Page, testId: string) => page.getByTestId(testId).evaluate((node) => getComputedStyle(node).backgroundColor);

/** How many classrooms the demo school's campus named `campName` holds. */
async function classroomsOn(campName: string): Promise<number> {
  const [row] = await journey.server.database.db
    .select({ n: count() })
    .from(classrooms)
    .innerJoin(campuses, eq(campuses.id, classrooms.campusId))
    .where(and(eq(campuses.tenantId, '1'), eq(campuses.campName, campName)));
  return row!.n;
}

async function openLookPage(page: Page): Promise<void> {
  await page.goto(`${journey.server.url}/#/admin/look`);
  await page.getByTestId('school-look').waitFor({ timeout: 15_000 });
}

/** A real PNG (a logo must load, or the header leaves it out), drawn by the browser. */
async function logoPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ae131f';
    context.fillRect(0, 0, 96, 48);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

describe('the school look page', () => {
  let logoUrl = '';

  it('warns of a wrong hex and an invalid rgb value under the colour field, and will not save them', async () => {
    const { page } = journey.browser;
    await signInFresh(page, journey.server.url, DEMO.admin.username, DEMO.admin.password);
    await openLookPage(page);
    const input = page.getByTestId('look-colour-input');
    const warning = page.getByTestId('look-colour-warning');

    await input.fill('#12345');
    await expect.poll(() => warning.textContent()).toBe('wrong hex');
    expect(await page.getByTestId('look-save').isDisabled()).toBe(true);

    await input.fill('rgb(256, 0, 0)');
    await expect.poll(() => warning.textContent()).toBe('invalid rgb value');
    expect(await page.getByTestId('look-save').isDisabled()).toBe(true);

    await input.fill('rgb(78, 110, 242)');
    await expect.poll(() => warning.count()).toBe(0);
    await expect.poll(() => backgroundOf(page, 'look-preview-banner')).toBe(rgb(THEME_COLOURS.blue));
  });

  it('the administrator picks a theme colour and uploads a school logo; the preview shows them; they save', async () => {
    const { page } = journey.browser;
    await page.getByTestId(`look-swatch-${NEW_THEME}`).click();
    await expect.poll(() => backgroundOf(page, 'look-preview-banner')).toBe(rgb(NEW_COLOUR));

    await page.getByTestId('look-school-logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng(page) });
    const picture = page.getByTestId('look-school-logo-picture');
    await expect.poll(() => picture.getAttribute('src'), { timeout: 10_000 }).toMatch(/^\/media\/branding\/1\/.+\.png$/);
    logoUrl = (await picture.getAttribute('src'))!;
    await expect.poll(() => page.getByTestId('look-preview-school-logo').getAttribute('src')).toBe(logoUrl);

    await page.getByTestId('look-save').click();
    await expect.poll(() => page.getByTestId('look-status').getAttribute('data-outcome'), { timeout: 10_000 }).toBe('saved');
  });

  it('adds a campus, and shows the server refusing a name in use', async () => {
    const { page } = journey.browser;
    const add = async (name: string, address: string) => {
      await page.getByTestId('look-campus-name').last().fill(name);
      await page.getByTestId('look-campus-address').last().fill(address);
      await page.getByTestId('look-campus-submit').last().click();
    };
    await add('Main Campus', '');
    await page.getByText('Another campus is already named “Main Campus”.').waitFor({ timeout: 10_000 });

    await add('East Campus', 'east.example.edu');
    const east = page.locator('[data-testid="look-campus"]', { hasText: 'East Campus' });
    await east.waitFor({ timeout: 10_000 });
    expect(await east.textContent()).toContain('https://east.example.edu');
  });

  it('in Chinese, says why the server refused the campus in Chinese, with the name it refused', async () => {
    const { page } = journey.browser;
    await page.evaluate(() => localStorage.setItem('lectern.lang', 'zh'));
    await page.reload();
    await page.getByTestId('school-look').waitFor({ timeout: 15_000 });
    await page.getByTestId('look-campus-name').last().fill('Main Campus');
    await page.getByTestId('look-campus-address').last().fill('');
    await page.getByTestId('look-campus-submit').last().click();
    await page.getByText('已有名为“Main Campus”的校区。').waitFor({ timeout: 10_000 });
    await page.evaluate(() => localStorage.setItem('lectern.lang', 'en'));
    await page.reload();
    await page.getByTestId('school-look').waitFor({ timeout: 15_000 });
  });

  it('deletes a campus after asking in a dialog, and shows in the dialog why one with classrooms stays', async () => {
    const { page } = journey.browser;
    const main = page.locator('[data-testid="look-campus"]', { hasText: 'Main Campus' });
    await main.getByTestId('look-campus-delete').click();
    const dialog = page.getByTestId('look-campus-delete-dialog');
    expect(await dialog.textContent()).toContain('Delete the campus “Main Campus”?');
    await page.getByTestId('look-campus-delete-confirm').click();
    await page.getByTestId('look-campus-delete-problem').waitFor({ timeout: 10_000 });
    const rooms = await classroomsOn('Main Campus');
    expect(rooms).toBeGreaterThan(0);
    expect(await page.getByTestId('look-campus-delete-problem').textContent()).toBe(
      `Classrooms still on this campus: ${rooms}. Move or remove them first.`,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await main.count()).toBe(1);

    const east = page.locator('[data-testid="look-campus"]', { hasText: 'East Campus' });
    await east.getByTestId('look-campus-delete').click();
    await page.getByTestId('look-campus-delete-confirm').click();
    await east.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByText('The campus “East Campus” was deleted.').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('look-campus-delete-dialog').count()).toBe(0);
  });

  it('student01, loading the site afterwards, sees the new colour and the new logo', async () => {
    const { page } = journey.browser;
    await signInFresh(page, journey.server.url, DEMO.student01.username, DEMO.student01.password);
    await page.getByTestId('home-banner').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme), { timeout: 10_000 }).toBe(NEW_THEME);
    await expect.poll(() => backgroundOf(page, 'home-banner')).toBe(rgb(NEW_COLOUR));
    const logo = page.locator('[data-testid="header-logos"] img[data-logo="school"]');
    await expect.poll(() => logo.getAttribute('src'), { timeout: 10_000 }).toBe(logoUrl);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  it('tells a teacher that only administrators change the look, with no form', async () => {
    const { page } = journey.browser;
    await signInFresh(page, journey.server.url, DEMO.teacher01.username, DEMO.teacher01.password);
    await openLookPage(page);
    await page.getByTestId('look-forbidden').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('look-save').count()).toBe(0);
  });
});
