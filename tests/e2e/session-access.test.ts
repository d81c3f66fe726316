import { journeyFixtures } from '../support/journey';
import { expect, it } from 'vitest';
import { sessionToken, signInFresh, signInThroughPage } from '../support/ui-login';

const journey = journeyFixtures();

it('nopriv01 is told the current user has no system permission and is signed out', async () => {
  const { page } = journey.browser;
  await signInThroughPage(page, journey.server.url, 'nopriv01', 'Nopriv@12345');
  await page.getByText('the current user has no system permission').waitFor({ timeout: 10_000 });
  await page.waitForURL(/#\/login/);
  expect(await sessionToken(page)).toBeNull();
  // Back on the form, the password typed for the refused account is gone; the name stays.
  const password = page.locator('input[type=password]');
  await password.waitFor();
  await expect.poll(() => password.inputValue()).toBe('');
  expect(await page.locator('input[name=username]').inputValue()).toBe('nopriv01');
});

it('student02 must change the password before anything else', async () => {
  const { page } = journey.browser;
  await signInThroughPage(page, journey.server.url, 'student02', '2024000002');
  await page.waitForURL(/#\/change-password/);
  // Every other route leads back to the change page.
  await page.goto(`${journey.server.url}/#/personal-center/my-record`);
  await page.waitForURL(/#\/change-password/);
  // The form is then filled on a fresh load, mounted once: after an in-app redirect the router
  // may still show the previous change page, and a form filled then is replaced.
  await page.reload();
  await page.locator('input[type=password]').first().waitFor();
  const fields = page.locator('input[type=password]');
  await fields.nth(0).fill('2024000002');
  await fields.nth(1).fill('short');
  await fields.nth(2).fill('short');
  await fields.nth(2).press('Enter');
  await page.getByText('at least 8 characters').first().waitFor();
  // A wrong current password is told in a sentence, not in the server's field names.
  await fields.nth(0).fill('not-the-password');
  await fields.nth(1).fill('Better@2025');
  await fields.nth(2).fill('Better@2025');
  await fields.nth(2).press('Enter');
  await page.getByText('The current password is not right.').waitFor();
  expect(await page.getByText('oldPassword').count()).toBe(0);
  await fields.nth(0).fill('2024000002');
  await fields.nth(1).fill('Better@2025');
  await fields.nth(2).fill('Better@2025');
  await fields.nth(2).press('Enter');
  await page.waitForURL(/#\/home/);
  await page.getByText('Wang Fang 王芳').first().waitFor();
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('lectern.user_info') ?? 'null'));
  expect(user.mustChangePassword).toBe(false);
});

it('keeps failed calls in the client log at /kiaf/log, filterable', async () => {
  const { page } = journey.browser;
  await signInThroughPage(page, journey.server.url, 'teacher01', 'wrong-password');
  await page.getByText('wrong username or password').waitFor();
  // Within the app (no reload): the entry may still sit in the buffer, which the page flushes.
  await page.evaluate(() => (window.location.hash = '#/kiaf/log'));
  await page.getByRole('heading', { name: 'Client log' }).waitFor();
  const row = page.getByRole('row').filter({ hasText: 'wrong username or password' }).first();
  await row.waitFor({ timeout: 10_000 });
  expect(await row.textContent()).toContain('/oauth2/password');
  // Time, type, user, address, status ('400 / 40010') and duration stay whole, each on one line,
  // even on a phone's width, where the table is far wider than the window.
  await page.setViewportSize({ width: 390, height: 800 });
  try {
    const lines = await row.locator('td').evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return { text: cell.textContent, lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size };
      }),
    );
    expect(lines[4]!.text).toMatch(/^\d{3} \/ \d+$/);
    expect(lines.slice(0, 6).filter((cell) => cell.lines > 1)).toEqual([]);
  } finally {
    await page.setViewportSize({ width: 1600, height: 900 });
  }
  // Addresses are cut with an ellipsis at the design's 170 px (scaled like the rest), whole on hover.
  const cut = row.locator('[data-ellipsis]').first();
  const shape = await cut.evaluate((node) => ({
    textOverflow: getComputedStyle(node).textOverflow,
    width: node.getBoundingClientRect().width,
    limit: (170 * parseFloat(getComputedStyle(document.documentElement).fontSize)) / 20,
    title: node.getAttribute('title'),
    text: node.textContent,
  }));
  expect(shape.textOverflow).toBe('ellipsis');
  expect(shape.width).toBeLessThanOrEqual(shape.limit + 0.5);
  expect(shape.title).toBe(shape.text);
  await page.getByPlaceholder('Search url, message or page').fill('no-such-text-anywhere');
  await page.getByText('No log entries').waitFor();
});

it('a reload while the permission tree is still loading keeps the user signed in', async () => {
  const { page } = journey.browser;
  await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
  const tree = '**/resource/resources_tree_me**';
  // Hold the tree back so each reload lands while it is in flight (the browser then cancels it),
  // until the last page load.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(tree, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  try {
    await page.goto(`${journey.server.url}/#/list-video`);
    // A fresh page load fetches the tree again; reload once more while that fetch is held.
    const pending = page.waitForRequest(tree);
    await page.reload({ waitUntil: 'commit' });
    await pending;
    // The document that asked for the tree has finished loading its scripts: reloading earlier
    // can catch chromium swapping the page's process ("Not attached to an active page").
    await page.waitForLoadState('domcontentloaded');
    await page.reload();
    release();
    await page.getByTestId('list-video-page').waitFor({ timeout: 15_000 });
  } finally {
    release();
    await page.unroute(tree);
  }
  expect(page.url()).toContain('#/list-video');
  expect(await sessionToken(page)).not.toBeNull();
  // The server session survived too: an authenticated call still works.
  const me = await page.evaluate(async () => {
    const response = await fetch('/authority/me', { headers: { 'jwt-token': sessionStorage.getItem('lectern.jwt_token') ?? '' } });
    return { http: response.status, body: await response.json() };
  });
  expect(me.http).toBe(200);
  expect(JSON.stringify(me.body.result)).toContain('student01');
});
