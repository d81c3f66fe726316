import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { academicTerms, courseResources, courseSessions, notes, teachingClasses, vods } from '../../server/db/schema';
import { call, DEMO, login } from '../support/api-client';
import { expectNoSeriousViolations } from '../support/axe';
import { journeyFixtures } from '../support/journey';
import { signInFresh } from '../support/ui-login';

/**
 * /admin/detail, one class's page (docs/admin.md "The class detail page"): the administrator opens
 * the class of student01's pending note from /admin/home, sees its lessons, moves one (the list
 * shows the new time), is told why a lesson that has begun cannot be cancelled, hides a recording
 * and renames it, uploads a file and deletes it, and releases the note; student01 then no longer
 * finds the hidden recording on the class's page. Times are picked relative to the server's clock,
 * so it passes on any date.
 */
const journey = journeyFixtures();
const db = () => journey.server.database.db;
const PENDING = 0;
const RELEASED = 1;

let teclId = '';
let className = '';
let noteId = '';
let hiddenVodId = '';

const two = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
const localTime = (d: Date) => `${two(d.getHours())}:${two(d.getMinutes())}`;

const detailPage = (page: Page) => page.locator('[data-testid="admin-detail"][data-state="ready"]');
const lessonRow = (page: Page, courId: string) => page.locator(`[data-testid="lesson-row"][data-cour-id="${courId}"]`);

/** A pending note on a ready recording of tenant 1: the seed's, else one the administrator writes and hands in. */
async function pendingNote(): Promise<{ id: string; teclId: string }> {
  const [seeded] = await db()
    .select({ id: notes.id, teclId: vods.teclId })
    .from(notes)
    .innerJoin(vods, eq(vods.id, notes.vodId))
    .where(and(eq(notes.tenantId, '1'), eq(notes.status, PENDING), eq(vods.status, 'ready')))
    .limit(1);
  if (seeded !== undefined) return seeded;
  const [recording] = await db()
    .select({ id: vods.id, teclId: vods.teclId })
    .from(vods)
    .where(and(eq(vods.tenantId, '1'), eq(vods.status, 'ready')))
    .limit(1);
  const { jwt_token: token } = await login(journey.server.url, DEMO.admin);
  const made = await call(journey.server.url, '/v1/note', {
    method: 'POST',
    token,
    json: { vodId: recording!.id, title: 'Week summary', content: [{ type: 'paragraph', children: [{ text: 'Read before Monday.' }] }] },
  });
  expect(made.body.status).toBe(200);
  const handedIn = await call(journey.server.url, `/v1/note/${made.body.result.id}/status`, {
    method: 'POST',
    token,
    json: { status: PENDING },
  });
  expect(handedIn.body.status).toBe(200);
  return { id: made.body.result.id as string, teclId: recording!.teclId };
}

beforeAll(async () => {
  const note = await pendingNote();
  noteId = note.id;
  teclId = note.teclId;
  const [cls] = await db().select().from(teachingClasses).where(eq(teachingClasses.id, teclId));
  className = cls!.teclName;
  await signInFresh(journey.browser.page, journey.server.url, DEMO.admin.username, DEMO.admin.password);
});

