import { and, asc, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { VOD_STATUS, academicTerms, courseSessions, enrolments, teachingClasses, users, vods } from '../../server/db/schema';
import { journeyFixtures } from '../support/journey';
import { signInFresh } from '../support/ui-login';

/**
 * The timetable, /personal-center/my-schedule, as student01: this week's lessons by default with
 * today marked, moving a week, and a past lesson opening its own recording (not the class's
 * newest). Weeks are taken from the seeded term and lessons, so it passes on any date.
 */
const journey = journeyFixtures();
const db = () => journey.server.database.db;

let student01 = '';
let term = { id: '', begin: new Date(0), weekCount: 0 };

/** Monday 00:00 local of the week `date` falls in, `weeks` weeks on. */
const mondayOf = (date: Date, weeks = 0) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() + 6) % 7) + weeks * 7);
const weekStart = (week: number) => mondayOf(term.begin, week - 1);

/** The servers' and the page's now (tests/support/test-clock.ts): the real time or a fixed instant. */
const today = () => journey.server.clock.now;

/** The week the timetable opens on: today's, held inside the term (a date run may be after it). */
function openingWeek(): number {
  const days = Math.round((mondayOf(today()).getTime() - weekStart(1).getTime()) / 86_400_000);
  return Math.min(Math.max(Math.floor(days / 7) + 1, 1), term.weekCount);
}

/** student01's lessons of the term beginning in week `week`, by id. */
const lessonsOfWeek = async (week: number) =>
  (
    await db()
      .select({ id: courseSessions.id })
      .from(courseSessions)
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
      .innerJoin(enrolments, and(eq(enrolments.teclId, courseSessions.teclId), eq(enrolments.studentId, student01)))
      .where(
        and(
          eq(teachingClasses.acteId, term.id),
          gte(courseSessions.courBeginTime, weekStart(week)),
          lt(courseSessions.courBeginTime, weekStart(week + 1)),
        ),
      )
  )
    .map((row) => row.id)
    .sort();

