import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, login } from '../support/api-client';
import { journeyFixtures } from '../support/journey';
import { sessionToken, signInFresh } from '../support/ui-login';

/**
 * The inbox, /personal-center/my-message (docs/personal-center.md "Messages"), as student01: an
 * administrator's announcement arrives while the page is open, without a reload, and the
 * header's unread count falls as it is read, then to nothing with "mark all read".
 */
const journey = journeyFixtures();

const badge = () => journey.browser.page.getByTestId('header-unread-badge');
const unreadOnServer = async () => {
  const token = (await sessionToken(journey.browser.page)) ?? '';
  return (await call<{ unread: number }>(journey.server.url, '/v1/messages/unread', { token })).body.result.unread;
};

beforeAll(async () => {
  await signInFresh(journey.browser.page, journey.server.url, 'student01', 'Student@12345');
  await journey.browser.page.waitForFunction(() => sessionStorage.getItem('lectern.menu_data') !== null, undefined, { timeout: 15_000 });
});

describe('my messages', () => {
  it('receives an announcement while open and lowers the unread count as it is read', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.server.url}/#/personal-center/my-message`);
    await page.getByTestId('inbox-page').waitFor({ timeout: 15_000 });
    const before = await unreadOnServer();
    expect(before).toBeGreaterThan(0);
    await expect.poll(() => badge().innerText(), { timeout: 10_000 }).toBe(String(before));

    const admin = (await login(journey.server.url, DEMO.admin)).jwt_token;
    const sent = await call(journey.server.url, '/v1/messages/announcement', {
      method: 'POST',
      token: admin,
      json: { title: 'Exam timetable published', content: 'Find your exam rooms in the timetable.' },
    });
    expect(sent.http).toBe(200);

    // No reload: the event stream brings it.
    const item = page.getByTestId('inbox-message').filter({ hasText: 'Exam timetable published' });
    await item.waitFor({ timeout: 10_000 });
    expect(await item.getAttribute('data-read')).toBe('false');
    expect(await item.innerText()).toContain('System');
    await expect.poll(() => badge().innerText(), { timeout: 10_000 }).toBe(String(before + 1));

    // Opening it reads it.
    await item.getByRole('button', { name: 'Exam timetable published' }).click();
    await expect.poll(() => item.getAttribute('data-read'), { timeout: 10_000 }).toBe('true');
    await expect.poll(() => badge().innerText(), { timeout: 10_000 }).toBe(String(before));
    expect(await item.innerText()).toContain('Find your exam rooms in the timetable.');

    await page.getByTestId('inbox-mark-all-read').click();
    await expect.poll(() => badge().count(), { timeout: 10_000 }).toBe(0);
    expect(await unreadOnServer()).toBe(0);
    expect(await page.locator('[data-testid="inbox-message"][data-read="false"]').count()).toBe(0);
  });

  it('filters unread messages and deletes one', async () => {
    const { page } = journey.browser;
    await page.getByTestId('inbox-filter-unread').click();
    await page.getByTestId('empty-block').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('empty-block').innerText()).toContain('No unread messages.');
    await page.getByTestId('inbox-filter-all').click();
    const item = page.getByTestId('inbox-message').filter({ hasText: 'Exam timetable published' });
    await item.waitFor({ timeout: 10_000 });
    await item.getByTestId('inbox-delete').click();
    await expect.poll(() => item.count(), { timeout: 10_000 }).toBe(0);
  });
});
