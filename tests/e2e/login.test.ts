import { journeyFixtures } from '../support/journey';
import { signInFresh } from '../support/ui-login';
import { expect, it } from 'vitest';

const journey = journeyFixtures();

it('student01 signs in through the real login page and lands on /home', async () => {
  const { page } = journey.browser;
  await page.goto(`${journey.server.url}/#/login`);
  await page.locator('input[type=password]').waitFor();
  await page.locator('input:not([type=password]):not([type=hidden]):not([type=checkbox])').first().fill('student01');
  await page.locator('input[type=password]').fill('Student@12345');
  await page.locator('input[type=password]').press('Enter');
  await page.waitForURL(/#\/home/, { timeout: 15_000 });
  // Tokens live where SPEC §4 says: the session token in session storage, the refresh token in
  // local storage, both under the app prefix; no password anywhere.
  const stored = await page.evaluate(() => ({
    session: Object.entries(sessionStorage),
    local: Object.entries(localStorage),
  }));
  const all = [...stored.session, ...stored.local];
  expect(all.every(([key]) => key.startsWith('lectern.'))).toBe(true);
  expect(stored.session.some(([, value]) => value.split('.').length === 3)).toBe(true);
  expect(JSON.stringify(all)).not.toContain('Student@12345');
  // The signed-in layout greets the seeded user by name (from /oauth2/password's user).
  await page.getByText('Chen Xiaoming 陈晓明').waitFor({ timeout: 5_000 });
  expect(journey.browser.errors).toEqual([]);
});

it('a wrong password keeps the user on /login with the server message', async () => {
  const { page } = journey.browser;
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${journey.server.url}/#/login`);
  await page.locator('input:not([type=password]):not([type=hidden]):not([type=checkbox])').first().fill('student01');
  await page.locator('input[type=password]').fill('not-the-password');
  await page.locator('input[type=password]').press('Enter');
  await page.getByText('wrong username or password').waitFor({ timeout: 10_000 });
  expect(page.url()).toContain('#/login');
});

it('student03 signs in from the login page: the demo button picks the second school, which is remembered', async () => {
  const { page } = journey.browser;
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await page.goto(`${journey.server.url}/#/login`);
  const school = page.getByTestId('login-school');
  await school.waitFor({ timeout: 10_000 });
  // Two seeded schools: the box lists both by name and starts on the first.
  expect(await school.locator('option').count()).toBe(2);
  expect(await school.inputValue()).toBe('1');
  // The first school shows its login notice (GET /v1/web/login/acknowledge); the second has none.
  await page.getByTestId('login-notice').waitFor({ timeout: 10_000 });
  expect(await page.getByTestId('login-notice').innerText()).toContain('Use of recordings');
  await page.getByRole('button', { name: 'Use student03' }).click();
  expect(await school.inputValue()).toBe('2');
  await expect.poll(() => page.getByTestId('login-notice').count()).toBe(0);
  await page.locator('input[type=password]').press('Enter');
  await page.waitForURL(/#\/home/, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('lectern.tenant_id'))).toBe('2');

  // Signed out, the login page starts on the school chosen last.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${journey.server.url}/#/login`);
  await page.reload();
  await page.getByTestId('login-school').waitFor({ timeout: 10_000 });
  await expect.poll(() => page.getByTestId('login-school').inputValue()).toBe('2');
  expect(journey.browser.errors).toEqual([]);
});

it("'/' opens home for a signed-in tab and the login page otherwise", async () => {
  const { page } = journey.browser;
  await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
  await page.goto(`${journey.server.url}/#/`);
  await page.waitForURL(/#\/home/, { timeout: 10_000 });
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await page.goto(`${journey.server.url}/#/`);
  await page.reload();
  await page.waitForURL(/#\/login/, { timeout: 10_000 });
});