describe('one class’s page (/admin/detail)', () => {
  it('opens from the class list and shows the class with its lessons', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.server.url}/#/admin/home`);
    await page.getByTestId('class-table').waitFor({ timeout: 15_000 });
    await page.getByTestId('filter-text').fill(className);
    await page.getByTestId('filter-text').press('Enter');
    const row = page.locator(`[data-testid="class-row"][data-tecl-id="${teclId}"]`);
    await row.getByTestId('class-open').click();

    await detailPage(page).waitFor({ timeout: 15_000 });
    expect(page.url()).toContain(`/admin/detail?teclId=${teclId}`);
    expect(await page.getByTestId('detail-class-name').innerText()).toBe(className);
    // Lessons still to come (or on now) first; the finished ones on request.
    const lessons = await db()
      .select({ id: courseSessions.id, end: courseSessions.courEndTime })
      .from(courseSessions)
      .where(eq(courseSessions.teclId, teclId));
    const toCome = lessons.filter((lesson) => lesson.end > journey.server.clock.now);
    expect(toCome.length).toBeGreaterThan(0);
    expect(await page.getByTestId('lesson-row').count()).toBe(toCome.length);
    await page.getByTestId('lessons-show-finished').check();
    expect(await page.getByTestId('lesson-row').count()).toBe(lessons.length);
  });

  it('moves a lesson to the next day at 19:00, keeping its length, and the list shows the new time', async () => {
    const { page } = journey.browser;
    const now = journey.server.clock.now;
    const [term] = await db()
      .select({ endDate: academicTerms.endDate })
      .from(academicTerms)
      .innerJoin(teachingClasses, eq(teachingClasses.acteId, academicTerms.id))
      .where(eq(teachingClasses.id, teclId));
    const dayAhead = new Date(now.getTime() + 86_400_000);
    const candidates = await db()
      .select()
      .from(courseSessions)
      .where(and(eq(courseSessions.teclId, teclId), gt(courseSessions.courBeginTime, dayAhead)))
      .orderBy(asc(courseSessions.courBeginTime));
    const lesson = candidates.find((candidate) => {
      const next = new Date(candidate.courBeginTime);
      next.setDate(next.getDate() + 1);
      return localDate(next) <= term!.endDate;
    });
    expect(lesson, 'a lesson at least a day ahead, with a next day inside the term').toBeDefined();
    const length = lesson!.courEndTime.getTime() - lesson!.courBeginTime.getTime();
    const begin = new Date(lesson!.courBeginTime);
    begin.setDate(begin.getDate() + 1);
    begin.setHours(19, 0, 0, 0);
    const end = new Date(begin.getTime() + length);

    await lessonRow(page, lesson!.id).getByTestId('lesson-move').click();
    const dialog = page.getByTestId('move-dialog');
    await dialog.getByTestId('move-date').fill(localDate(begin));
    await dialog.getByTestId('move-begin').fill('19:00');
    expect(await dialog.getByTestId('move-end').inputValue()).toBe(localTime(end));
    await dialog.getByTestId('move-save').click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });

    await expect
      .poll(() => lessonRow(page, lesson!.id).getByTestId('lesson-time').innerText(), { timeout: 10_000 })
      .toBe(`19:00–${localTime(end)}`);
    const [moved] = await db().select().from(courseSessions).where(eq(courseSessions.id, lesson!.id));
    expect(moved!.courBeginTime.getTime()).toBe(begin.getTime());
    expect(moved!.courEndTime.getTime()).toBe(end.getTime());
  });

  it('says why a lesson that has begun cannot be cancelled, and keeps it', async () => {
    const { page } = journey.browser;
    const [begun] = await db()
      .select({ id: courseSessions.id })
      .from(courseSessions)
      .where(and(eq(courseSessions.teclId, teclId), lte(courseSessions.courBeginTime, journey.server.clock.now)))
      .limit(1);
    expect(begun, 'a lesson of the class that has begun').toBeDefined();
    await lessonRow(page, begun!.id).getByTestId('lesson-cancel').click();
    const dialog = page.getByTestId('cancel-dialog');
    await dialog.getByTestId('cancel-confirm').click();
    const problem = dialog.getByTestId('cancel-problem');
    await problem.waitFor({ timeout: 10_000 });
    expect(await problem.getAttribute('data-reason')).toBe('cancelBegun');
    expect(await problem.innerText()).toContain('This lesson has begun, so it cannot be cancelled');
    await dialog.getByTestId('cancel-keep').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await db().select({ id: courseSessions.id }).from(courseSessions).where(eq(courseSessions.id, begun!.id))).toHaveLength(1);
  });

  it('hides a ready recording from students', async () => {
    const { page } = journey.browser;
    const [recording] = await db()
      .select({ id: vods.id })
      .from(vods)
      .where(and(eq(vods.teclId, teclId), eq(vods.status, 'ready'), eq(vods.hidden, false)))
      .orderBy(asc(vods.id))
      .limit(1);
    hiddenVodId = recording!.id;
    const { jwt_token: token } = await login(journey.server.url, DEMO.student01);
    const seen = await call(journey.server.url, `/v1/tecl/detail?teclId=${teclId}`, { token });
    expect(
      seen.body.result.recordings.map((r: { vodId: string }) => r.vodId),
      'student01 sees it before',
    ).toContain(hiddenVodId);
    await page.getByTestId('detail-tab-recordings').click();
    const row = page.locator(`[data-testid="recording-row"][data-vod-id="${hiddenVodId}"]`);
    expect(await row.getAttribute('data-hidden')).toBe('false');
    expect(await row.locator('[data-testid="recording-road"]').count()).toBeGreaterThan(0);
    await row.getByTestId('recording-toggle').click();
    await expect.poll(() => row.getAttribute('data-hidden'), { timeout: 10_000 }).toBe('true');
    expect(await row.getByTestId('recording-toggle').innerText()).toBe('Publish');
    const [stored] = await db().select({ hidden: vods.hidden }).from(vods).where(eq(vods.id, hiddenVodId));
    expect(stored!.hidden).toBe(true);
  });

  it('renames a recording; an empty title is refused beside the field in the page’s language', async () => {
    const { page } = journey.browser;
    const row = page.locator(`[data-testid="recording-row"][data-vod-id="${hiddenVodId}"]`);
    const [before] = await db().select({ title: vods.title }).from(vods).where(eq(vods.id, hiddenVodId));
    const dialog = page.getByTestId('rename-recording-dialog');
    const field = dialog.getByTestId('recording-title-field');
    const problem = dialog.getByTestId('recording-title-problem');
    await row.getByTestId('recording-rename').click();
    expect(await field.inputValue()).toBe(before!.title);
    await field.fill('   ');
    await dialog.getByTestId('recording-title-save').click();
    expect(await problem.innerText()).toBe('Give the recording a title.');
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill('  Limits and continuity  ');
    await dialog.getByTestId('recording-title-save').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.locator('strong').first().innerText(), { timeout: 10_000 }).toBe('Limits and continuity');
    const [after] = await db().select({ title: vods.title }).from(vods).where(eq(vods.id, hiddenVodId));
    expect(after!.title).toBe('Limits and continuity');

    // In Chinese, the same refusal in Chinese.
    await page.getByTestId('language-toggle').click();
    await row.getByTestId('recording-rename').click();
    await field.fill('');
    await dialog.getByTestId('recording-title-save').click();
    expect(await problem.innerText()).toBe('请填写录播标题。');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The roads are named in the page's language by their type, not by the name the encoder gave them.
    expect(await row.locator('[data-testid="recording-road"][data-road-type="1"]').first().innerText()).toMatch(/^教师画面/);
    await page.getByTestId('language-toggle').click();
    await expect.poll(() => page.getByTestId('detail-tab-recordings').innerText()).not.toMatch(/\p{Script=Han}/u);
  });

  it('uploads a file for the class, then deletes it after asking', async () => {
    const { page } = journey.browser;
    const fileName = `reading-list-${Date.now().toString(36)}.txt`;
    await page.getByTestId('detail-tab-resources').click();
    await page.getByTestId('resource-upload-input').setInputFiles({
      name: fileName,
      mimeType: 'text/plain',
      buffer: Buffer.alloc(512 * 1024, 'Chapter 3, sections 1 to 4.\n'),
    });
    const row = page.locator('[data-testid="resource-row"]', { hasText: fileName });
    await row.waitFor({ timeout: 15_000 });
    const [stored] = await db()
      .select()
      .from(courseResources)
      .where(and(eq(courseResources.teclId, teclId), eq(courseResources.fileName, fileName)));
    expect(stored).toMatchObject({ sizeBytes: 512 * 1024, courId: null });
    expect(await row.getAttribute('data-resource-id')).toBe(stored!.id);

    await row.getByTestId('resource-delete').click();
    const dialog = page.getByTestId('resource-delete-dialog');
    expect(await dialog.innerText()).toContain(fileName);
    await dialog.getByTestId('resource-delete-confirm').click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await row.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await db().select().from(courseResources).where(eq(courseResources.id, stored!.id))).toEqual([]);
  });

  it('releases the pending note', async () => {
    const { page } = journey.browser;
    await page.getByTestId('detail-tab-notes').click();
    const row = page.locator(`[data-testid="note-row"][data-note-id="${noteId}"]`);
    await row.getByTestId('note-release').click();
    await row.waitFor({ state: 'detached', timeout: 10_000 });
    const [released] = await db().select({ status: notes.status }).from(notes).where(eq(notes.id, noteId));
    expect(released!.status).toBe(RELEASED);
  });

  it('shows the enrolled students and their viewing figures', async () => {
    const { page } = journey.browser;
    await page.getByTestId('detail-tab-students').click();
    await page.getByTestId('enrolled-table').waitFor({ timeout: 10_000 });
    await page.getByTestId('detail-tab-viewing').click();
    await page.getByTestId('viewing').waitFor({ timeout: 10_000 });
    const shown = await page.getByTestId('viewing-student').count();
    expect(shown).toBeGreaterThan(0);
    expect(await page.getByTestId('viewing-watched').innerText()).toContain(`/ ${shown}`);
  });

  it('has no serious accessibility finding on any tab', async () => {
    const { page } = journey.browser;
    for (const tab of ['lessons', 'recordings', 'resources', 'students', 'notes', 'viewing']) {
      await page.getByTestId(`detail-tab-${tab}`).click();
      await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
      await expectNoSeriousViolations(page, `/admin/detail, tab ${tab}`, { media: false });
    }
  });

  it('student01 no longer finds the hidden recording on the class’s page', async () => {
    const { page } = journey.browser;
    await signInFresh(page, journey.server.url, DEMO.student01.username, DEMO.student01.password);
    await page.goto(`${journey.server.url}/#/video-detail?teclId=${teclId}`);
    await page.getByTestId('recordings-section').waitFor({ timeout: 15_000 });
    expect(await page.locator(`[data-testid="recording"][data-vod-id="${hiddenVodId}"]`).count()).toBe(0);
    const { jwt_token: token } = await login(journey.server.url, DEMO.student01);
    const detail = await call(journey.server.url, `/v1/tecl/detail?teclId=${teclId}`, { token });
    expect(detail.body.status).toBe(200);
    expect(detail.body.result.recordings.map((recording: { vodId: string }) => recording.vodId)).not.toContain(hiddenVodId);
  });
});
