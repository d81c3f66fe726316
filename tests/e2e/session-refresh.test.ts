import { afterAll, beforeAll, expect, it } from 'vitest';
import { spaDir } from '../../scripts/spa-build';
import { openBrowser, type BrowserSession } from '../support/browser';
import { startTestServer, type TestServer } from '../support/test-server';
import { sessionToken, signInThroughPage } from '../support/ui-login';

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

const refreshCalls = (session: BrowserSession) => {
  const calls: string[] = [];
  session.page.on('request', (request) => {
    if (request.url().endsWith('/oauth2/refresh')) calls.push(request.method());
  });
  return calls;
};

it('refreshes an expired access token transparently and the original request succeeds', async () => {
  const { page } = browser;
  const refreshes = refreshCalls(browser);
  await signInThroughPage(page, server.url, 'student01', 'Student@12345');
  await page.waitForURL(/#\/home/);
  const before = await sessionToken(page);
  // The server's clock moves past the access token's lifetime (15 min).
  server.clock.advance(16 * 60);
  const treeAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/resource/resources_tree_me')) treeAnswers.push(response.status());
  });
  await page.reload();
  await page.getByText('Chen Xiaoming 陈晓明').first().waitFor();
  expect(page.url()).toContain('#/home');
  expect(refreshes).toEqual(['POST']);
  // The menu call was refused once, then retried with the new token and answered.
  expect(treeAnswers).toEqual([401, 200]);
  const after = await sessionToken(page);
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);
});

it('signs out after ten consecutive refreshes that do not help', async () => {
  const { page } = browser;
  const refreshes = refreshCalls(browser);
  // Fault injection: the menu service keeps refusing every token, fresh or not.
  await page.route('**/resource/resources_tree_me**', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ status: 401, code: -1, message: 'Invalid token', result: null }) }),
  );
  await page.reload();
  await page.waitForURL(/#\/login/, { timeout: 30_000 });
  expect(refreshes).toHaveLength(10);
  expect(await sessionToken(page)).toBeNull();
  // Sign-out remembered where student01 was, for when they sign in again.
  const remembered = await page.evaluate(() => JSON.parse(localStorage.getItem('lectern.redirect_by_user') ?? '{}'));
  expect(remembered.student01).toMatch(/^\/home/);
  await page.unroute('**/resource/resources_tree_me**');
});
