import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { and, eq, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  TECL_VISIBILITY,
  VOD_STATUS,
  courseResources,
  courseSessions,
  enrolments,
  teachingClasses,
  users,
  vods,
} from '../../server/db/schema';
import { classDetailSchema, type ClassDetail } from '../../src/schemas/detail';
import { DEMO, call, login } from '../support/api-client';
import { expectNoSeriousViolations } from '../support/axe';
import { journeyFixtures } from '../support/journey';
import { signInFresh } from '../support/ui-login';

/**
 * A teaching class's page (/live-detail, /video-detail) as student01: the class, its timetable,
 * recordings and resources; the playback windows it opens (SPEC §2 "Playback windows"); the
 * favourite; 'no permission' where the course may not be viewed (SPEC §6, §8). Then as its teacher:
 * a recording is offered only for lessons that are over, replacing one asks first (docs/uploads.md
 * "One recording per lesson"), and the schedule's rows keep to their lines.
 */
const journey = journeyFixtures();
const LIVE_COURSE = 'cour-1-live-1';

const db = () => journey.server.database.db;
/** Loads the page afresh, so nothing of the previous one can answer for it. */
const open = async (hashPath: string) => {
  const { page } = journey.browser;
  await page.goto(`${journey.server.url}/#${hashPath}`);
  await page.reload();
  await page.getByTestId('class-title').or(page.getByTestId('detail-unavailable')).waitFor({ timeout: 15_000 });
};

/** The window a click opens, once its document has loaded, with its hash query and window.name. */
async function windowOpenedBy(button: Locator) {
  const opened = button.page().context().waitForEvent('page', { timeout: 10_000 });
  await button.click();
  const popup = await opened;
  await popup.waitForLoadState('domcontentloaded');
  const [path, query = ''] = new URL(popup.url()).hash.slice(1).split('?');
  const fields = Object.fromEntries(new URLSearchParams(query));
  const windowName = await popup.evaluate(() => window.name);
  await popup.close();
  return { path, fields, windowName };
}

/** The toasts of one kind up now, as text. */
const toastTexts = (page: Page, kind: 'success' | 'warning' | 'error') =>
  page.locator(`[data-testid="toast"][data-kind="${kind}"]`).allInnerTexts();

let student01 = '';
/** A class student01 is enrolled in, with a recording of a timetabled lesson. */
let recorded = { teclId: '', vodId: '', courId: '' };
let liveClassId = '';

beforeAll(async () => {
  student01 = (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')))
  )[0]!.id;
  const [row] = await db()
    .select({ teclId: vods.teclId, vodId: vods.id, courId: vods.courId })
    .from(vods)
    .innerJoin(enrolments, eq(enrolments.teclId, vods.teclId))
    .where(and(eq(vods.tenantId, '1'), eq(vods.status, VOD_STATUS.ready), isNotNull(vods.courId), eq(enrolments.studentId, student01)))
    .limit(1);
  recorded = { teclId: row!.teclId, vodId: row!.vodId, courId: row!.courId! };
  liveClassId = (await db().select({ teclId: courseSessions.teclId }).from(courseSessions).where(eq(courseSessions.id, LIVE_COURSE)))[0]!
    .teclId;
  await signInFresh(journey.browser.page, journey.server.url, 'student01', 'Student@12345');
  // The tests reload pages: wait until the menu is loaded, as a reload cutting that call short signs out.
  await journey.browser.page.waitForFunction(() => sessionStorage.getItem('lectern.menu_data') !== null, undefined, { timeout: 15_000 });
});

