import type { Page } from 'playwright-core';

/** Signs in through the real login page from a clean slate (no earlier session, theme or language). */
export async function signIn(page: Page, serverUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${serverUrl}/#/login`);
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await page.reload();
  await page.locator('input[type=password]').waitFor();
  await page.locator('input:not([type=password]):not([type=hidden]):not([type=checkbox])').first().fill(username);
  await page.locator('input[type=password]').fill(password);
  await page.locator('input[type=password]').press('Enter');
  await page.waitForURL(/#\/home/, { timeout: 15_000 });
}

/** Hovers a header dropdown and waits for its panel. */
export async function openDropdown(page: Page, testId: string, panelTestId: string): Promise<void> {
  await page.mouse.move(0, 600);
  await page.getByTestId(testId).hover();
  await page.getByTestId(panelTestId).waitFor({ timeout: 5_000 });
}