const shownLessons = async (page: Page) =>
  (await page.getByTestId('timetable-lesson').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-cour-id') ?? ''))).sort();

const open = async (hashPath: string) => {
  const { page } = journey.browser;
  await page.goto(`${journey.server.url}/#${hashPath}`);
  await page.getByTestId('timetable').waitFor({ timeout: 15_000 });
};

beforeAll(async () => {
  student01 = (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')))
  )[0]!.id;
  const [current] = await db()
    .select()
    .from(academicTerms)
    .where(and(eq(academicTerms.tenantId, '1'), eq(academicTerms.isCurrent, true)));
  const [y, m, d] = current!.beginDate.split('-').map(Number);
  term = { id: current!.id, begin: new Date(y!, m! - 1, d!), weekCount: current!.weekCount };
  await signInFresh(journey.browser.page, journey.server.url, 'student01', 'Student@12345');
  await journey.browser.page.waitForFunction(() => sessionStorage.getItem('lectern.menu_data') !== null, undefined, { timeout: 15_000 });
});

describe('the timetable (/personal-center/my-schedule)', () => {
  it("opens on this week with today marked and this week's lessons, each with course, teacher, classroom and slot", async () => {
    const { page } = journey.browser;
    await open('/personal-center/my-schedule');
    const week = openingWeek();
    const expected = await lessonsOfWeek(week);
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => shownLessons(page), { timeout: 10_000 }).toEqual(expected);
    expect(await page.getByTestId('schedule-week').inputValue()).toBe(String(week));
    const marked = page.locator('[data-testid="timetable-day"][data-today="true"]');
    const todayShown = today() >= weekStart(week) && today() < weekStart(week + 1);
    expect(await marked.count()).toBe(todayShown ? 1 : 0);
    if (todayShown) {
      expect(await marked.getAttribute('aria-current')).toBe('date');
      expect(
        await page
          .getByTestId('timetable-day')
          .nth((today().getDay() + 6) % 7)
          .getAttribute('data-today'),
      ).toBe('true');
    }
    const card = page.getByTestId('timetable-lesson').first();
    expect(await card.innerText()).toMatch(/Period \d+[\s\S]*Teacher: \S[\s\S]*(Room: \S|No classroom)/);
  });

  it('moves a week on and back', async () => {
    const { page } = journey.browser;
    const week = openingWeek();
    // The last week has no next one: step back first there.
    const [away, awayButton, backButton] =
      week < term.weekCount ? [week + 1, 'schedule-next', 'schedule-previous'] : [week - 1, 'schedule-previous', 'schedule-next'];
    const heading = page.getByTestId('schedule-week-dates');
    const thisWeek = await heading.innerText();
    await page.getByTestId(awayButton).click();
    await expect.poll(() => heading.innerText()).not.toBe(thisWeek);
    expect(await page.getByTestId('schedule-week').inputValue()).toBe(String(away));
    await expect.poll(() => shownLessons(page), { timeout: 10_000 }).toEqual(await lessonsOfWeek(away));
    expect(await page.locator('[data-testid="timetable-day"][data-today="true"]').count()).toBe(0);
    await page.getByTestId(backButton).click();
    await expect.poll(() => heading.innerText()).toBe(thisWeek);
    await expect.poll(() => shownLessons(page), { timeout: 10_000 }).toEqual(await lessonsOfWeek(week));
  });

  it("opens a past lesson's own recording, not the class's newest", async () => {
    const { page } = journey.browser;
    // A recorded lesson of student01 this term whose class has a newer recording of another lesson.
    const [lesson] = await db()
      .select({ courId: courseSessions.id, weekNo: courseSessions.weekNo, vodId: vods.id, teclId: vods.teclId })
      .from(vods)
      .innerJoin(courseSessions, eq(courseSessions.id, vods.courId))
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
      .innerJoin(enrolments, and(eq(enrolments.teclId, courseSessions.teclId), eq(enrolments.studentId, student01)))
      .where(
        and(
          eq(teachingClasses.acteId, term.id),
          eq(vods.status, VOD_STATUS.ready),
          sql`exists (select 1 from ${vods} newer where newer.tecl_id = ${vods.teclId} and newer.status = ${VOD_STATUS.ready}
            and newer.cour_id is not null and newer.cour_id <> ${vods.courId} and newer.created_at > ${vods.createdAt})`,
        ),
      )
      .orderBy(asc(courseSessions.courBeginTime), desc(vods.createdAt))
      .limit(1);
    expect(lesson).toBeDefined();
    const [newest] = await db()
      .select({ vodId: vods.id })
      .from(vods)
      .where(and(eq(vods.teclId, lesson!.teclId), eq(vods.status, VOD_STATUS.ready), ne(vods.courId, lesson!.courId)))
      .orderBy(desc(vods.createdAt))
      .limit(1);
    expect(newest!.vodId).not.toBe(lesson!.vodId);

    await open(`/personal-center/my-schedule?acteId=${term.id}&week=${lesson!.weekNo}`);
    const card = page.locator(`[data-testid="timetable-lesson"][data-cour-id="${lesson!.courId}"]`);
    await card.waitFor({ timeout: 10_000 });
    expect(await card.getByTestId('status-badge').getAttribute('data-status')).toBe('ended');
    const popupOpened = page.context().waitForEvent('page', { timeout: 10_000 });
    await card.getByTestId('timetable-recording').click();
    const popup = await popupOpened;
    try {
      await popup.waitForLoadState('domcontentloaded');
      const [path, query = ''] = new URL(popup.url()).hash.slice(1).split('?');
      expect(path).toBe('/play-video');
      expect(Object.fromEntries(new URLSearchParams(query))).toMatchObject({
        teclId: lesson!.teclId,
        vodId: lesson!.vodId,
        target: 'video',
      });
      await expect.poll(() => popup.getByTestId('player-stage').getAttribute('data-vod-id'), { timeout: 15_000 }).toBe(lesson!.vodId);
    } finally {
      await popup.close();
    }
  });

  it("offers the term's weeks as an iCalendar file named after it", async () => {
    const { page } = journey.browser;
    const [current] = await db().select().from(academicTerms).where(eq(academicTerms.id, term.id));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('schedule-export').click()]);
    expect(download.suggestedFilename()).toBe(`${current!.acteName.replace(/[^\p{L}\p{N}]+/gu, '-')}.ics`);
    const { readFile } = await import('node:fs/promises');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const termLessons = await db()
      .select({ id: courseSessions.id })
      .from(courseSessions)
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
      .innerJoin(enrolments, and(eq(enrolments.teclId, courseSessions.teclId), eq(enrolments.studentId, student01)))
      .where(
        and(
          eq(teachingClasses.acteId, term.id),
          gte(courseSessions.courBeginTime, weekStart(1)),
          lt(courseSessions.courBeginTime, weekStart(term.weekCount + 1)),
        ),
      );
    expect(text.match(/^BEGIN:VEVENT\r$/gm)?.length).toBe(termLessons.length);
  });

  it('shows teacher01 the lessons they teach this week, marked as theirs', async () => {
    const { page } = journey.browser;
    const [teacher] = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, 'teacher01'), eq(users.tenantId, '1')));
    const week = openingWeek();
    const taught = (
      await db()
        .select({ id: courseSessions.id })
        .from(courseSessions)
        .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
        .where(
          and(
            eq(teachingClasses.teacherId, teacher!.id),
            eq(teachingClasses.acteId, term.id),
            gte(courseSessions.courBeginTime, weekStart(week)),
            lt(courseSessions.courBeginTime, weekStart(week + 1)),
          ),
        )
    )
      .map((row) => row.id)
      .sort();
    expect(taught.length).toBeGreaterThan(0);
    try {
      await signInFresh(page, journey.server.url, 'teacher01', 'Teacher@12345');
      await open('/personal-center/my-schedule');
      await expect.poll(() => shownLessons(page), { timeout: 10_000 }).toEqual(taught);
      const marks = await page.getByTestId('timetable-lesson').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
      expect(marks.every((text) => text.includes('You teach'))).toBe(true);
    } finally {
      await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
    }
  });
});
