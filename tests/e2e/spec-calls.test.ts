import { expect, it } from 'vitest';
import { openBrowser } from '../support/browser';
import { DEMO, login } from '../support/api-client';
import { journeyFixtures } from '../support/journey';
import { openDropdown, signInFresh, signInThroughPage } from '../support/ui-login';

/**
 * The calls SPEC §7 says the browser makes, each where its flow needs it (docs/api.md): the
 * campus selector's GET /v1/campus/get/hasDomainName, the player's SaveTime with its fixed
 * application id, GET /v1/app/info on /kiaf/version, GET /v1/currentuser in the user menu,
 * GET /oauth2/token for a token that arrives without its user, GET {rbac}/auth/logout for a
 * sign-out the user did not ask for.
 */
const journey = journeyFixtures();
const pathOf = (url: string) => new URL(url).pathname;

it('the campus selector lists the campuses with an address (GET /v1/campus/get/hasDomainName)', async () => {
  const { page } = journey.browser;
  const asked = page.waitForRequest((request) => pathOf(request.url()) === '/v1/campus/get/hasDomainName', { timeout: 15_000 });
  await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
  await asked;
  await page.getByTestId('campus-selector').waitFor();
});

it("the user menu says who is signed in, with the school's name (GET /v1/currentuser)", async () => {
  const { page } = journey.browser;
  await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
  await openDropdown(page, 'user-dropdown', 'user-menu');
  const identity = page.getByTestId('user-identity');
  await identity.waitFor({ timeout: 10_000 });
  expect(await identity.innerText()).toContain('Lectern Demo University');
});

it('the player asks the school how often to save the position (SaveTime, application lectern-player)', async () => {
  const { page } = journey.browser;
  const asked = page.waitForRequest(
    (request) => {
      const url = new URL(request.url());
      return (
        url.pathname === '/v1/config/styles' &&
        url.searchParams.get('applyId') === 'lectern-player' &&
        url.searchParams.get('sypaCodes') === 'SaveTime'
      );
    },
    { timeout: 15_000 },
  );
  await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
  await page.goto(`${journey.server.url}/#/play-video?teclId=tecl-1-0002&target=video`);
  await asked;
});

it('/kiaf/version shows the server version beside the page version (GET /v1/app/info)', async () => {
  const other = await openBrowser();
  try {
    await other.page.goto(`${journey.server.url}/#/kiaf/version`);
    await other.page.getByTestId('server-version').waitFor({ timeout: 10_000 });
    expect(await other.page.getByTestId('server-version').innerText()).toMatch(/^Server version \d+\.\d+\.\d+ \(production\)$/);
  } finally {
    await other.close();
  }
});

it('a jwt_token address with a pending password change goes to the change page (GET /oauth2/token)', async () => {
  const { jwt_token } = await login(journey.server.url, DEMO.student02);
  const other = await openBrowser();
  try {
    await other.page.goto(`${journey.server.url}/#/list-live?jwt_token=${jwt_token}`);
    await other.page.waitForURL(/#\/change-password/, { timeout: 15_000 });
  } finally {
    await other.close();
  }
});

it('a user with no system permission is signed out on the server too (GET {rbac}/auth/logout)', async () => {
  const other = await openBrowser();
  try {
    const revoked = other.page.waitForResponse((response) => pathOf(response.url()) === '/rbac/auth/logout', { timeout: 15_000 });
    await signInThroughPage(other.page, journey.server.url, 'nopriv01', 'Nopriv@12345');
    const answer = (await (await revoked).json()) as { result: { loggedOut: boolean } };
    expect(answer.result.loggedOut).toBe(true);
    await other.page.waitForURL(/#\/login/);
  } finally {
    await other.close();
  }
});

it('a page whose code does not arrive says so and offers a reload, instead of a blank page', async () => {
  const { page } = journey.browser;
  await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
  // The help centre's code never arrives (both tries).
  await page.route(/\/assets\/HelpCenterPage-[^/]*\.js$/, (route) => route.abort('connectionreset'));
  try {
    await page.goto(`${journey.server.url}/#/help-center`);
    const message = page.getByTestId('page-load-error');
    await message.waitFor({ timeout: 15_000 });
    expect(await message.getAttribute('data-kind')).toBe('chunk');
    expect(await message.innerText()).toContain('This page could not be loaded');
    await page.getByTestId('page-load-retry').waitFor();
  } finally {
    await page.unroute(/\/assets\/HelpCenterPage-[^/]*\.js$/);
  }
});

it('/kiaf/homepage shows the school, what is on air and the way in, before sign-in', async () => {
  const other = await openBrowser();
  try {
    await other.page.goto(`${journey.server.url}/#/kiaf/homepage`);
    const landing = other.page.getByTestId('landing');
    await landing.getByTestId('landing-live').waitFor({ timeout: 15_000 });
    expect(await landing.getByTestId('landing-live').innerText()).toMatch(/^\d+ lessons? on air now$/);
    expect(await other.page.getByRole('heading', { name: 'Lectern Demo University' }).count()).toBe(1);
    await landing.getByTestId('landing-enter').click();
    await other.page.waitForURL(/#\/login/);
  } finally {
    await other.close();
  }
});
