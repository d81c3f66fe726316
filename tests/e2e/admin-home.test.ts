import { and, asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { academicTerms, courseSessions, enrolments, teachingClasses, users } from '../../server/db/schema';
import { DEMO } from '../support/api-client';
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

    await dialog.getByTestId('generate-report').waitFor({ timeout: 10_000 });
    expect(await dialog.getByTestId('generate-made').innerText()).toBe('Lessons made: 3');
    expect(
      await dialog.getByTestId('generate-skipped').evaluateAll((items) => items.map((item) => item.getAttribute('data-reason'))),
    ).toEqual(['holiday']);
    expect(await dialog.getByTestId('generate-skipped').innerText()).toContain(holiday);

    const lessons = await lessonsOfClass();
    expect(lessons.map((lesson) => lesson.week)).toEqual([week, week, week + 1]);
    expect(lessons.map((lesson) => lesson.begin.getDay())).toEqual([2, 4, 2]);
    expect(
      (
        await dialog.getByTestId('generate-made-lesson').evaluateAll((items) => items.map((item) => item.getAttribute('data-cour-id')))
      ).sort(),
    ).toEqual(lessons.map((lesson) => lesson.id).sort());
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => classRow(page).getByTestId('class-lesson-count').innerText()).toBe('3');
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
