import { createHash } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Page, Request, Route } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { courseResources, courseSessions, personalResources, teachingClasses, uploadFiles, users, vods } from '../../server/db/schema';
import { runFfmpeg } from '../../server/media/ffmpeg';
import { UPLOAD_CHUNK_BYTES } from '../../src/constants';
import { journeyFixtures } from '../support/journey';
import { videoTime } from '../support/player-video';
import { signInFresh } from '../support/ui-login';
import { generatedLecture, identifierOf } from '../support/upload-client';

/**
 * A teacher uploads a lecture through the uploader panel (SPEC §2, §4, §7; issue 17): from the
 * class page, through the statuses md5, uploading, merging or transcoding and success, to a
 * recording that plays; an upload cut off by a closed page continues on a new page from the
 * chunks the server holds, none of them sent again; one file sent to two places at once is two
 * uploads, both kept (SPEC §9 "duplicate uploads allowed"); and a file the server refuses says why
 * in the reader's language.
 */
const MIB = 1024 * 1024;
/** Above the four chunks of `large`, so a bigger file can be refused for its size. */
const MAX_FILE_MIB = 45;
const journey = journeyFixtures({ jobs: true, env: { UPLOAD_MAX_FILE_BYTES: String(MAX_FILE_MIB * MIB) } });
const TEACHER = ['teacher01', 'Teacher@12345'] as const;
const TRANSCODE_MS = 120_000;

type Payload = { name: string; mimeType: string; buffer: Buffer };
type Lesson = { teclId: string; courId: string };

let small: Payload;
let large: Payload;
let lesson: Lesson;
/** Another lesson of the class: the first has a recording once the first test is done. */
let another: Lesson;

/** Two lessons of one class of teacher01 that are over and have no recording: their schedule cells offer "Upload recording". */
async function endedLessons(): Promise<[Lesson, Lesson]> {
  const rows = await journey.server.database.db
    .select({ teclId: courseSessions.teclId, courId: courseSessions.id })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .innerJoin(users, eq(users.id, teachingClasses.teacherId))
    .leftJoin(vods, eq(vods.courId, courseSessions.id))
    .where(
      and(
        eq(users.username, 'teacher01'),
        eq(users.tenantId, '1'),
        lte(courseSessions.courEndTime, journey.server.clock.now),
        isNull(vods.id),
      ),
    )
    .orderBy(asc(courseSessions.courBeginTime))
    .limit(20);
  const first = rows[0]!;
  return [first, rows.find((row) => row.teclId === first.teclId && row.courId !== first.courId)!];
}

/** Raw frames: a short video of four 10 MiB chunks that transcodes quickly. */
async function rawLecture(seconds: number): Promise<Buffer> {
  const file = join(await mkdtemp(join(tmpdir(), 'lectern-upload-')), 'raw.mkv');
  await runFfmpeg([
    ...['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=320x240:rate=25`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'rawvideo', '-pix_fmt', 'yuv420p', '-c:a', 'pcm_s16le', '-shortest', file],
  ]);
  return readFile(file);
}

const chunkCall = (url: URL | string) => new URL(url).pathname === '/v1/upload/chunk';
const chunkNumber = (request: Request) => Number(new URL(request.url()).searchParams.get('resumableChunkNumber'));
const isChunkPost = (request: Request) => request.method() === 'POST' && chunkCall(request.url());

const row = (page: Page) => page.getByTestId('upload-row');

/** Every status the panel's row shows, in order, as the page renders them. */
async function recordStatuses(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { uploadStatuses: seen });
    new MutationObserver(() => {
      const status = document.querySelector('[data-testid=upload-row]')?.getAttribute('data-status');
      if (status && seen[seen.length - 1] !== status) seen.push(status);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
  });
}
const recordedStatuses = (page: Page) => page.evaluate(() => (window as unknown as { uploadStatuses: string[] }).uploadStatuses);

async function chooseFile(page: Page, button: ReturnType<Page['getByTestId']>, file: Payload): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

const openClassPage = async (page: Page, target: Lesson = lesson) => {
  await page.goto(`${journey.server.url}/#/video-detail?teclId=${target.teclId}`);
  return page.locator(`[data-testid=schedule-lesson][data-cour-id="${target.courId}"]`).getByTestId('upload-recording');
};

const uploadRow = async (identifier: string) =>
  (await journey.server.database.db.select().from(uploadFiles).where(eq(uploadFiles.uniqueIdentifier, identifier)))[0];

beforeAll(async () => {
  [lesson, another] = await endedLessons();
  small = { name: 'week 3 lecture.mp4', mimeType: 'video/mp4', buffer: await generatedLecture(4) };
  large = { name: 'week 4 lecture.mkv', mimeType: 'video/x-matroska', buffer: await rawLecture(13) };
  expect(Math.ceil(large.buffer.length / UPLOAD_CHUNK_BYTES)).toBe(4);
}, 120_000);

