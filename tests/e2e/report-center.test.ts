import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VOD_STATUS, teachingClasses, vods, watchMinutes } from '../../server/db/schema';
import { expectNoSeriousViolations } from '../support/axe';
import { journeyFixtures } from '../support/journey';
import { signInFresh } from '../support/ui-login';

/**
 * The report center (docs/admin.md "The report center page", issue 20): the administrator reads
 * watch completion per class and per student, and downloads a report as CSV through the page's
 * authenticated client: UTF-8 with a byte order mark, so Excel opens the Chinese names correctly.
 */
const journey = journeyFixtures();
const BOM = [0xef, 0xbb, 0xbf];

async function openReports() {
  const { page } = journey.browser;
  await signInFresh(page, journey.server.url, 'admin', 'Admin@12345');
  await page.goto(`${journey.server.url}/#/report-center`);
  await page.getByTestId('class-report-row').first().waitFor({ timeout: 20_000 });
  return page;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The element's top is in the window, below the sticky header, and it holds the focus. */
const shownAndFocused = (report: Locator) =>
  report.evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    const headerBottom = document.querySelector('[data-testid="header"]')?.getBoundingClientRect().bottom ?? 0;
    return top >= headerBottom - 1 && top < window.innerHeight && document.activeElement === element;
  });

/** The rows of the class report as their text, to compare a page before and after a reload. */
const classRows = (page: Page) => page.getByTestId('class-report-row').allInnerTexts();

