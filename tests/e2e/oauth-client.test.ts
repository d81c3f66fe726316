import { expect, it } from 'vitest';
import { journeyFixtures } from '../support/journey';
import { sessionToken, signInFresh } from '../support/ui-login';

/** With the OAuth client configured (SPEC §9), the login page signs in with it: nothing to type. */
const journey = journeyFixtures({ env: { OAUTH_CLIENT_ID: 'lectern-web', OAUTH_CLIENT_SECRET: 'read-only-client-secret-0123456789' } });

it('signs in through the login page with the configured client, and keeps no secret in storage', async () => {
  const { page } = journey.browser;
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/oauth2/password');
  await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
  expect((await sent).headers()['authorization']).toMatch(/^Basic /);
  expect(await sessionToken(page)).not.toBeNull();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('read-only-client-secret');
});
