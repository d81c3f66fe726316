import { and, asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { academicTerms, courseSessions, enrolments, teachingClasses, users } from '../../server/db/schema';
import { DEMO } from '../support/api-client';
import { expectNoSeriousViolations } from '../support/axe';
import { journeyFixtures } from '../support/journey';
import { signInFresh } from '../support/ui-login';

/**
 * /admin/home, Course management (docs/admin.md "The /admin/home page"): the administrator creates
 * a class through the page, generates its lessons from a weekly pattern with a holiday, previews a
 * CSV import, enrols student01 by search, and student01 then finds those lessons on their
 * timetable. The weeks are the ones after today's in the seeded term (the seed puts today in its
 * week 9 of 18), so it passes on any date.
 */
const journey = journeyFixtures();
const db = () => journey.server.database.db;

const CLASS_NAME = `Timetable trial ${Date.now().toString(36)}`;
/** Tuesdays and Thursdays, slots 11–12: the demo timetable uses slots 1–10, so nothing else sits there. */
const WEEKDAYS = [2, 4];
const FIRST_SLOT = 11;

let term = { id: '', begin: new Date(0), weekCount: 0 };
let teacher01 = '';
let student01 = '';
let teclId = '';

/** Monday 00:00 local of the week `date` falls in, `weeks` weeks on. */
const mondayOf = (date: Date, weeks = 0) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() + 6) % 7) + weeks * 7);
/** The term's week after today's: every day of it lies ahead, whatever the weekday and hour. */
const nextWeek = () => Math.round((mondayOf(journey.server.clock.now).getTime() - term.begin.getTime()) / (7 * 86_400_000)) + 2;
/** Local date YYYY-MM-DD of `weekday` (1 Monday) in term week `week`. */
const dayOf = (week: number, weekday: number) => {
  const day = mondayOf(term.begin, week - 1);
  day.setDate(day.getDate() + weekday - 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

const userId = async (username: string) =>
  (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, username), eq(users.tenantId, '1')))
  )[0]!.id;

const lessonsOfClass = async () =>
  db()
    .select({ id: courseSessions.id, begin: courseSessions.courBeginTime, week: courseSessions.weekNo })
    .from(courseSessions)
    .where(eq(courseSessions.teclId, teclId))
    .orderBy(asc(courseSessions.courBeginTime));

const classRow = (page: Page) => page.locator(`[data-testid="class-row"]`, { hasText: CLASS_NAME });

beforeAll(async () => {
  const [current] = await db()
    .select()
    .from(academicTerms)
    .where(and(eq(academicTerms.tenantId, '1'), eq(academicTerms.isCurrent, true)));
  const [y, m, d] = current!.beginDate.split('-').map(Number);
  term = { id: current!.id, begin: new Date(y!, m! - 1, d!), weekCount: current!.weekCount };
  teacher01 = await userId('teacher01');
  student01 = await userId('student01');
  await signInFresh(journey.browser.page, journey.server.url, DEMO.admin.username, DEMO.admin.password);
});

