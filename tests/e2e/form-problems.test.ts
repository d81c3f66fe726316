import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { subjects } from '../../server/db/schema';
import { DEMO } from '../support/api-client';
import { journeyFixtures } from '../support/journey';
import { signInFresh } from '../support/ui-login';

/**
 * Course management → New class → Create (docs/api.md "Field problems"): the empty form is
 * checked in the browser, nothing is sent, and each required field says so beside it in the
 * page's language; a refusal the server gives about one field shows beside that field. No text of
 * the dialog names a request path (`body.…`) in either language.
 */
const journey = journeyFixtures();
const db = () => journey.server.database.db;

/** Every POST that tried to create a class. */
const creates: string[] = [];

const openNewClass = async (page: Page, language: 'en' | 'zh') => {
  await page.evaluate((lang) => localStorage.setItem('lectern.lang', lang), language);
  await page.goto(`${journey.server.url}/#/admin/home`);
  await page.reload();
  await page.getByTestId('class-table').waitFor({ timeout: 15_000 });
  await page.getByTestId('class-create').click();
  const form = page.getByTestId('class-form');
  // The lookups load with the dialog: wait for a subject to choose.
  await expect.poll(() => form.locator('[data-testid="form-subject"] option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  return form;
};

/** The messages beside the fields, by field. */
const fieldMessages = async (page: Page) =>
  Object.fromEntries(
    await page
      .getByTestId('class-form')
      .getByTestId('field-problem')
      .evaluateAll((items) => items.map((item) => [item.getAttribute('data-field'), item.textContent])),
  ) as Record<string, string>;

beforeAll(async () => {
  const { page } = journey.browser;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/admin/classes') creates.push(request.url());
  });
  await signInFresh(page, journey.server.url, DEMO.admin.username, DEMO.admin.password);
});

describe('New class → Create with empty fields', () => {
  it('in English: each required field says so beside it, and nothing is sent', async () => {
    const { page } = journey.browser;
    const form = await openNewClass(page, 'en');
    await form.getByTestId('form-save').click();
    await expect
      .poll(() => fieldMessages(page))
      .toEqual({
        teclName: 'Required.',
        courseNo: 'Required.',
        subjId: 'Required.',
        acteId: 'Required.',
        teacId: 'Required.',
      });
    expect(await form.getByTestId('form-problem').textContent()).toBe('Some fields need correcting: see the messages beside them.');
    expect(await form.getByTestId('form-name').getAttribute('aria-invalid')).toBe('true');
    // The keyboard lands on the first field at fault.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('form-name');
    expect(await form.textContent()).not.toMatch(/body\.|querystring\./);
    expect(creates).toEqual([]);

    // Typing the name takes its message away at once.
    await form.getByTestId('form-name').fill('Statistics seminar');
    await expect.poll(async () => Object.keys(await fieldMessages(page)).sort()).toEqual(['acteId', 'courseNo', 'subjId', 'teacId']);
  });

  it('in Chinese: the same, in Chinese', async () => {
    const { page } = journey.browser;
    const form = await openNewClass(page, 'zh');
    await form.getByTestId('form-save').click();
    await expect
      .poll(() => fieldMessages(page))
      .toEqual({
        teclName: '必填。',
        courseNo: '必填。',
        subjId: '必填。',
        acteId: '必填。',
        teacId: '必填。',
      });
    expect(await form.getByTestId('form-problem').textContent()).toBe('部分内容需要修改，请查看各项旁的提示。');
    expect(await form.textContent()).not.toMatch(/body\.|querystring\./);
    expect(creates).toEqual([]);
  });

  it('a subject gone before Create: the server’s refusal shows beside the subject, in the page’s language', async () => {
    const { page } = journey.browser;
    const [template] = await db().select().from(subjects).where(eq(subjects.tenantId, '1')).limit(1);
    const [fleeting] = await db()
      .insert(subjects)
      .values({ ...template!, id: undefined, subjCode: 'GONE-1', subjName: '临时课程', subjNameEn: 'Fleeting subject' })
      .returning({ id: subjects.id });
    const form = await openNewClass(page, 'en');
    await form.getByTestId('form-name').fill('Fleeting class');
    await form.getByTestId('form-course-no').fill('GONE-101');
    await form.getByTestId('form-subject').selectOption(fleeting!.id);
    await form.getByTestId('form-term').selectOption({ index: 1 });
    await form.getByTestId('form-teacher').selectOption({ index: 1 });
    await db().delete(subjects).where(eq(subjects.id, fleeting!.id));

    await form.getByTestId('form-save').click();
    await expect
      .poll(() => fieldMessages(page), { timeout: 10_000 })
      .toEqual({ subjId: 'The chosen subject is no longer there. Reload the page and choose again.' });
    expect(creates).toHaveLength(1);
    expect(await form.textContent()).not.toMatch(/body\.|subjId|no subject/);
  });
});
