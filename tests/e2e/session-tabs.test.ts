import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { styleConfigs } from '../../server/db/schema';
import { spaDir } from '../../scripts/spa-build';
import { openBrowser, type BrowserSession } from '../support/browser';
import { startTestServer, type TestServer } from '../support/test-server';
import { DEMO, login } from '../support/api-client';
import { sessionToken, signInThroughPage } from '../support/ui-login';

let server: TestServer;
const browsers: BrowserSession[] = [];
beforeAll(async () => {
  server = await startTestServer({ backend: 'pglite', spaDir, env: { CAS_SINGLE_CLIENT: 'Y' } });
});
afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.close();
});

const open = async () => {
  const browser = await openBrowser();
  browsers.push(browser);
  return browser;
};

it('logout in one tab signs out a second tab', async () => {
  const browser = await open();
  const first = browser.page;
  const second = await browser.context.newPage();
  await signInThroughPage(first, server.url, 'teacher01', 'Teacher@12345');
  await first.waitForURL(/#\/home/);
  // A new tab has its own session storage: it joins the session through the jwt_token address
  // parameter, which the session machine stores and then removes from the address.
  const token = await sessionToken(first);
  await second.goto(`${server.url}/#/list-live?day=0&jwt_token=${token}`);
  await second.waitForURL((url) => url.hash.startsWith('#/list-live') && !url.href.includes('jwt_token'));
  expect(await sessionToken(second)).toBe(token);
  await first.getByTestId('user-dropdown').hover();
  await first.getByTestId('user-menu-logout').click();
  await first.waitForURL(/#\/login/);
  await second.waitForURL(/#\/login/, { timeout: 10_000 });
  // Exit reloads the page on the login route: wait for the form before reading storage.
  await second.locator('input[type=password]').waitFor();
  expect(await sessionToken(second)).toBeNull();
  expect(await second.evaluate(() => localStorage.getItem('lectern.refresh_token'))).toBeNull();
});

it('a jwt_token address in a fresh browser stores the user from /authority/me: the header shows the name', async () => {
  const { jwt_token } = await login(server.url, DEMO.teacher01);
  const { page } = await open();
  await page.goto(`${server.url}/#/home?jwt_token=${jwt_token}`);
  await page.waitForURL((url) => url.hash.startsWith('#/home') && !url.href.includes('jwt_token'));
  await expect.poll(() => page.getByTestId('header-user-name').innerText(), { timeout: 15_000 }).not.toBe('');
  const stored = await page.evaluate(() => ({
    user: localStorage.getItem('lectern.user_info'),
    tenant: localStorage.getItem('lectern.tenant_id'),
  }));
  const user = JSON.parse(stored.user ?? '{}') as { username?: string; name?: string };
  expect(user.username).toBe('teacher01');
  expect(await page.getByTestId('header-user-name').innerText()).toBe(user.name);
  expect(stored.tenant).toBe('1');
});

it("logout follows the school's UserLogout setting over the runtime configuration", async () => {
  const userLogout = and(eq(styleConfigs.tenantId, '2'), eq(styleConfigs.sypaCode, 'UserLogout'));
  // Variant 2: the authentication service's logout, coming back to the login page with type=cas.
  await server.database.db
    .update(styleConfigs)
    .set({ sypaValue: JSON.stringify({ type: 2 }) })
    .where(userLogout);
  try {
    const { page } = await open();
    await signInThroughPage(page, server.url, 'student03', 'Student@12345', '/#/login?tenant=2');
    await page.waitForURL(/#\/home/);
    await page.getByTestId('header-user-name').waitFor();
    const viaAuthService = page.waitForRequest((request) => new URL(request.url()).pathname === '/auth/logout', { timeout: 10_000 });
    await page.getByTestId('user-dropdown').hover();
    await page.getByTestId('user-menu-logout').click();
    const request = new URL((await viaAuthService).url());
    expect(request.searchParams.get('json')).toBe('0');
    expect(request.searchParams.get('returnUri')).toMatch(/#\/login\?type=cas$/);
    await page.waitForURL(/#\/login\?type=cas/, { timeout: 10_000 });
  } finally {
    await server.database.db
      .update(styleConfigs)
      .set({ sypaValue: JSON.stringify({ type: 0 }) })
      .where(userLogout);
  }
});

it('signing in on a second device with CAS_SINGLE_CLIENT=Y signs out the first', async () => {
  const laptop = await open();
  await signInThroughPage(laptop.page, server.url, 'student01', 'Student@12345');
  await laptop.page.waitForURL(/#\/home/);
  const phone = await open();
  await signInThroughPage(phone.page, server.url, 'student01', 'Student@12345');
  await phone.page.waitForURL(/#\/home/);
  // The server revokes the laptop's session and pushes `kick` over its event stream.
  await laptop.page.waitForURL(/#\/login/, { timeout: 15_000 });
  expect(await sessionToken(laptop.page)).toBeNull();
  // The login page says why, once.
  expect(await laptop.page.getByTestId('sign-out-notice').innerText()).toBe(
    'You were signed out because this account was signed in somewhere else.',
  );
  await laptop.page.reload();
  await laptop.page.locator('input[type=password]').waitFor();
  expect(await laptop.page.getByTestId('sign-out-notice').count()).toBe(0);
  // The phone stays signed in.
  await phone.page.reload();
  await phone.page.waitForURL(/#\/home/);
  expect(await sessionToken(phone.page)).not.toBeNull();
});
