import { journeyFixtures } from '../support/journey';
import { expect, it } from 'vitest';
import type { BrowserSession } from '../support/browser';
import { trackApiCalls } from '../support/api-quiet';
import { ensureSignedIn, sessionToken, signInThroughPage } from '../support/ui-login';

const journey = journeyFixtures();

const refreshCalls = (session: BrowserSession) => {
  const calls: string[] = [];
  session.page.on('request', (request) => {
    if (request.url().endsWith('/oauth2/refresh')) calls.push(request.method());
  });
  return calls;
};

it('refreshes an expired access token transparently and the original request succeeds', async () => {
  const { page } = journey.browser;
  const refreshes = refreshCalls(journey.browser);
  const calls = trackApiCalls(page);
  await signInThroughPage(page, journey.server.url, 'student01', 'Student@12345');
  await page.waitForURL(/#\/home/);
  await page.getByText('Chen Xiaoming 陈晓明').first().waitFor();
  // The home page's own calls must be answered first: one caught by the clock below would start
  // a refresh in this page, and the reload would throw its new tokens away.
  await calls.settled();
  calls.stop();
  const before = await sessionToken(page);
  // The server's clock moves past the access token's lifetime (15 min).
  journey.server.clock.advance(16 * 60);
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
  const { page } = journey.browser;
  await ensureSignedIn(page, journey.server.url, 'student01', 'Student@12345');
  const refreshes = refreshCalls(journey.browser);
  // Fault injection: the menu service keeps refusing every token, fresh or not.
  await page.route('**/resource/resources_tree_me**', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ status: 401, code: -1, message: 'Invalid token', result: null }),
    }),
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
