import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { VOD_STATUS, courseResources, enrolments, users, vodRoads, vods, watchRecords } from '../../server/db/schema';
import { DEMO_CLIPS, DEMO_MEDIA_DIR, generateClip } from '../../server/media/demo-media';
import { openBrowser } from '../support/browser';
import { journeyFixtures } from '../support/journey';
import { signInFresh } from '../support/ui-login';

/**
 * Watching a recording in the browser: real HLS through hls.js from the access-controlled
 * stream route, the position saved, resumed in another browser, roads switched. The test server
 * has no demo video, so the clip behind the played lesson is made here, shorter (12 s).
 */
const journey = journeyFixtures();
const CLIP_S = 12;

let teclId: string;
let vodId: string;
let studentId: string;

const video = (page: Page) => page.getByTestId('player-video');
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

beforeAll(async () => {
  const { db } = journey.server.database;
  const [student] = await db.select({ id: users.id }).from(users).where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
  // The newest recording of a class student01 attends: what /play-video plays first.
  const [row] = await db
    .select({ teclId: vods.teclId })
    .from(vods)
    .innerJoin(enrolments, eq(enrolments.teclId, vods.teclId))
    .where(and(eq(enrolments.studentId, student!.id), eq(vods.status, VOD_STATUS.ready)))
    .limit(1);
  teclId = row!.teclId;
  studentId = student!.id;
  const [newest] = await db.select({ id: vods.id }).from(vods)
    .where(and(eq(vods.teclId, teclId), eq(vods.status, VOD_STATUS.ready))).orderBy(desc(vods.createdAt), desc(vods.id)).limit(1);
  vodId = newest!.id;
  const roads = await db.select({ hlsPath: vodRoads.hlsPath }).from(vodRoads).where(eq(vodRoads.vodId, vodId));
  const clipId = roads[0]!.hlsPath.split('/')[1];
  const spec = DEMO_CLIPS.find((clip) => clip.id === clipId)!;
  await generateClip(`${journey.server.app.deps.mediaDir}/${DEMO_MEDIA_DIR}`, { ...spec, durationS: CLIP_S });
  // A first viewing: the seeded history must not decide where it starts.
  await db.delete(watchRecords).where(and(eq(watchRecords.vodId, vodId), eq(watchRecords.userId, studentId)));
}, 120_000);

const savedPosition = async () =>
  (await journey.server.database.db.select().from(watchRecords)
    .where(and(eq(watchRecords.vodId, vodId), eq(watchRecords.userId, studentId))))[0]?.positionS ?? 0;

it('plays the newest recording of a class and saves where the viewer is', async () => {
  const { page } = journey.browser;
  await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
  await page.goto(`${journey.server.url}/#/play-video?teclId=${teclId}&target=video`);
  await page.getByTestId('player-stage').and(page.locator(`[data-vod-id="${vodId}"]`)).waitFor();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(4);
  await video(page).evaluate((element: HTMLVideoElement) => element.pause());
  const paused = await currentTime(page);
  await expect.poll(savedPosition, { timeout: 10_000 }).toBeCloseTo(paused, 0);
});