describe('course management (/admin/home)', () => {
  it('creates a class through the form, and the list shows it', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.server.url}/#/admin/home`);
    await page.getByTestId('class-table').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('admin-look-link').getAttribute('href')).toBe('#/admin/look');

    await page.getByTestId('class-create').click();
    const form = page.getByTestId('class-form');
    await form.getByTestId('form-name').fill(CLASS_NAME);
    await form.getByTestId('form-course-no').fill('TRIAL-101');
    // The lookups load with the dialog: wait for a subject to choose.
    await expect.poll(() => form.locator('[data-testid="form-subject"] option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    const subject = await form.locator('[data-testid="form-subject"] option').nth(1).getAttribute('value');
    await form.getByTestId('form-subject').selectOption(subject!);
    await form.getByTestId('form-term').selectOption(term.id);
    await form.getByTestId('form-teacher').selectOption(teacher01);
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });

    await page.getByTestId('filter-text').fill(CLASS_NAME);
    await page.getByTestId('filter-text').press('Enter');
    await expect.poll(() => page.getByTestId('class-row').count(), { timeout: 10_000 }).toBe(1);
    const [created] = await db().select().from(teachingClasses).where(eq(teachingClasses.teclName, CLASS_NAME));
    expect(created).toMatchObject({ teacherId: teacher01, acteId: term.id, subjId: subject });
    teclId = created!.id;
    expect(await classRow(page).getAttribute('data-tecl-id')).toBe(teclId);
    expect(await classRow(page).getByTestId('class-lesson-count').innerText()).toBe('0');
  });

  it('keeps its filters in the address, so a reload shows the same list', async () => {
    const { page } = journey.browser;
    await page.getByTestId('filter-term').selectOption(term.id);
    const address = () => new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
    await expect.poll(() => address().get('acteId')).toBe(term.id);
    // The text searched by the first test is in the address too.
    expect(address().get('q')).toBe(CLASS_NAME);

    await page.reload();
    await page.getByTestId('class-table').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('filter-text').inputValue()).toBe(CLASS_NAME);
    await expect.poll(() => page.getByTestId('filter-term').inputValue(), { timeout: 10_000 }).toBe(term.id);
    expect(await page.getByTestId('class-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-tecl-id')))).toEqual([
      teclId,
    ]);

    // Back in history is the list before the term was chosen; forward is the filtered one again.
    await page.goBack();
    await expect.poll(() => page.getByTestId('filter-term').inputValue()).toBe('');
    expect(await page.getByTestId('filter-text').inputValue()).toBe(CLASS_NAME);
    await page.goForward();
    await expect.poll(() => page.getByTestId('filter-term').inputValue()).toBe(term.id);
  });

  it('generates two weeks of Tuesday and Thursday lessons, skipping a holiday, and reports it', async () => {
    const { page } = journey.browser;
    const week = nextWeek();
    expect(week + 1).toBeLessThanOrEqual(term.weekCount);
    const holiday = dayOf(week + 1, 4);

    await classRow(page).getByTestId('class-generate').click();
    const dialog = page.getByTestId('generate-dialog');
    for (const day of WEEKDAYS) await dialog.getByTestId(`generate-weekday-${day}`).check();
    await dialog.getByTestId('generate-first').selectOption(String(FIRST_SLOT));
    await dialog.getByTestId('generate-count').selectOption('2');
    await dialog.getByTestId('generate-from').fill(String(week));
    await dialog.getByTestId('generate-to').fill(String(week + 1));
    await dialog.getByTestId('generate-holiday').fill(holiday);
    await dialog.getByTestId('generate-holiday-add').click();
    await dialog.getByTestId('generate-submit').click();

    // Done: the dialog closes and the answer is on the page, whole (no scroll box hides a line of
    // it) and in view, with the focus on it.
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    const report = page.getByTestId('generate-report');
    await report.waitFor({ timeout: 10_000 });
    expect(await report.getByRole('heading').innerText()).toBe(`Lessons generated for ${CLASS_NAME}`);
    expect(await report.getByTestId('generate-made').innerText()).toBe('Lessons made: 3');
    expect(
      await report.getByTestId('generate-skipped').evaluateAll((items) => items.map((item) => item.getAttribute('data-reason'))),
    ).toEqual(['holiday']);
    expect(await report.getByTestId('generate-skipped').innerText()).toContain(holiday);
    expect(await report.evaluate((panel) => panel === document.activeElement)).toBe(true);
    const clipped = await report.evaluate((panel) => {
      const box = panel.getBoundingClientRect();
      const items = [...panel.querySelectorAll('li')].map((item) => item.getBoundingClientRect());
      const inside = items.every((item) => item.top >= box.top && item.bottom <= box.bottom && item.right <= box.right);
      const scrolls = [panel, ...panel.querySelectorAll('*')].some((element) => element.scrollHeight > element.clientHeight + 1);
      return { inside, scrolls, inView: box.top >= 0 && box.bottom <= window.innerHeight };
    });
    expect(clipped).toEqual({ inside: true, scrolls: false, inView: true });
    await expectNoSeriousViolations(page, '/admin/home with a generation report', { media: false });

    const lessons = await lessonsOfClass();
    expect(lessons.map((lesson) => lesson.week)).toEqual([week, week, week + 1]);
    expect(lessons.map((lesson) => lesson.begin.getDay())).toEqual([2, 4, 2]);
    expect(
      (
        await report.getByTestId('generate-made-lesson').evaluateAll((items) => items.map((item) => item.getAttribute('data-cour-id')))
      ).sort(),
    ).toEqual(lessons.map((lesson) => lesson.id).sort());
    await expect.poll(() => classRow(page).getByTestId('class-lesson-count').innerText()).toBe('3');
    await report.getByTestId('generate-report-close').click();
    await report.waitFor({ state: 'detached' });
  });

  it('previews a CSV import row by row, enrolling nobody, then enrols student01 by search', async () => {
    const { page } = journey.browser;
    await classRow(page).getByTestId('class-students').click();
    const dialog = page.getByTestId('students-dialog');
    await dialog.getByTestId('enrolled-empty').waitFor({ timeout: 10_000 });

    await dialog.getByTestId('students-tab-import').click();
    await dialog.getByTestId('import-file').setInputFiles({
      name: 'class.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('学号,姓名\nstudent02,二号\nnobody-here,无名\n', 'utf8'),
    });
    await dialog.getByTestId('import-preview').click();
    const report = dialog.getByTestId('import-report');
    await report.waitFor({ timeout: 10_000 });
    expect(await report.getAttribute('data-dry-run')).toBe('true');
    expect(await report.getByTestId('import-error').innerText()).toBe('Row 3 “nobody-here”: no such user');
    expect(await report.getByTestId('import-counts').innerText()).toContain('would add 1');
    expect(await db().select().from(enrolments).where(eq(enrolments.teclId, teclId))).toEqual([]);

    await dialog.getByTestId('students-tab-add').click();
    await dialog.getByTestId('candidate-search').fill('student01');
    await dialog.getByTestId('candidate-search').press('Enter');
    const candidate = dialog.locator('[data-testid="candidate-row"][data-username="student01"]');
    await candidate.getByTestId('candidate-add').click();
    await candidate.getByTestId('candidate-enrolled').waitFor({ timeout: 10_000 });

    await dialog.getByTestId('students-tab-enrolled').click();
    await dialog.locator('[data-testid="enrolled-row"][data-username="student01"]').waitFor({ timeout: 10_000 });
    expect((await db().select().from(enrolments).where(eq(enrolments.teclId, teclId))).map((row) => row.studentId)).toEqual([student01]);
    await page.keyboard.press('Escape');
    await expect.poll(() => classRow(page).getByTestId('class-student-count').innerText()).toBe('1');
  });

  it('offers Delete only for classes the server would delete, and says why not for the others', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.server.url}/#/admin/home`);
    // The whole first page, not the filtered list the earlier tests left.
    await expect.poll(() => page.getByTestId('class-row').count(), { timeout: 15_000 }).toBe(15);
    const rows = await page.getByTestId('class-row').evaluateAll((found) =>
      found.map((row) => {
        const button = row.querySelector<HTMLButtonElement>('[data-testid="class-delete"]')!;
        const reason = button.getAttribute('aria-describedby');
        return {
          recordings: Number(row.querySelectorAll('[data-count]')[1]!.textContent),
          disabled: button.disabled,
          title: button.title,
          description: reason === null ? '' : (document.getElementById(reason)?.textContent ?? ''),
        };
      }),
    );
    const because = 'This class has recordings, so it cannot be deleted: its students’ notes and watch records depend on them.';
    const recorded = rows.filter((row) => row.recordings > 0);
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded.every((row) => row.disabled && row.title === because && row.description === because)).toBe(true);
    expect(rows.filter((row) => row.recordings === 0).every((row) => !row.disabled && row.title === '')).toBe(true);
    await expectNoSeriousViolations(page, '/admin/home', { media: false });

    // A class without recordings: Delete asks, the server deletes, and the row goes.
    const bare = `Delete me ${Date.now().toString(36)}`;
    await page.getByTestId('class-create').click();
    const form = page.getByTestId('class-form');
    await form.getByTestId('form-name').fill(bare);
    await form.getByTestId('form-course-no').fill('TRIAL-DEL');
    await expect.poll(() => form.locator('[data-testid="form-subject"] option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    await form.getByTestId('form-subject').selectOption({ index: 1 });
    await form.getByTestId('form-term').selectOption(term.id);
    await form.getByTestId('form-teacher').selectOption(teacher01);
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('filter-text').fill(bare);
    await page.getByTestId('filter-text').press('Enter');
    const row = page.locator('[data-testid="class-row"]', { hasText: bare });
    await row.getByTestId('class-delete').click();
    await page.getByTestId('delete-dialog').getByTestId('delete-confirm').click();
    await row.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await db().select().from(teachingClasses).where(eq(teachingClasses.teclName, bare))).toEqual([]);
  });

  it('gives class names the room they need at 1920 px, letting tags wrap instead', async () => {
    const { page } = journey.browser;
    await page.setViewportSize({ width: 1920, height: 1080 });
    try {
      await page.goto(`${journey.server.url}/#/admin/home`);
      await expect.poll(() => page.getByTestId('class-row').count(), { timeout: 15_000 }).toBe(15);
      const lines = await page.getByTestId('class-open').evaluateAll((links) =>
        links.map((link) => {
          // One client rectangle per line the name is drawn on.
          const range = document.createRange();
          range.selectNodeContents(link);
          return { name: link.textContent, lines: new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size };
        }),
      );
      expect(lines.length).toBeGreaterThan(5);
      expect(lines.filter((line) => line.lines > 2)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1600, height: 900 });
    }
  });

  it("puts the generated lessons on student01's timetable", async () => {
    const { page } = journey.browser;
    const lessons = await lessonsOfClass();
    await signInFresh(page, journey.server.url, DEMO.student01.username, DEMO.student01.password);
    for (const week of [nextWeek(), nextWeek() + 1]) {
      await page.goto(`${journey.server.url}/#/personal-center/my-schedule?acteId=${term.id}&week=${week}`);
      await page.getByTestId('timetable').waitFor({ timeout: 15_000 });
      const expected = lessons.filter((lesson) => lesson.week === week).map((lesson) => lesson.id);
      const shown = () =>
        page.getByTestId('timetable-lesson').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-cour-id') ?? ''));
      await expect
        .poll(
          async () => {
            const cards = await shown();
            return expected.filter((id) => cards.includes(id)).length;
          },
          { timeout: 10_000 },
        )
        .toBe(expected.length);
      const card = page.locator(`[data-testid="timetable-lesson"][data-cour-id="${expected[0]}"]`);
      expect(await card.innerText()).toContain(`Period ${FIRST_SLOT}`);
    }
  });
});
