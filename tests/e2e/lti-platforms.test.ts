import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/api-client';
import { expectNoSeriousViolations } from '../support/axe';
import { journeyFixtures } from '../support/journey';
import { startPlatformSimulator } from '../support/lti-platform';
import { offerRegistration } from '../support/lti-platform-registration';
import { signInFresh } from '../support/ui-login';

/**
 * The LTI platforms page (docs/admin.md "LTI platforms", docs/lti.md): the administrator reaches it
 * from course management, reads Lectern's tool addresses for the tenant, registers a platform
 * with the keyboard (an http:// issuer refused beside its field first), edits it and removes it
 * after the question; the page fits a 1024 px window; a teacher gets no page.
 */
const journey = journeyFixtures();

/** No part of the page wider than the window (the header keeps its own rules below 1024 px). */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const body = document.querySelector<HTMLElement>('[data-testid="lti-page"]')!;
    return [body, ...body.querySelectorAll<HTMLElement>('*')]
      .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 1)
      .map((node) => node.dataset.testid ?? node.tagName);
  });

describe('the LTI platforms page', () => {
  it('shows the tool addresses, registers, edits and removes a platform, by keyboard, at 1024 px', async () => {
    const { page } = journey.browser;
    const base = journey.server.url;
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInFresh(page, base, DEMO.admin.username, DEMO.admin.password);
    await page.goto(`${base}/#/admin/home`);
    await page.getByTestId('admin-lti-link').click();
    await page.getByTestId('lti-page').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('lti-tool-login').textContent()).toBe(`${base}/v1/lti/1/login`);
    expect(await page.getByTestId('lti-tool-launch').textContent()).toBe(`${base}/v1/lti/1/launch`);
    expect(await page.getByTestId('lti-tool-deepLink').textContent()).toBe(`${base}/v1/lti/1/deep-link`);
    expect(await page.getByTestId('lti-tool-keySet').textContent()).toBe(`${base}/v1/lti/jwks`);
    await page.getByTestId('lti-empty').waitFor();
    expect(await overflowing(page)).toEqual([]);
    await expectNoSeriousViolations(page, '/admin/lti');

    // Keyboard only: the add button, then the fields in order.
    await page.getByTestId('lti-add').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('lti-form');
    await dialog.waitFor();
    const fill = async (field: string, value: string) => {
      await page.getByTestId(`lti-form-${field}`).focus();
      await page.keyboard.insertText(value);
    };
    await fill('name', 'Moodle');
    await fill('issuer', 'http://moodle.example.edu');
    await fill('clientId', 'AbC123');
    await fill('deploymentIds', '1');
    await fill('keySetUrl', 'https://moodle.example.edu/mod/lti/certs.php');
    await fill('authUrl', 'https://moodle.example.edu/mod/lti/auth.php');
    await fill('tokenUrl', 'https://moodle.example.edu/mod/lti/token.php');
    await page.keyboard.press('Enter');
    const problem = dialog.locator('[data-testid="field-problem"][data-field="issuer"]');
    await expect
      .poll(() => problem.textContent())
      .toBe('Must be an https:// address, with no user name, password or #fragment (http:// only for localhost).');
    // The keyboard lands on the field at fault, which names its problem.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('lti-form-issuer');
    expect(await page.getByTestId('lti-form-issuer').getAttribute('aria-invalid')).toBe('true');
    expect(await overflowing(page)).toEqual([]);
    await expectNoSeriousViolations(page, '/admin/lti (an issuer refused)');

    await page.getByTestId('lti-form-issuer').fill('https://moodle.example.edu');
    await page.getByTestId('lti-form-issuer').press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByTestId('lti-platform');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain('https://moodle.example.edu');

    await card.getByTestId('lti-platform-edit').focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.getByTestId('lti-form-deploymentIds').press('End');
    await page.keyboard.insertText('\n2');
    await page.getByTestId('lti-form-save').press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => card.textContent()).toContain('1, 2');

    await card.getByTestId('lti-platform-delete').click();
    const question = page.getByTestId('lti-platform-delete-dialog');
    await question.waitFor();
    await expectNoSeriousViolations(page, '/admin/lti (removing)');
    await page.getByTestId('lti-platform-delete-confirm').click();
    await question.waitFor({ state: 'detached' });
    await page.getByTestId('lti-empty').waitFor();
  });

  it('makes a registration address; the platform that opens it registers and appears in the list', async () => {
    const { page } = journey.browser;
    const base = journey.server.url;
    const platform = await startPlatformSimulator(() => journey.server.clock.now, 'Registering LMS');
    try {
      const side = offerRegistration(platform);
      await signInFresh(page, base, DEMO.admin.username, DEMO.admin.password);
      await page.goto(`${base}/#/admin/lti`);
      await page.getByTestId('lti-registration-make').click();
      const shown = page.getByTestId('lti-registration-address');
      await shown.waitFor({ timeout: 15_000 });
      const address = (await shown.textContent())!;
      expect(address).toMatch(new RegExp(`^${base}/v1/lti/1/register/[\\w-]{43}$`));
      expect(await overflowing(page)).toEqual([]);
      await expectNoSeriousViolations(page, '/admin/lti (a registration address)');

      // The platform's administrator pastes it; the platform opens it in a window of its own.
      const opened = await page.context().newPage();
      await opened.goto(`${address}?${new URLSearchParams({ openid_configuration: side.configurationUrl })}`);
      expect(await opened.locator('h1').textContent()).toBe('Lectern is registered');
      await opened.close();

      await page.reload();
      const card = page.getByTestId('lti-platform');
      await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
      expect(await card.textContent()).toContain(platform.issuer);
      await card.getByTestId('lti-platform-delete').click();
      await page.getByTestId('lti-platform-delete-confirm').click();
      await page.getByTestId('lti-empty').waitFor();
    } finally {
      await platform.close();
    }
  });

  it('gives a teacher no page: neither the addresses nor the list', async () => {
    const { page } = journey.browser;
    await signInFresh(page, journey.server.url, DEMO.teacher01.username, DEMO.teacher01.password);
    await page.goto(`${journey.server.url}/#/admin/home`);
    await page.getByTestId('admin-home').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('admin-lti-link').count()).toBe(0);
    await page.goto(`${journey.server.url}/#/admin/lti`);
    await page.getByTestId('lti-forbidden').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('lti-tool').count()).toBe(0);
    expect(await page.getByTestId('lti-add').count()).toBe(0);
    expect(await page.getByTestId('lti-registration').count()).toBe(0);
  });
});