it('resumes at the saved position in another browser', async () => {
  const saved = await savedPosition();
  expect(saved).toBeGreaterThan(4);
  const other = await openBrowser();
  try {
    await signInFresh(other.page, journey.server.url, 'student01', 'Student@12345');
    await other.page.goto(`${journey.server.url}/#/play-video?teclId=${teclId}&target=video`);
    await expect.poll(() => video(other.page).evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    // Started where the first browser stopped, not from the beginning.
    expect(await currentTime(other.page)).toBeGreaterThanOrEqual(saved - 0.5);
  } finally {
    await other.close();
  }
});

it('starts at a time deep link, then switches to another road keeping the position', async () => {
  const { page } = journey.browser;
  await page.goto(`${journey.server.url}/#/home`);
  await page.getByTestId('player-stage').waitFor({ state: 'detached' });
  await page.goto(`${journey.server.url}/#/play-video?teclId=${teclId}&target=video&t=2`);
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  // t=2 wins over the saved position (past 4 s).
  const start = await currentTime(page);
  expect(start).toBeGreaterThanOrEqual(1.5);
  expect(start).toBeLessThan(4);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(3);
  const before = await currentTime(page);
  const screen = page.getByTestId('road-2');
  await screen.click();
  await expect.poll(() => screen.getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(before);
  expect(await page.getByTestId('road-1').getAttribute('aria-pressed')).toBe('false');
});

it('shows captions with the kept settings, and answers the keyboard', async () => {
  const { page } = journey.browser;
  await page.goto(`${journey.server.url}/#/home`);
  await page.getByTestId('player-stage').waitFor({ state: 'detached' });
  await page.goto(`${journey.server.url}/#/play-video?teclId=${teclId}&target=video&vodId=${vodId}&t=1`);
  const track = () =>
    video(page).evaluate((element: HTMLVideoElement) => {
      const [first] = Array.from(element.textTracks);
      return first ? { mode: first.mode, cues: first.cues?.length ?? 0 } : null;
    });
  await expect.poll(track, { timeout: 20_000 }).toEqual({ mode: 'showing', cues: expect.any(Number) });
  expect((await track())!.cues).toBeGreaterThan(0);

  await page.getByTestId('caption-colour').selectOption('yellow');
  await page.getByTestId('captions-toggle').click();
  await expect.poll(async () => (await track())?.mode).toBe('hidden');
  // Kept with the menu data: a reload keeps them off and yellow.
  await page.reload();
  await expect.poll(async () => (await track())?.mode, { timeout: 20_000 }).toBe('hidden');
  expect(await page.getByTestId('caption-colour').inputValue()).toBe('yellow');
  await page.getByTestId('captions-toggle').click();
  await expect.poll(async () => (await track())?.mode).toBe('showing');

  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1.5);
  await page.getByTestId('player-lessons').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press(' ');
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  const before = await currentTime(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentTime(page)).toBeCloseTo(Math.min(before + 5, CLIP_S), 0);
  await page.keyboard.press('m');
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
});

it("lists the lesson's and the class's files beside the player and downloads them all as one zip", async () => {
  const { page } = journey.browser;
  const { db } = journey.server.database;
  // A recording with its own file (the lecture notes), in a class student01 attends.
  const [withNotes] = await db
    .select({ teclId: courseResources.teclId, vodId: courseResources.vodId })
    .from(courseResources)
    .innerJoin(enrolments, eq(enrolments.teclId, courseResources.teclId))
    .where(and(eq(enrolments.studentId, studentId), isNotNull(courseResources.vodId), eq(courseResources.invalid, false)))
    .limit(1);
  // Withdrawn files stay listed (marked) but are never packed.
  const listed = (await db.select().from(courseResources).where(eq(courseResources.teclId, withNotes!.teclId)))
    .filter((file) => file.vodId === null || file.vodId === withNotes!.vodId);
  const files = listed.filter((file) => !file.invalid);
  expect(files.length).toBeGreaterThanOrEqual(2);
  for (const file of files) {
    const stored = join(journey.server.app.deps.mediaDir, file.storagePath);
    mkdirSync(dirname(stored), { recursive: true });
    writeFileSync(stored, `file ${file.fileName}`);
  }
  await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
  await page.goto(`${journey.server.url}/#/play-video?teclId=${withNotes!.teclId}&target=video&vodId=${withNotes!.vodId}`);
  const panel = page.getByTestId('player-resources');
  await expect.poll(() => panel.getByTestId('resource').count(), { timeout: 20_000 }).toBe(listed.length);
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('resources-pack').click()]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entries = await zipEntryNames((await download.path())!);
  expect(entries.sort()).toEqual(files.map((file) => file.fileName).sort());
});

/** The file names inside a zip on disk. */
function zipEntryNames(path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