describe('the class page on its live lesson (/live-detail)', () => {
  it('shows the class, the lesson on now in its week of the timetable, and the resources, without the header', async () => {
    const { page } = journey.browser;
    await open(`/live-detail?courseId=${LIVE_COURSE}`);
    expect(await page.getByTestId('header').count()).toBe(0);
    const hero = page.getByTestId('class-hero');
    expect(await hero.innerText()).toMatch(/Teacher[\s\S]*Classroom[\s\S]*Organisation[\s\S]*Term/);
    expect(await page.getByTestId('current-lesson').getAttribute('data-cour-id')).toBe(LIVE_COURSE);

    const lesson = page.locator(`[data-testid="schedule-lesson"][data-cour-id="${LIVE_COURSE}"]`);
    expect(await lesson.getAttribute('data-current')).toBe('true');
    expect(await lesson.getByTestId('status-badge').getAttribute('data-status')).toBe('live');
    expect(await page.locator('[data-current-week="true"]').count()).toBe(1);
    expect(await page.getByTestId('schedule-lesson').count()).toBeGreaterThan(10);

    const resources = page.getByTestId('resource');
    expect(await resources.count()).toBeGreaterThan(0);
    // A download is a real file, fetched with the session and saved under its name.
    const button = page.locator('[data-testid="resource"][data-invalid="false"]').first().getByTestId('resource-download');
    const resourceId = (await button.getAttribute('data-resource-id'))!;
    const [row] = await journey.server.database.db.select().from(courseResources).where(eq(courseResources.id, resourceId));
    const stored = join(journey.server.app.deps.media.localRoot!, row!.storagePath);
    mkdirSync(dirname(stored), { recursive: true });
    writeFileSync(stored, 'the lecture notes');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(row!.fileName);
    expect(readFileSync((await download.path())!, 'utf8')).toBe('the lecture notes');
    expect(await resources.first().innerText()).toMatch(/\d+(\.\d)? (B|KB|MB)/);
    // A withdrawn file is listed, marked, and offers no download.
    const withdrawn = page.locator('[data-testid="resource"][data-invalid="true"]');
    if ((await withdrawn.count()) > 0) expect(await withdrawn.first().getByTestId('resource-download').count()).toBe(0);
  });

  it('opens the live window at /play-live with courseId, liveId, teclId, roadType and target=live, named after the course', async () => {
    const { page } = journey.browser;
    const opened = await windowOpenedBy(page.getByTestId('class-hero').getByTestId('watch-live'));
    expect(opened.path).toBe('/play-live');
    expect(opened.fields).toEqual({ courseId: LIVE_COURSE, liveId: LIVE_COURSE, teclId: liveClassId, roadType: '1', target: 'live' });
    expect(opened.windowName).toBe(LIVE_COURSE);
  });
});

