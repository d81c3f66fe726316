import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import yauzl from 'yauzl';
import {
  VOD_STATUS,
  collections,
  courseResources,
  editorImages,
  enrolments,
  users,
  vodRoads,
  vods,
  watchRecords,
} from '../../server/db/schema';
import { SCREENSHOT_MAX_BYTES } from '../../src/constants';
import { DEMO_CLIPS, generateClip } from '../../server/media/demo-media';
import { openBrowser } from '../support/browser';
import { journeyFixtures } from '../support/journey';
import { ensureSignedIn, signInFresh } from '../support/ui-login';

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
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
  // The newest recording of a class student01 attends: what /play-video plays first.
  const [row] = await db
    .select({ teclId: vods.teclId })
    .from(vods)
    .innerJoin(enrolments, eq(enrolments.teclId, vods.teclId))
    .where(and(eq(enrolments.studentId, student!.id), eq(vods.status, VOD_STATUS.ready)))
    .limit(1);
  teclId = row!.teclId;
  studentId = student!.id;
  const [newest] = await db
    .select({ id: vods.id })
    .from(vods)
    .where(and(eq(vods.teclId, teclId), eq(vods.status, VOD_STATUS.ready)))
    .orderBy(desc(vods.createdAt), desc(vods.id))
    .limit(1);
  vodId = newest!.id;
  const roads = await db.select({ hlsPath: vodRoads.hlsPath }).from(vodRoads).where(eq(vodRoads.vodId, vodId));
  const clipId = roads[0]!.hlsPath.split('/')[1];
  const spec = DEMO_CLIPS.find((clip) => clip.id === clipId)!;
  await generateClip(journey.server.app.deps.media, { ...spec, durationS: CLIP_S });
  // A first viewing: the seeded history must not decide where it starts.
  await db.delete(watchRecords).where(and(eq(watchRecords.vodId, vodId), eq(watchRecords.userId, studentId)));
}, 120_000);

const savedPosition = async () =>
  (
    await journey.server.database.db
      .select()
      .from(watchRecords)
      .where(and(eq(watchRecords.vodId, vodId), eq(watchRecords.userId, studentId)))
  )[0]?.positionS ?? 0;

/** A position saved from another device, so a test does not lean on an earlier test's viewing. */
async function savePosition(positionS: number) {
  const { db } = journey.server.database;
  const [vod] = await db.select({ courId: vods.courId }).from(vods).where(eq(vods.id, vodId));
  await db
    .insert(watchRecords)
    .values({ tenantId: '1', userId: studentId, vodId, courId: vod!.courId, positionS, watchPercent: positionS / CLIP_S })
    .onConflictDoUpdate({ target: [watchRecords.userId, watchRecords.vodId], set: { positionS } });
}

it('plays the newest recording of a class and saves where the viewer is', async () => {
  const { page } = journey.browser;
  await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
  await page.goto(`${journey.server.url}/#/play-video?teclId=${teclId}&target=video`);
  await page
    .getByTestId('player-stage')
    .and(page.locator(`[data-vod-id="${vodId}"]`))
    .waitFor();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(4);
  await video(page).evaluate((element: HTMLVideoElement) => element.pause());
  const paused = await currentTime(page);
  await expect.poll(savedPosition, { timeout: 10_000 }).toBeCloseTo(paused, 0);
});

it("asks for the video first: the page's other calls go out after the first segment, the visit once", async () => {
  const { page } = journey.browser;
  await ensureSignedIn(page, journey.server.url, 'student01', 'Student@12345');
  // A first load of the page: nothing in the app's cache from the tests before.
  await page.goto('about:blank');
  const asked: string[] = [];
  const onRequest = (request: { url: () => string }) => {
    const url = new URL(request.url());
    asked.push(`${url.pathname}${url.search}`);
  };
  page.on('request', onRequest);
  try {
    await page.goto(`${journey.server.url}/#/play-video?teclId=${teclId}&target=video`);
    // The shell's user, look and branding; the player's slides, screenshots, notes and save pace; the visit.
    const secondary = [
      '/authority/me',
      '/v1/config/style',
      '/v1/platform/info',
      /^\/v1\/vod\/[^/]+\/slides$/,
      '/v1/editor/screenshots?',
      '/v1/note/list?',
      '/v1/config/styles?applyId=',
      '/v1/statistics/visitRecord/create',
    ];
    const prefix = (call: string) => call.endsWith('/') || call.endsWith('?') || call.endsWith('=');
    const matches = (call: string | RegExp, path: string) =>
      typeof call !== 'string' ? call.test(path) : prefix(call) ? path.startsWith(call) : path === call;
    const firstAsked = (call: string | RegExp) => asked.findIndex((path) => matches(call, path));
    await expect.poll(() => secondary.filter((call) => firstAsked(call) === -1), { timeout: 20_000 }).toEqual([]);
    const firstSegment = asked.findIndex((path) => /\.(ts|m4s|mp4)(\?|$)/.test(path));
    expect(firstSegment).toBeGreaterThan(asked.findIndex((path) => path.startsWith('/v1/vod/playInfo?')));
    for (const call of secondary) expect(firstAsked(call), String(call)).toBeGreaterThan(firstSegment);
    expect(asked.filter((path) => path === '/v1/statistics/visitRecord/create')).toHaveLength(1);
  } finally {
    page.off('request', onRequest);
  }
});