describe('the report center', () => {
  it('a report downloads as CSV', async () => {
    const page = await openReports();
    await expectNoSeriousViolations(page, '/report-center', { media: false });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), page.getByTestId('csv-classes').click()]);
    expect(download.suggestedFilename()).toMatch(/^class-completion-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/^Class,/);
    // teacher01, 'Dr. Li Wei 李伟', teaches demo classes: a row carries the Chinese name intact.
    expect(lines.some((line) => line.includes('李伟'))).toBe(true);
  });

  it("a class's students show below the table and download in Chinese", async () => {
    const page = await openReports();
    await page.evaluate(() => localStorage.setItem('lectern.lang', 'zh'));
    await page.reload();
    await page.getByTestId('class-report-row').first().waitFor({ timeout: 20_000 });
    try {
      await page.getByTestId('show-students').first().click();
      await page.getByTestId('student-row').first().waitFor({ timeout: 15_000 });
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), page.getByTestId('csv-students').click()]);
      expect(download.suggestedFilename()).toMatch(/^student-completion-.+-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual(BOM);
      const [header, ...rows] = bytes
        .subarray(3)
        .toString('utf8')
        .split('\r\n')
        .filter((line) => line !== '');
      expect(header).toMatch(/[\u4e00-\u9fff]/);
      expect(rows.length).toBe(await page.getByTestId('student-row').count());
      // The demo's students are named in both scripts, e.g. 'Wang Fang 王芳'.
      expect(rows.some((row) => /[\u4e00-\u9fff]/.test(row))).toBe(true);
    } finally {
      await page.evaluate(() => localStorage.removeItem('lectern.lang'));
    }
  });

  it('the engagement tab draws the heat map of a watched recording', async () => {
    // A ready recording the seed gave watched minutes (its watch records' plays).
    const [watched] = await journey.server.database.db
      .select({ vodId: vods.id, teclId: vods.teclId })
      .from(watchMinutes)
      .innerJoin(vods, eq(vods.id, watchMinutes.vodId))
      .where(and(eq(vods.tenantId, '1'), eq(vods.status, VOD_STATUS.ready)))
      .limit(1);
    const page = await openReports();
    await page.getByTestId('report-tab-engagement').click();
    await page.getByTestId('engagement-class').selectOption(watched!.teclId);
    const recording = page.getByTestId('engagement-recording');
    await recording.locator(`option[value="${watched!.vodId}"]`).waitFor({ state: 'attached', timeout: 15_000 });
    await recording.selectOption(watched!.vodId);
    const chart = page.getByTestId('heat-map-chart');
    await chart.waitFor({ timeout: 15_000 });
    await expect.poll(async () => Number(await chart.getAttribute('data-points'))).toBeGreaterThan(0);
    expect(await page.getByTestId('heat-map-summary').innerText()).toMatch(/\d/);
    // Named with its class and its lesson's date (recordings of one week share a title), and
    // counted as the data board counts it: everyone holding a watch record.
    const [{ teclName } = { teclName: '' }] = await journey.server.database.db
      .select({ teclName: teachingClasses.teclName })
      .from(teachingClasses)
      .where(eq(teachingClasses.id, watched!.teclId));
    const viewers = page.getByTestId('heat-map-viewers');
    expect(await viewers.innerText()).toMatch(new RegExp(`^${escapeRegExp(teclName)} · \\d{1,2} \\w+ \\d{4} · \\d+ viewers?`));
    expect(Number(await viewers.getAttribute('data-viewers'))).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), page.getByTestId('csv-heat-map').click()]);
    expect(download.suggestedFilename()).toMatch(/^engagement-.+\.csv$/);
  });

  it('opens a drill-down in view with the focus on it, and gives the focus back when it closes (issue 28)', async () => {
    const page = await openReports();
    for (const [tab, row, open, report] of [
      ['completion', 'class-report-row', 'show-students', 'student-report'],
      ['attendance', 'lesson-report-row', 'show-attendees', 'attendee-report'],
    ] as const) {
      await page.getByTestId(`report-tab-${tab}`).click();
      // The last row of the page: its drill-down opens below the whole table, out of the window.
      const last = page.getByTestId(row).last();
      await last.waitFor({ timeout: 15_000 });
      const opener = last.getByTestId(open);
      await opener.focus();
      await opener.press('Enter');
      const drillDown = page.getByTestId(report);
      await drillDown.waitFor({ timeout: 15_000 });
      await expect.poll(() => shownAndFocused(drillDown), { message: report }).toBe(true);
      expect(await drillDown.getAttribute('aria-label')).toMatch(/\S/);

      await drillDown.getByRole('button', { name: 'Close' }).click();
      await drillDown.waitFor({ state: 'detached' });
      expect(await opener.evaluate((button) => button === document.activeElement), report).toBe(true);
    }
  });

  it('keeps its filters and tab in the address: a reload shows the same reports (issue 28)', async () => {
    const page = await openReports();
    // A term and an organisation that have classes: those of the first class listed.
    const [first] = await journey.server.database.db
      .select({ acteId: teachingClasses.acteId, orgaId: teachingClasses.orgaId })
      .from(teachingClasses)
      .where(eq(teachingClasses.tenantId, '1'))
      .limit(1);
    await page.getByTestId('report-term').selectOption(first!.acteId);
    await page.getByTestId('report-organisation').selectOption(first!.orgaId!);
    // The filters are the address's (a same-document navigation: polled, not awaited as a load).
    await expect.poll(() => new URL(page.url()).hash).toContain(`acteId=${first!.acteId}&orgaId=${first!.orgaId}`);
    // The filtered page, not the previous one kept on screen while it loads: as many rows as classes match.
    const matching = await journey.server.database.db
      .select({ id: teachingClasses.id })
      .from(teachingClasses)
      .where(and(eq(teachingClasses.tenantId, '1'), eq(teachingClasses.acteId, first!.acteId), eq(teachingClasses.orgaId, first!.orgaId!)));
    await expect.poll(async () => (await classRows(page)).length).toBe(Math.min(matching.length, 15));
    const filtered = await classRows(page);
    await page.getByTestId('report-tab-attendance').click();
    await expect.poll(() => new URL(page.url()).hash).toContain('tab=attendance');

    await page.reload();
    await page.getByTestId('report-center').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('report-tab-attendance').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('report-term').inputValue()).toBe(first!.acteId);
    expect(await page.getByTestId('report-organisation').inputValue()).toBe(first!.orgaId);
    await page.getByTestId('report-tab-completion').click();
    await expect.poll(() => classRows(page)).toEqual(filtered);
    expect(page.url()).toContain(`orgaId=${first!.orgaId}`);
  });
});