describe('the class page on its recordings (/video-detail)', () => {
  it('puts the recordings first, the one of courseId marked', async () => {
    const { page } = journey.browser;
    await open(`/video-detail?teclId=${recorded.teclId}&courseId=${recorded.courId}`);
    const sections = await page
      .locator('[data-testid$="-section"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    expect(sections.slice(0, 2)).toEqual(['recordings-section', 'schedule-section']);
    expect(await page.locator(`[data-testid="recording"][data-vod-id="${recorded.vodId}"]`).getAttribute('data-focused')).toBe('true');
    expect(await page.getByTestId('play-recording').innerText()).toBe('Play this recording');
    await expectNoSeriousViolations(page);
  });

  it('opens a recording in a new tab at /play-video with teclId, target=video and that recording', async () => {
    const { page } = journey.browser;
    const first = page.getByTestId('recording').first();
    const vodId = await first.getAttribute('data-vod-id');
    const opened = await windowOpenedBy(first.getByTestId('watch-recording'));
    expect(opened.path).toBe('/play-video');
    expect(opened.fields).toEqual({ teclId: recorded.teclId, target: 'video', vodId });
    expect(opened.windowName).toBe('');
  });

  it('plays the recording chosen, not the class newest, from its row and from the main button', async () => {
    const { page } = journey.browser;
    // The class's first recorded lesson: the list puts it last, newest first.
    const older = await db()
      .select({ vodId: vods.id, courId: vods.courId })
      .from(vods)
      .innerJoin(courseSessions, eq(courseSessions.id, vods.courId))
      .where(and(eq(vods.teclId, recorded.teclId), eq(vods.status, VOD_STATUS.ready)))
      .orderBy(courseSessions.courBeginTime)
      .limit(1);
    const oldest = older[0]!;
    await open(`/video-detail?teclId=${recorded.teclId}&courseId=${oldest.courId}`);
    expect(await page.getByTestId('recording').count()).toBeGreaterThan(1);
    expect(await page.getByTestId('recording').first().getAttribute('data-vod-id')).not.toBe(oldest.vodId);

    const fromRow = await windowOpenedBy(
      page.locator(`[data-testid="recording"][data-vod-id="${oldest.vodId}"] [data-testid="watch-recording"]`),
    );
    expect(fromRow.fields.vodId).toBe(oldest.vodId);

    const popupOpened = page.context().waitForEvent('page', { timeout: 10_000 });
    await page.getByTestId('play-recording').click();
    const popup = await popupOpened;
    try {
      await expect.poll(() => popup.getByTestId('player-stage').getAttribute('data-vod-id'), { timeout: 15_000 }).toBe(oldest.vodId);
    } finally {
      await popup.close();
    }
  });

  it('toggles the class among the favourites, says so, and keeps it over a reload', async () => {
    const { page } = journey.browser;
    const button = page.getByTestId('collect-button');
    const before = (await button.getAttribute('data-collected')) === 'true';
    await button.click();
    await expect.poll(() => button.getAttribute('data-collected')).toBe(String(!before));
    await expect.poll(() => toastTexts(page, 'success')).toContain(before ? 'Removed from favourites' : 'Added to favourites');
    await page.reload();
    await page.getByTestId('class-title').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('collect-button').getAttribute('data-collected')).toBe(String(!before));

    await page.getByTestId('collect-button').click();
    await expect.poll(() => page.getByTestId('collect-button').getAttribute('data-collected')).toBe(String(before));
  });

  it('toggles one recording among the favourites', async () => {
    const { page } = journey.browser;
    const star = page.locator(`[data-testid="recording"][data-vod-id="${recorded.vodId}"] [data-testid="collect-recording"]`);
    const before = (await star.getAttribute('aria-pressed')) === 'true';
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe(String(!before));
    await page.reload();
    await page.getByTestId('class-title').waitFor({ timeout: 15_000 });
    expect(await star.getAttribute('aria-pressed')).toBe(String(!before));
  });

  it("warns 'no permission' and opens no window when the course check refuses", async () => {
    const { page } = journey.browser;
    await open(`/video-detail?teclId=${recorded.teclId}`);
    // The page is up; then the class closes to its own students and student01 leaves it.
    const { visibility } = (
      await db().select({ visibility: teachingClasses.visibility }).from(teachingClasses).where(eq(teachingClasses.id, recorded.teclId))
    )[0]!;
    const leave = and(eq(enrolments.teclId, recorded.teclId), eq(enrolments.studentId, student01));
    const [enrolment] = await db().select().from(enrolments).where(leave);
    await db().update(teachingClasses).set({ visibility: TECL_VISIBILITY.enrolled }).where(eq(teachingClasses.id, recorded.teclId));
    await db().delete(enrolments).where(leave);
    try {
      const windows = page.context().pages().length;
      // A recording of a timetabled lesson: the check is asked for its course.
      await page.locator(`[data-testid="recording"][data-vod-id="${recorded.vodId}"] [data-testid="watch-recording"]`).click();
      await expect.poll(() => toastTexts(page, 'warning')).toContain('no permission');
      await page.waitForTimeout(500);
      expect(page.context().pages()).toHaveLength(windows);
    } finally {
      await db().insert(enrolments).values(enrolment!);
      await db().update(teachingClasses).set({ visibility }).where(eq(teachingClasses.id, recorded.teclId));
    }
  });

  it("shows 'no permission' instead of a class open to its own students only", async () => {
    const { page } = journey.browser;
    const [closed] = await db()
      .select({ id: teachingClasses.id })
      .from(teachingClasses)
      .where(
        and(
          eq(teachingClasses.tenantId, '1'),
          eq(teachingClasses.visibility, TECL_VISIBILITY.enrolled),
          ne(teachingClasses.teacherId, student01),
          notExists(
            sql`(select 1 from ${enrolments} where ${enrolments.teclId} = ${teachingClasses.id} and ${enrolments.studentId} = ${student01})`,
          ),
        ),
      )
      .limit(1);
    await open(`/video-detail?teclId=${closed!.id}`);
    const block = page.getByTestId('detail-unavailable');
    expect(await block.getAttribute('data-reason')).toBe('forbidden');
    expect(await block.innerText()).toContain('no permission');
    await open('/video-detail?teclId=tecl-does-not-exist');
    expect(await page.getByTestId('detail-unavailable').getAttribute('data-reason')).toBe('missing');
  });
});

