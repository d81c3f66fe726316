import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { DEMO, call, login } from '../support/api-client';
import { expectNoSeriousViolations } from '../support/axe';
import { journeyFixtures } from '../support/journey';
import { sessionToken, signInFresh } from '../support/ui-login';

/**
 * The inbox, /personal-center/my-message (docs/personal-center.md "Messages"), as student01: an
 * administrator's announcement arrives while the page is open, without a reload, and the
 * header's unread count falls as it is read, then to nothing with "mark all read". Then the
 * administrator writes one on the same page, and student01 finds it in their inbox.
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
    // The header's count and the list are two queries; the list's refetch may land a moment later.
    await expect.poll(() => page.locator('[data-testid="inbox-message"][data-read="false"]').count(), { timeout: 10_000 }).toBe(0);
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

  it('lets an administrator write an announcement, checked before it is sent, that reaches everyone of the school', async () => {
    const { page } = journey.browser;
    const url = journey.server.url;
    const title = `Library closed on ${Date.now().toString(36)}`;
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/messages/announcement')) sends.push(request.method());
    });
    const problems = (dialog: ReturnType<typeof page.getByTestId>) =>
      dialog.getByTestId('field-problem').evaluateAll((found) => found.map((p) => `${p.getAttribute('data-field')}: ${p.textContent}`));

    // A teacher has no announcements to send (the API refuses them): no button.
    await signInFresh(page, url, DEMO.teacher01.username, DEMO.teacher01.password);
    await page.goto(`${url}/#/personal-center/my-message`);
    await page.getByTestId('inbox-mark-all-read').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('announce-open').count()).toBe(0);

    await signInFresh(page, url, DEMO.admin.username, DEMO.admin.password);
    await page.goto(`${url}/#/personal-center/my-message`);
    await page.getByTestId('announce-open').click();
    const dialog = page.getByTestId('announce-dialog');
    expect(await dialog.getByTestId('announce-recipients').innerText()).toContain('everyone in your school');

    // Empty, then too long: each field says what is wrong, in the page's language, and nothing is sent.
    await dialog.getByTestId('announce-send').click();
    expect(await problems(dialog)).toEqual(['title: Required.', 'content: Required.']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('announce-title');
    await dialog.getByTestId('announce-title').fill('x'.repeat(101));
    await dialog.getByTestId('announce-content').fill('   ');
    expect(await problems(dialog)).toEqual(['title: At most 100 characters.', 'content: Required.']);
    expect(sends).toEqual([]);
    await expectNoSeriousViolations(page, 'the announcement dialog with its problems', { media: false });

    // The connection fails: the dialog says so and keeps what was typed.
    await dialog.getByTestId('announce-title').fill(title);
    await dialog.getByTestId('announce-content').fill('The library is closed all day.\nBooks due that day may be returned the day after.');
    await page.route('**/v1/messages/announcement', (route) => route.abort('connectionfailed'));
    await dialog.getByTestId('announce-send').click();
    await expect
      .poll(() => dialog.getByTestId('announce-problem').innerText(), { timeout: 10_000 })
      .toBe('The announcement could not be sent. Check the connection and try again.');
    expect(await dialog.getByTestId('announce-title').inputValue()).toBe(title);
    await page.unroute('**/v1/messages/announcement');

    const everyone = await journey.server.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, '1'), eq(users.active, true)));
    await dialog.getByTestId('announce-send').click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await expect
      .poll(() => page.locator('[data-testid="toast"][data-kind="success"]').allInnerTexts())
      .toContain(`Announcement sent to ${everyone.length} people`);
    // The administrator is one of everyone: it is in their own list at once.
    await page.getByTestId('inbox-message').filter({ hasText: title }).waitFor({ timeout: 10_000 });

    await signInFresh(page, url, 'student01', 'Student@12345');
    await page.goto(`${url}/#/personal-center/my-message?kind=system`);
    const item = page.getByTestId('inbox-message').filter({ hasText: title });
    await item.waitFor({ timeout: 15_000 });
    expect(await item.getAttribute('data-read')).toBe('false');
    await item.getByRole('button', { name: title }).click();
    await expect.poll(() => item.innerText()).toContain('Books due that day may be returned the day after.');
  });

  it('words the announcement form in Chinese for a Chinese reader', async () => {
    const { page } = journey.browser;
    await signInFresh(page, journey.server.url, DEMO.admin.username, DEMO.admin.password);
    await page.evaluate(() => localStorage.setItem('lectern.lang', 'zh'));
    try {
      await page.goto(`${journey.server.url}/#/personal-center/my-message`);
      await page.reload();
      await page.getByTestId('announce-open').click();
      const dialog = page.getByTestId('announce-dialog');
      expect(await dialog.getByRole('heading').innerText()).toBe('发布公告');
      await dialog.getByTestId('announce-send').click();
      expect(await dialog.getByTestId('field-problem').allInnerTexts()).toEqual(['必填。', '必填。']);
    } finally {
      await page.evaluate(() => localStorage.setItem('lectern.lang', 'en'));
    }
  });
});
