import type { Page } from 'playwright-core';

/** Signs in through the real login page, as a person would. */
export async function signInThroughPage(page: Page, baseUrl: string, username: string, password: string, path = '/#/login'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  const passwordField = page.locator('input[type=password]');
  await passwordField.waitFor();
  await page.locator('input:not([type=password]):not([type=hidden]):not([type=checkbox])').first().fill(username);
  await passwordField.fill(password);
  await passwordField.press('Enter');
}

/** Signs in from a clean slate (no earlier session, theme or language) and waits for /home. */
export async function signInFresh(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await page.reload();
  await signInThroughPage(page, baseUrl, username, password);
  await page.waitForURL(/#\/home/, { timeout: 15_000 });
}

/**
 * Signs in as `username` unless the page already holds that user's session (as an earlier test of
 * the file left it), so every test sets up what it needs and runs alone (`vitest -t`) too.
 */
export async function ensureSignedIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  const signedInAs = page.url().startsWith(baseUrl)
    ? await page.evaluate(() => {
        const user = localStorage.getItem('lectern.user_info');
        return sessionStorage.getItem('lectern.jwt_token') && user ? (JSON.parse(user) as { username?: string }).username : null;
      })
    : null;
  if (signedInAs !== username) await signInFresh(page, baseUrl, username, password);
}

export const sessionToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('lectern.jwt_token'));

/**
 * Hovers a header dropdown and waits for its panel. A hover that lands while the header is drawn
 * again (a language switch, the school's theme arriving) reaches a node that is then replaced and
 * opens nothing, as a person's pointer would; like them, the test moves away and hovers again.
 */
export async function openDropdown(page: Page, testId: string, panelTestId: string, withinMs = 15_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    await page.mouse.move(0, 600);
    await page.getByTestId(testId).hover();
    try {
      return await page.getByTestId(panelTestId).waitFor({ timeout: 3_000 });
    } catch (failure) {
      if (Date.now() > deadline) throw failure;
    }
  }
}
