import { afterAll, beforeAll, expect, it } from 'vitest';
import { spaDir } from '../../scripts/spa-build';
import { openBrowser, type BrowserSession } from '../support/browser';
import { startCasDouble } from '../support/cas-double';
import { startTestServer, type TestServer } from '../support/test-server';
import { sessionToken } from '../support/ui-login';

let server: TestServer;
let cas: Awaited<ReturnType<typeof startCasDouble>>;
let browser: BrowserSession;
beforeAll(async () => {
  cas = await startCasDouble({}, { signedInUser: 'teacher01' });
  server = await startTestServer({ backend: 'pglite', spaDir, env: { CAS_LOGIN: 'ONLY', CAS_URL: cas.url } });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await cas?.close();
});

it('CAS-only sign-in goes through the CAS server and /kiaf/sso to /home', async () => {
  const { page } = browser;
  const visited: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) visited.push(request.url());
  });
  await page.goto(`${server.url}/#/login`);
  await page.waitForURL(/#\/home/, { timeout: 15_000 });
  expect(visited.some((url) => url.startsWith(`${cas.url}/login?service=`))).toBe(true);
  expect(visited.some((url) => url.includes('/kiaf/sso') && url.includes('ticket=ST-auto-1'))).toBe(true);
  expect(await sessionToken(page)).not.toBeNull();
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('lectern.user_info') ?? 'null'));
  expect(user.username).toBe('teacher01');
});

it('a replayed ticket is refused on the /kiaf/sso page', async () => {
  // Another browser: a new tab of the first one would join its session (docs/machines/README.md 5a).
  const other = await openBrowser();
  try {
    await other.page.goto(`${server.url}/#/kiaf/sso?ticket=ST-auto-1`);
    await other.page.getByText(/Single sign-on failed: INVALID_TICKET/).waitFor({ timeout: 10_000 });
    expect(await sessionToken(other.page)).toBeNull();
  } finally {
    await other.close();
  }
});