it(
  'uploads a recording from the class page through md5, uploading, merging and transcoding to success, and it plays',
  async () => {
    const { page } = journey.browser;
    await signInFresh(page, journey.server.url, ...TEACHER);
    const upload = await openClassPage(page);
    await recordStatuses(page);

    // The chunk waits until the panel has shown it being sent.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunkCall, async (route: Route) => {
      if (route.request().method() === 'POST') await released;
      await route.continue();
    });
    await chooseFile(page, upload, small);

    const panel = page.getByTestId('uploader-panel');
    await panel.waitFor();
    await expect.poll(() => panel.getByTestId('uploader-hint').textContent()).toBe('Do not close or refresh the page during upload');
    // Scrolled to its end, the page (its last resources and weeks, its footer) ends above the panel, not under it.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const page = document.querySelector('[data-testid=uploader-room]')!.previousElementSibling!.getBoundingClientRect();
          return Math.round(document.querySelector('[data-testid=uploader-panel]')!.getBoundingClientRect().top - page.bottom);
        }),
      )
      .toBeGreaterThanOrEqual(0);
    await expect.poll(() => row(page).getAttribute('data-status'), { timeout: 15_000 }).toBe('uploading');
    expect(await row(page).getByTestId('upload-status').textContent()).toMatch(/^uploading \d{1,3}%$/);
    expect(await row(page).locator('[data-ellipsis]').textContent()).toBe(small.name);
    expect(await row(page).getByTestId('upload-pause').isVisible()).toBe(true);
    // Closing the panel now asks first; cancelling the question keeps the upload.
    await panel.getByTestId('uploader-close').click();
    const question = page.getByTestId('uploader-close-confirm');
    await question.waitFor();
    expect(await question.getByRole('heading').textContent()).toBe('Hint');
    expect(await question.getByTestId('uploader-close-cancel').textContent()).toBe('Cancel');
    expect(await question.textContent()).toContain('There are uploads in progress, confirm close?');
    await question.getByTestId('uploader-close-cancel').click();
    await question.waitFor({ state: 'detached' });
    expect(await row(page).getAttribute('data-status')).toBe('uploading');
    release();

    await expect.poll(() => row(page).getAttribute('data-status'), { timeout: TRANSCODE_MS }).toBe('success');
    await page.unroute(chunkCall);
    expect(await panel.getByTestId('uploader-title').textContent()).toBe('finished 1 / 1');
    // Nothing left that closing or leaving would stop: no warning not to.
    expect(await panel.getByTestId('uploader-hint').count()).toBe(0);
    const statuses = await recordedStatuses(page);
    expect(statuses[0]).toBe('md5');
    expect(statuses).toContain('uploading');
    expect(statuses.indexOf('uploading')).toBeLessThan(statuses.findIndex((s) => s === 'merging' || s === 'transcoding'));
    expect(statuses.findIndex((s) => s === 'merging' || s === 'transcoding')).toBeGreaterThan(0);
    expect(statuses.at(-1)).toBe('success');

    const stored = await uploadRow(identifierOf(small.buffer));
    expect(stored).toMatchObject({ status: 'success', target: 'recording', teclId: lesson.teclId, courId: lesson.courId });
    expect(stored!.md5).toBe(createHash('md5').update(small.buffer).digest('hex'));

    await page.goto(`${journey.server.url}/#/play-video?teclId=${lesson.teclId}&target=video&vodId=${stored!.vodId}`);
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  },
  TRANSCODE_MS + 60_000,
);

it(
  'continues an upload cut off by a closed page from the chunks the server holds, sending none of them again',
  async () => {
    const { context } = journey.browser;
    const identifier = identifierOf(large.buffer);

    // First page: chunks 1 and 2 reach the server; 3 and 4 are held until the page closes.
    const first = await context.newPage();
    await signInFresh(first, journey.server.url, ...TEACHER);
    const held: Route[] = [];
    let cutOff = false;
    await first.route(chunkCall, async (route: Route) => {
      if (!isChunkPost(route.request()) || chunkNumber(route.request()) <= 2) await route.continue();
      else if (cutOff) await route.abort().catch(() => undefined);
      else held.push(route);
    });
    const stored: number[] = [];
    first.on('response', (response) => {
      if (isChunkPost(response.request()) && response.ok()) stored.push(chunkNumber(response.request()));
    });
    await chooseFile(first, await openClassPage(first, another), large);
    await expect.poll(() => [...stored].sort(), { timeout: 30_000 }).toEqual([1, 2]);
    // Both remaining chunks are on their way: nothing else is sent until one of them ends.
    await expect.poll(() => held.map((route) => chunkNumber(route.request())).sort(), { timeout: 30_000 }).toEqual([3, 4]);
    expect((await uploadRow(identifier))?.status).toBe('uploading');

    // Leaving while a file is being sent asks first (the browser's leave warning).
    const asked = first.waitForEvent('dialog');
    const closed = first.waitForEvent('close');
    void first.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    // Cut the held chunks off while the question holds the page, and any retry of them too: a
    // request still paused when the page goes may be let through by the browser.
    cutOff = true;
    for (const route of held) await route.abort().catch(() => undefined);
    await dialog.accept();
    await closed;

    // A new page remembers the file as paused, and choosing it again sends only what is missing.
    const second = await context.newPage();
    const posted: number[] = [];
    second.on('request', (request) => {
      if (isChunkPost(request)) posted.push(chunkNumber(request));
    });
    await signInFresh(second, journey.server.url, ...TEACHER);
    const remembered = row(second);
    await expect.poll(() => remembered.getAttribute('data-status'), { timeout: 15_000 }).toBe('remembered');
    expect(await remembered.getByTestId('upload-status').textContent()).toBe('paused: choose the file again to continue');
    expect(await remembered.locator('[data-ellipsis]').textContent()).toBe(large.name);

    await chooseFile(second, remembered.getByTestId('upload-choose'), large);
    await expect.poll(() => row(second).getAttribute('data-status'), { timeout: TRANSCODE_MS }).toBe('success');
    expect(await row(second).count()).toBe(1);
    expect([...posted].sort()).toEqual([3, 4]);

    const upload = await uploadRow(identifier);
    expect(upload).toMatchObject({ status: 'success', courId: another.courId, totalChunks: 4 });
    expect(upload!.md5).toBe(createHash('md5').update(large.buffer).digest('hex'));
    await second.close();
  },
  TRANSCODE_MS + 90_000,
);