describe('the way back', () => {
  it('returns to the page the class was opened from, or home for a page opened on its own', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.server.url}/#/list-video`);
    await page.getByTestId('vod-group-card').first().click();
    await page.waitForURL(/#\/video-detail\?/, { timeout: 10_000 });
    await page.getByTestId('class-title').waitFor({ timeout: 15_000 });
    await page.getByTestId('back-link').click();
    await page.waitForURL(/#\/list-video/, { timeout: 10_000 });

    // A tab of its own (as a shared link opens): it has no page to go back to.
    const opened = page.context().waitForEvent('page');
    await page.evaluate((url) => window.open(url, '_blank'), `${journey.server.url}/#/live-detail?courseId=${LIVE_COURSE}`);
    const fresh = await opened;
    const back = fresh.getByTestId('back-link');
    await back.waitFor({ timeout: 15_000 });
    expect(await back.innerText()).toBe('Back to home');
    await back.click();
    await fresh.waitForURL(/#\/home/, { timeout: 10_000 });
    await fresh.close();
    expect(journey.browser.errors).toEqual([]);
  });
});

describe('the class page as its teacher', () => {
  let detail: ClassDetail;
  const lessonCell = (courId: string) => journey.browser.page.locator(`[data-testid=schedule-lesson][data-cour-id="${courId}"]`);

  beforeAll(async () => {
    const token = (await login(journey.server.url, DEMO.teacher01)).jwt_token;
    detail = classDetailSchema.parse((await call(journey.server.url, `/v1/tecl/detail?teclId=${liveClassId}`, { token })).body.result);
    expect(detail.teacher.teacName, 'teacher01 teaches the class on air').toContain('Li Wei');
    const { page } = journey.browser;
    await signInFresh(page, journey.server.url, DEMO.teacher01.username, DEMO.teacher01.password);
    await page.waitForFunction(() => sessionStorage.getItem('lectern.menu_data') !== null, undefined, { timeout: 15_000 });
  });

  it('offers a recording only for lessons that are over: Upload where there is none, Replace where there is one', async () => {
    await open(`/live-detail?teclId=${liveClassId}`);
    const offered = await journey.browser.page.getByTestId('schedule-lesson').evaluateAll((cells) =>
      cells.map((cell) => {
        const upload = cell.querySelector('[data-testid=upload-recording]') !== null;
        const replace = cell.querySelector('[data-testid=replace-recording]') !== null;
        return { courId: cell.getAttribute('data-cour-id'), offer: upload ? 'upload' : replace ? 'replace' : null };
      }),
    );
    const FINISHED = 2;
    const expected = detail.sessions.map((s) => ({
      courId: s.courId,
      offer: s.courStatus !== FINISHED ? null : s.vodId === null ? 'upload' : 'replace',
    }));
    // The page lays lessons out by day and slot, the API lists them by time: compare lesson by lesson.
    const byLesson = (a: { courId: string | null }, b: { courId: string | null }) => (a.courId ?? '').localeCompare(b.courId ?? '');
    expect(offered.sort(byLesson)).toEqual(expected.sort(byLesson));
    // The class has each kind: lessons on air and to come (nothing), over with and without a recording.
    expect(detail.sessions.some((s) => s.courStatus === 1)).toBe(true);
    expect(new Set(expected.map((e) => e.offer))).toEqual(new Set([null, 'upload', 'replace']));
  });

  it('asks before replacing a recording, naming it; only then opens the file chooser, for one file', async () => {
    const { page } = journey.browser;
    const lesson = detail.sessions.find((s) => s.courStatus === 2 && s.vodId !== null)!;
    const title = detail.recordings.find((r) => r.vodId === lesson.vodId)!.title;
    const button = lessonCell(lesson.courId).getByTestId('replace-recording');
    expect(await button.getAttribute('aria-label')).toMatch(/^Replace the recording of the lesson on \d{1,2} \w+$/);
    let chosen = 0;
    const count = () => chosen++;
    page.on('filechooser', count);
    await button.click();
    const dialog = page.getByTestId('replace-recording-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').innerText()).toBe('Replace this lesson’s recording?');
    expect(await dialog.innerText()).toContain(`“${title}”`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('replace-keep');
    await dialog.getByTestId('replace-keep').click();
    await dialog.waitFor({ state: 'detached' });
    expect(chosen).toBe(0);

    await button.click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('replace-confirm').click();
    expect((await chooser).isMultiple()).toBe(false);
    page.off('filechooser', count);
    // Nothing chosen, nothing sent: the uploader panel never opened.
    expect(await page.getByTestId('uploader-panel').count()).toBe(0);
  });

  it('keeps a lesson that is over to its lines at 1920 px: the upload button sits beside the date, not on a row of its own', async () => {
    const { page } = journey.browser;
    await page.setViewportSize({ width: 1920, height: 1080 });
    try {
      await open(`/live-detail?teclId=${liveClassId}`);
      const box = async (courId: string, inner?: string) => {
        const cell = lessonCell(courId);
        return (await (inner ? cell.getByTestId(inner) : cell).boundingBox())!;
      };
      const replayed = detail.sessions.find((s) => s.courStatus === 2 && s.vodId !== null)!;
      const unrecorded = detail.sessions.find((s) => s.courStatus === 2 && s.vodId === null)!;
      const upcoming = detail.sessions.find((s) => s.courStatus === 0)!;
      for (const [lesson, button] of [
        [unrecorded, 'upload-recording'],
        [replayed, 'replace-recording'],
      ] as const) {
        const [cell, offered] = [await box(lesson.courId), await box(lesson.courId, button)];
        // On the first line, beside the date.
        expect(offered.y - cell.y, `${button} of ${lesson.courId}`).toBeLessThan(12);
      }
      // A lesson with Replay and the upload is at most a few pixels taller than one still to come, not a row of buttons taller.
      expect((await box(replayed.courId)).height - (await box(upcoming.courId)).height).toBeLessThan(24);
    } finally {
      await page.setViewportSize({ width: 1600, height: 900 });
    }
  });
});
