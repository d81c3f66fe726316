import { eq } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { vods } from '../../server/db/schema';
import { expectNoSeriousViolations } from '../support/axe';
import { journeyFixtures } from '../support/journey';
import { playableTeacherRecording } from '../support/teacher-recording';
import { ensureSignedIn, sessionToken, signInFresh } from '../support/ui-login';

/**
 * /clip-manage, the teacher's media (docs/uploads.md "The media page"), against the real server
 * with its job queue: teacher01 cuts a clip from one of his recordings, waits until the queue
 * has made it, and plays it; renames, attaches and deletes a resource; a student is turned away.
 */
const journey = journeyFixtures({ jobs: true });
const CLIP_S = 12;
const IN_S = 2;
const OUT_S = 6;

let vodId: string;
let teclId: string;
let recordingTitle: string;

const time = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** A call to the API as the signed-in page makes it. */
async function api<T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${journey.server.url}${path}`, {
    method,
    headers: { 'jwt-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await response.json()) as { result: T }).result;
}

/** A clip made through the API, once the job queue has cut it. */
async function readyClip(token: string, title: string): Promise<string> {
  const { id } = await api<{ id: string }>(token, 'POST', '/v1/media/clips', { vodId, inS: 0, outS: 3, title });
  await expect
    .poll(
      async () => {
        const page = await api<{ records: { id: string; status: string }[] }>(
          token,
          'GET',
          '/v1/media/resources?page.pageIndex=1&page.pageSize=100',
        );
        return page.records.find((record) => record.id === id)?.status;
      },
      { timeout: 90_000, interval: 1_000 },
    )
    .toBe('ready');
  return id;
}

beforeAll(async () => {
  ({ vodId, teclId } = await playableTeacherRecording(journey.server, CLIP_S));
  const [row] = await journey.server.database.db.select({ title: vods.title }).from(vods).where(eq(vods.id, vodId));
  recordingTitle = row!.title;
}, 120_000);

it('lists no resources yet, with the empty-data placeholder', async () => {
  const { page } = journey.browser;
  await ensureSignedIn(page, journey.server.url, 'teacher01', 'Teacher@12345');
  await page.goto(`${journey.server.url}/#/clip-manage`);
  const tab = page.getByRole('tab', { name: 'My resources' });
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  await expect.poll(() => page.getByTestId('empty-block').textContent()).toContain('No resources yet');
  // The header is hidden on this page (SPEC §2 "Layout header").
  expect(await page.getByTestId('header').count()).toBe(0);
});

it('cuts a clip from a recording, waits until it is made, and plays it', async () => {
  const { page } = journey.browser;
  await ensureSignedIn(page, journey.server.url, 'teacher01', 'Teacher@12345');
  await page.goto(`${journey.server.url}/#/clip-manage`);
  await page.getByRole('tab', { name: 'Clips' }).click();
  await page.waitForURL(/tab=clips/);

  // Find the recording by its title and open it in the clip editor.
  await page.getByRole('searchbox', { name: 'Search recordings by title' }).fill(recordingTitle);
  await page.getByRole('searchbox', { name: 'Search recordings by title' }).press('Enter');
  await page.locator(`[data-testid="clip-source"][data-vod-id="${vodId}"]`).click();
  const editor = page.getByTestId('clip-editor');
  const video = editor.getByTestId('media-video');
  // The recording plays: its length is known once hls.js has its playlist.
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration), { timeout: 20_000 }).toBeGreaterThan(OUT_S);

  // Asking too early says what is missing.
  await editor.getByTestId('clip-create').click();
  const problems = await editor.getByTestId('clip-problems').textContent();
  expect(problems).toContain('Set the in point.');
  expect(problems).toContain('Give it a title.');

  // In at the player's time, out typed as a clock time.
  await video.evaluate((element: HTMLVideoElement, at) => {
    element.currentTime = at;
  }, IN_S);
  await expect.poll(() => time(video)).toBeCloseTo(IN_S, 0);
  await editor.getByTestId('clip-set-in').click();
  expect(await editor.getByTestId('clip-in-time').textContent()).toBe('0:02.0');
  await editor.getByTestId('clip-out-field').fill(`0:0${OUT_S}`);
  expect(await editor.getByTestId('clip-out-time').textContent()).toBe('0:06.0');
  // Fine adjustment from the keyboard: a tenth of a second per arrow.
  await editor.getByTestId('clip-out-field').press('ArrowUp');
  expect(await editor.getByTestId('clip-out-time').textContent()).toBe('0:06.1');
  await editor.getByTestId('clip-out-field').press('ArrowDown');
  expect(await editor.getByTestId('clip-out-time').textContent()).toBe('0:06.0');
  expect(await editor.getByTestId('clip-summary').textContent()).toContain('Clip length 0:04.0');
  await editor.getByTestId('clip-title').fill('Four seconds of the lecture');
  await editor.getByTestId('clip-create').click();
  expect(await editor.getByTestId('clip-problems').count()).toBe(0);

  // The clip is listed, processing, until the job queue has cut it; the list asks again by itself.
  const row = page.getByTestId('resource-row').filter({ hasText: 'Four seconds of the lecture' });
  await row.waitFor({ timeout: 15_000 });
  const status = row.getByTestId('resource-status');
  await expect.poll(() => status.getAttribute('data-status'), { timeout: 90_000, interval: 1_000 }).not.toBe('processing');
  // A failed cut shows its reason in the row.
  expect(await status.getAttribute('data-status'), (await row.locator('td').nth(3).textContent()) ?? undefined).toBe('ready');
  expect(await row.locator('td').nth(1).textContent()).toMatch(/^0:0[34]$/);

  await expectNoSeriousViolations(page, '/clip-manage?tab=clips with a recording open and a clip listed');

  await row.getByRole('button', { name: 'Play Four seconds of the lecture' }).click();
  const dialog = page.getByTestId('play-dialog');
  await expect.poll(() => time(dialog.getByTestId('media-video')), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await expectNoSeriousViolations(page, 'the play dialog of /clip-manage');
  await dialog.getByRole('button', { name: 'Close' }).click();
}, 180_000);

