import { afterAll, beforeAll, expect, it } from 'vitest';
import { spaDir } from '../../scripts/spa-build';
import { openBrowser, type BrowserSession } from '../support/browser';
import { startTestServer, type TestServer } from '../support/test-server';
import { ensureSignedIn, openDropdown, sessionToken, signInFresh } from '../support/ui-login';

/**
 * Tabs and windows of a signed-in browser (SPEC §4; issue 15): the session token is per tab
 * (session storage), the refresh token is shared (local storage), so a new tab or a window the
 * app opens joins the session by refreshing, never through a token in its address; two tabs
 * refreshing at once take turns under a lock (the order itself: tests/unit/refresh-lock.test.ts),
 * so neither presents a rotated token and trips reuse detection.
 */
let server: TestServer;
let browser: BrowserSession;
beforeAll(async () => {
  server = await startTestServer({ backend: 'pglite', spaDir });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const ACCESS_TOKEN_TTL_S = 900;
const noTokensIn = (address: string) => !/jwt_token|refresh_token/.test(address);

it('a new tab arrives signed in through the shared refresh token, with no token in its address', async () => {
  await signInFresh(browser.page, server.url, 'student01', 'Student@12345');
  const refreshToken = () => browser.page.evaluate(() => localStorage.getItem('lectern.refresh_token'));
  const shared = await refreshToken();
  const tab = await browser.context.newPage();
  try {
    await tab.goto(`${server.url}/#/list-live`);
    await tab.getByTestId('header-user-name').waitFor({ timeout: 15_000 });
    expect(new URL(tab.url()).hash.startsWith('#/list-live')).toBe(true);
    expect(await sessionToken(tab)).not.toBeNull();
    // It got its token by refreshing: the shared refresh token has rotated.
    expect(await refreshToken()).not.toBe(shared);
    expect(noTokensIn(tab.url())).toBe(true);
  } finally {
    await tab.close();
  }
});

it('two tabs whose tokens expired refresh at the same moment and both stay signed in', async () => {
  const first = browser.page;
  await ensureSignedIn(first, server.url, 'student01', 'Student@12345');
  await first.goto(`${server.url}/#/list-video`);
  await first.getByTestId('header-user-name').waitFor({ timeout: 15_000 });
  const second = await browser.context.newPage();
  try {
    await second.goto(`${server.url}/#/list-video`);
    await second.getByTestId('header-user-name').waitFor({ timeout: 15_000 });
    const before = [await sessionToken(first), await sessionToken(second)];
    server.clock.advance(ACCESS_TOKEN_TTL_S + 60);
    // Both reload at once: each page's first calls are refused, each tab refreshes.
    await Promise.all([first.reload(), second.reload()]);
    for (const [index, tab] of [first, second].entries()) {
      await tab.getByTestId('header-user-name').waitFor({ timeout: 15_000 });
      await expect.poll(() => sessionToken(tab), { timeout: 15_000 }).not.toBe(before[index]);
    }
    // Neither was signed out by reuse detection: both still reach the server.
    for (const tab of [first, second]) {
      const status = await tab.evaluate(
        async () => (await fetch('/authority/me', { headers: { 'jwt-token': sessionStorage.getItem('lectern.jwt_token') ?? '' } })).status,
      );
      expect(status).toBe(200);
      expect(tab.url()).not.toContain('#/login');
    }
  } finally {
    await second.close();
  }
});

it('the data board window opens signed in as its opener', async () => {
  const { page } = browser;
  await signInFresh(page, server.url, 'admin', 'Admin@12345');
  await openDropdown(page, 'user-dropdown', 'user-menu');
  const opened = page.context().waitForEvent('page', { timeout: 10_000 });
  await page.getByTestId('user-menu-data-board').click();
  const board = await opened;
  try {
    await expect.poll(() => new URL(board.url()).hash, { timeout: 15_000 }).toBe('#/data-board');
    await expect.poll(() => sessionToken(board), { timeout: 15_000 }).not.toBeNull();
    // It stays there: the route guard did not send it to sign in. (Not 'networkidle': a joined
    // window holds the server's event stream open, as every signed-in tab does.)
    await board.getByTestId('data-board-page').waitFor({ timeout: 15_000 });
    expect(new URL(board.url()).hash).toBe('#/data-board');
    expect(noTokensIn(board.url())).toBe(true);
  } finally {
    await board.close();
  }
});

it('the MOOC inner-site window opens signed in, with no token in its address', async () => {
  const { page } = browser;
  await signInFresh(page, server.url, 'student01', 'Student@12345');
  const opened = page.context().waitForEvent('page', { timeout: 10_000 });
  await page.locator('[data-sign="p2-front-mooc"] a').click();
  const mooc = await opened;
  try {
    await expect.poll(() => new URL(mooc.url()).hash, { timeout: 15_000 }).toMatch(/^#\/superstar-course/);
    await mooc.getByTestId('superstar-courses').waitFor({ timeout: 15_000 });
    expect(await sessionToken(mooc)).not.toBeNull();
    expect(noTokensIn(mooc.url())).toBe(true);
    expect(new URL(mooc.url()).hash).toContain('webview_mode=appportal');
  } finally {
    await mooc.close();
  }
});
