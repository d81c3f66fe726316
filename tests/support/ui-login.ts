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

export const sessionToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('lectern.jwt_token'));