it('resumes at the saved position in another browser', async () => {
  await savePosition(6);
  const saved = await savedPosition();
  expect(saved).toBeGreaterThan(4);
  const other = await openBrowser();
  try {
    await signInFresh(other.page, journey.server.url, 'student01', 'Student@12345');
    await other.page.goto(`${journey.server.url}/#/play-video?teclId=${teclId}&target=video`);
    await expect
      .poll(() => video(other.page).evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    // Started where the first browser stopped, not from the beginning.
    expect(await currentTime(other.page)).toBeGreaterThanOrEqual(saved - 0.5);
  } finally {
    await other.close();
  }
});

it('starts at a time deep link, then switches to another road keeping the position', async () => {
  const { page } = journey.browser;
  await ensureSignedIn(page, journey.server.url, 'student01', 'Student@12345');
  await savePosition(6);
  await page.goto(`${journey.server.url}/#/home`);
  await page.getByTestId('player-stage').waitFor({ state: 'detached' });
  await page.goto(`${journey.server.url}/#/play-video?teclId=${teclId}&target=video&t=2`);
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
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

it('plays another recording chosen in the list, keeping the window on its class', async () => {
  const { page } = journey.browser;
  await ensureSignedIn(page, journey.server.url, 'student01', 'Student@12345');
  await page.goto(`${journey.server.url}/#/home`);
  await page.getByTestId('player-stage').waitFor({ state: 'detached' });
  await page.goto(`${journey.server.url}/#/play-center?teclId=${teclId}&target=video&vodId=${vodId}&t=2`);
  await page
    .getByTestId('player-stage')
    .and(page.locator(`[data-vod-id="${vodId}"]`))
    .waitFor();
  const other = page
    .getByTestId('player-lesson')
    .and(page.locator(`:not([data-vod-id="${vodId}"])`))
    .first();
  const otherId = (await other.getAttribute('data-vod-id'))!;
  await other.click();
  await page
    .getByTestId('player-stage')
    .and(page.locator(`[data-vod-id="${otherId}"]`))
    .waitFor();
  expect(page.url()).toContain(`vodId=${otherId}`);
  expect(page.url()).toContain('#/play-center?');
  expect(page.url()).toContain(`teclId=${teclId}`);
  expect(page.url()).not.toContain('t=2');
});

it('shows two roads side by side and picture in picture, kept in step within 0.1 s, also after a seek', async () => {
  const { page } = journey.browser;
  await ensureSignedIn(page, journey.server.url, 'student01', 'Student@12345');
  await page.goto(`${journey.server.url}/#/home`);
  await page.getByTestId('player-stage').waitFor({ state: 'detached' });
  await page.goto(`${journey.server.url}/#/play-video?teclId=${teclId}&target=video&vodId=${vodId}&t=1`);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1.2);
  await page.getByTestId('layout-side').click();
  const second = page.getByTestId('player-video-second');
  expect(await second.getAttribute('data-road-type')).toBe('2');
  /** Main and second road positions read in the same instant. */
  const positions = () =>
    page.evaluate(() => {
      const [main, other] = ['player-video', 'player-video-second'].map((id) =>
        document.querySelector<HTMLVideoElement>(`[data-testid="${id}"]`)!,
      );
      return {
        main: main!.currentTime,
        drift: Math.abs(other!.currentTime - main!.currentTime),
        playing: !main!.paused && !other!.paused,
        paused: main!.paused && other!.paused,
      };
    });
  const inStep = async (state: 'playing' | 'paused') => {
    await expect
      .poll(
        async () => {
          const p = await positions();
          return p[state] && p.drift < 0.1;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    for (let sample = 0; sample < 5; sample++) {
      expect((await positions()).drift).toBeLessThan(0.1);
      await page.waitForTimeout(150);
    }
  };
  const mainVideo = (change: (element: HTMLVideoElement) => unknown) => video(page).evaluate(change);
  // The clip is short (12 s): start from near its beginning, so a busy machine has the time it needs.
  await mainVideo((element) => (element.currentTime = 0.5));
  await inStep('playing');
  // A seek ahead while paused lines the still pictures up; playing on, they stay together.
  await mainVideo((element) => element.pause());
  await mainVideo((element) => (element.currentTime = 7));
  await inStep('paused');
  expect((await positions()).main).toBeCloseTo(7, 1);
  await mainVideo((element) => element.play());
  await inStep('playing');

  await page.getByTestId('layout-pip').click();
  expect(await page.getByTestId('road-layout').getAttribute('data-layout')).toBe('pip');
  await second.click();
  await expect.poll(() => page.getByTestId('road-2').getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => second.getAttribute('data-road-type')).toBe('1');
});

it('takes a screenshot, uploads it and shows it in the tray; keeps the recording as a favourite', async () => {
  const { page } = journey.browser;
  await ensureSignedIn(page, journey.server.url, 'student01', 'Student@12345');
  const { db } = journey.server.database;
  await page.goto(`${journey.server.url}/#/home`);
  await page.getByTestId('player-stage').waitFor({ state: 'detached' });
  await page.goto(`${journey.server.url}/#/play-video?teclId=${teclId}&target=video&vodId=${vodId}&t=3`);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(3.2);
  await video(page).evaluate((element: HTMLVideoElement) => element.pause());
  const at = await currentTime(page);
  const frameWidth = await video(page).evaluate((element: HTMLVideoElement) => element.videoWidth);
  expect(frameWidth).toBeGreaterThan(0);
  await page.getByTestId('screenshot-take').click();
  const shot = page.getByTestId('screenshot-tray').getByTestId('screenshot').first();
  await shot.waitFor({ timeout: 15_000 });
  const [stored] = await db
    .select()
    .from(editorImages)
    .where(and(eq(editorImages.userId, studentId), eq(editorImages.vodId, vodId)))
    .orderBy(desc(editorImages.createdAt))
    .limit(1);
  expect(stored!.mimeType).toBe('image/jpeg');
  expect(stored!.positionS).toBeCloseTo(at, 1);
  expect(stored!.sizeBytes).toBeLessThanOrEqual(SCREENSHOT_MAX_BYTES);
  expect(await shot.getAttribute('data-id')).toBe(stored!.id);
  // The picture came back through the session, at the size of the frame on screen.
  await expect.poll(() => shot.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 }).toBe(frameWidth);
  // Moving on, then back to the moment of the screenshot.
  await video(page).evaluate((element: HTMLVideoElement) => (element.currentTime = 9));
  await shot.click();
  await expect.poll(() => currentTime(page)).toBeCloseTo(at, 1);

  // The star says what the server keeps, and each click turns it over.
  const star = page.getByTestId('collect-recording');
  const kept = async () =>
    (
      await db
        .select()
        .from(collections)
        .where(and(eq(collections.userId, studentId), eq(collections.vodId, vodId)))
    ).length === 1;
  const before = await kept();
  expect(await star.getAttribute('data-collected')).toBe(String(before));
  await star.click();
  await expect.poll(() => star.getAttribute('data-collected')).toBe(String(!before));
  await expect.poll(kept).toBe(!before);
  await star.click();
  await expect.poll(kept).toBe(before);
  expect(await page.getByTestId('share-button').count()).toBe(0);
});

it('starts again at a new t= in the address of the recording on screen', async () => {
  const { page } = journey.browser;
  await ensureSignedIn(page, journey.server.url, 'student01', 'Student@12345');
  await page.goto(`${journey.server.url}/#/home`);
  await page.getByTestId('player-stage').waitFor({ state: 'detached' });
  await page.goto(`${journey.server.url}/#/play-video?teclId=${teclId}&target=video&vodId=${vodId}&t=2`);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(2);
  await video(page).evaluate((element: HTMLVideoElement) => element.pause());
  await page.goto(`${journey.server.url}/#/play-video?teclId=${teclId}&target=video&vodId=${vodId}&t=8`);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(8);
});

it('shows captions with the kept settings, and answers the keyboard', async () => {
  const { page } = journey.browser;
  await ensureSignedIn(page, journey.server.url, 'student01', 'Student@12345');
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
  const listed = (await db.select().from(courseResources).where(eq(courseResources.teclId, withNotes!.teclId))).filter(
    (file) => file.vodId === null || file.vodId === withNotes!.vodId,
  );
  const files = listed.filter((file) => !file.invalid);
  expect(files.length).toBeGreaterThanOrEqual(2);
  for (const file of files) {
    const stored = join(journey.server.app.deps.media.localRoot!, file.storagePath);
    mkdirSync(dirname(stored), { recursive: true });
    writeFileSync(stored, `file ${file.fileName}`);
  }
  await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
  await page.goto(`${journey.server.url}/#/play-video?teclId=${withNotes!.teclId}&target=video&vodId=${withNotes!.vodId}`);
  const panel = page.getByTestId('player-resources');
  await expect.poll(() => panel.getByTestId('resource').count(), { timeout: 20_000 }).toBe(listed.length);
  // The recordings card and the files card share the side column's width (each shows once its data is in).
  // A card re-renders as its data arrives: read both widths until each is laid out.
  const widths = () =>
    Promise.all([page.getByTestId('player-lessons'), panel].map(async (card) => Math.round((await card.boundingBox())?.width ?? 0)));
  await expect.poll(async () => (await widths()).every((width) => width > 0), { timeout: 20_000 }).toBe(true);
  const [lessonsWidth, filesWidth] = await widths();
  expect(lessonsWidth).toBe(filesWidth);
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