it(
  'sends one lecture to the class’s resources and to the teacher’s media at once: two uploads, both kept',
  async () => {
    const page = await journey.browser.context.newPage();
    await signInFresh(page, journey.server.url, ...TEACHER);
    // The first file's chunk waits until the second file is in the panel: both are sent by one page at once.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunkCall, async (route: Route) => {
      if (route.request().method() === 'POST') await released;
      await route.continue();
    });
    await page.goto(`${journey.server.url}/#/video-detail?teclId=${lesson.teclId}`);
    await chooseFile(page, page.getByTestId('upload-resource'), small);
    await expect.poll(() => row(page).first().getAttribute('data-status'), { timeout: 15_000 }).toBe('uploading');
    // The panel stays while the teacher moves to their media page, and the same file goes there too.
    await page.evaluate(() => (location.hash = '#/clip-manage'));
    await chooseFile(page, page.getByTestId('upload-button'), small);
    await expect.poll(() => row(page).count()).toBe(2);
    // Hashed and queued behind the first file's chunk (resumable.js starts it when a chunk ends).
    await expect.poll(() => row(page).nth(1).getAttribute('data-status'), { timeout: 15_000 }).toBe('waiting');
    release();

    await expect
      .poll(async () => Promise.all([row(page).nth(0).getAttribute('data-status'), row(page).nth(1).getAttribute('data-status')]), {
        timeout: TRANSCODE_MS,
      })
      .toEqual(['success', 'success']);
    expect(await page.getByTestId('uploader-title').textContent()).toBe('finished 2 / 2');
    const uploads = await journey.server.database.db
      .select({ target: uploadFiles.target, status: uploadFiles.status })
      .from(uploadFiles)
      .where(eq(uploadFiles.uniqueIdentifier, identifierOf(small.buffer)));
    expect(uploads.map((upload) => `${upload.target} ${upload.status}`).sort()).toEqual([
      'attachment success',
      'recording success',
      'resource success',
    ]);
    const attachment = await journey.server.database.db
      .select({ id: courseResources.id })
      .from(courseResources)
      .where(and(eq(courseResources.teclId, lesson.teclId), eq(courseResources.fileName, small.name)));
    expect(attachment).toHaveLength(1);
    const resource = await journey.server.database.db
      .select({ id: personalResources.id })
      .from(personalResources)
      .where(eq(personalResources.title, 'week 3 lecture'));
    expect(resource).toHaveLength(1);
    await page.close();
  },
  TRANSCODE_MS + 60_000,
);

it("says why a file is refused in the reader's language: too large, on the Chinese page, from the reason and the limit", async () => {
  const page = await journey.browser.context.newPage();
  await signInFresh(page, journey.server.url, ...TEACHER);
  await page.evaluate(() => localStorage.setItem('lectern.lang', 'zh'));
  await page.goto(`${journey.server.url}/#/clip-manage`);
  await page.reload();
  // Passed by path: the browser reads it from disk, as a teacher's own file.
  const tooLarge = join(await mkdtemp(join(tmpdir(), 'lectern-upload-')), 'whole term.mp4');
  await writeFile(tooLarge, Buffer.alloc((MAX_FILE_MIB + 1) * MIB, 7));
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('upload-button').click();
  await (await chooser).setFiles(tooLarge);

  // Its own row: the panel may also list files an earlier page left unfinished.
  const refused = row(page).filter({ hasText: 'whole term.mp4' });
  await expect.poll(() => refused.getAttribute('data-status'), { timeout: 30_000 }).toBe('failed');
  const sentence = `单个文件最大 ${MAX_FILE_MIB} MiB，此文件超出了限制。`;
  expect(await refused.getByTestId('upload-reason').textContent()).toBe(sentence);
  // The server's English names its request fields: it is never shown.
  expect(await page.locator('body').textContent()).not.toMatch(/resumableTotalSize|UPLOAD_MAX_FILE_BYTES/);
  await page.close();
});