it('renames, attaches to a lesson and deletes a resource, shown with its poster and its speaker', async () => {
  const { page } = journey.browser;
  await ensureSignedIn(page, journey.server.url, 'teacher01', 'Teacher@12345');
  const id = await readyClip((await sessionToken(page))!, 'Opening minute');
  await page.goto(`${journey.server.url}/#/clip-manage`);
  const row = page.locator(`[data-testid="resource-row"][data-id="${id}"]`);
  await row.waitFor({ timeout: 15_000 });
  expect(await row.getByTestId('resource-speaker').textContent()).toBe('Dr. Li Wei 李伟');
  // The poster comes with the session, shown from a blob address.
  await expect.poll(() => row.getByTestId('resource-poster').getAttribute('src'), { timeout: 10_000 }).toMatch(/^blob:/);
  expect(await row.getByTestId('resource-poster').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Rename, from the keyboard: the field has the focus, Enter saves.
  await row.getByRole('button', { name: 'Rename Opening minute' }).click();
  const field = page.getByTestId('rename-field');
  await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
  await field.fill('   ');
  await field.press('Enter');
  expect(await page.getByTestId('rename-dialog').getByRole('alert').textContent()).toBe('Give it a title.');
  await field.fill('The first minute, again');
  await field.press('Enter');
  await page.getByTestId('rename-dialog').waitFor({ state: 'detached' });
  await expect.poll(() => row.locator('[data-ellipsis]').first().textContent()).toBe('The first minute, again');

  // Attach it to a lesson of the recording's class: the class's viewers get it as a recording.
  await row.getByRole('button', { name: 'Attach to a lesson The first minute, again' }).click();
  const attach = page.getByTestId('attach-dialog');
  await attach.getByRole('combobox', { name: 'Class' }).selectOption(teclId);
  const lesson = attach.getByRole('combobox', { name: 'Lesson' });
  await expect.poll(() => lesson.locator('option').count()).toBeGreaterThan(1);
  const [courId] = await lesson.selectOption({ index: 1 });
  await attach.getByTestId('attach-confirm').click();
  await attach.waitFor({ state: 'detached', timeout: 10_000 });
  const token = (await sessionToken(page))!;
  // The lesson now has a recording, titled after the lesson like every lesson's recording (docs/uploads.md).
  const info = await api<{ lessons: { courId: string | null; title: string }[] }>(token, 'GET', `/v1/vod/playInfo?teclId=${teclId}`);
  const recording = info.lessons.find((entry) => entry.courId === courId);
  expect(recording?.title.trim()).toBeTruthy();

  // Delete asks first, with Cancel focused, and names what goes.
  await row.getByRole('button', { name: 'Delete The first minute, again' }).click();
  const confirm = page.getByRole('alertdialog');
  expect(await confirm.textContent()).toContain('"The first minute, again" and its files will be deleted');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
  await confirm.getByTestId('delete-confirm').click();
  await row.waitFor({ state: 'detached', timeout: 10_000 });
  const rows = await api<{ records: { id: string }[] }>(token, 'GET', '/v1/media/resources?page.pageIndex=1&page.pageSize=100');
  expect(rows.records.map((record) => record.id)).not.toContain(id);
});

it('sends a student to /no-access', async () => {
  const { page } = journey.browser;
  await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
  await page.goto(`${journey.server.url}/#/clip-manage`);
  await page.waitForURL(/#\/no-access/, { timeout: 15_000 });
});
