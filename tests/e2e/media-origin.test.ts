import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spaDir } from '../../scripts/spa-build';
import { VOD_STATUS, enrolments, users, vodRoads, vods, watchRecords } from '../../server/db/schema';
import { DEMO_CLIPS, generateClip } from '../../server/media/demo-media';
import { openBrowser, type BrowserSession } from '../support/browser';
import { startMediaOriginServer, type MediaOriginServer } from '../support/media-origin';
import { signInFresh } from '../support/ui-login';

/**
 * A recording played from a separate media origin (DESIGN.md §9): MEDIA_HOST_URL names another
 * port, so the page (under its Content-Security-Policy) fetches every playlist and segment
 * there, cross-origin, and none from the app's own origin. Only the master playlist carries the
 * session header (one CORS preflight); the playlists and segments under its capability carry none,
 * so no segment costs a preflight (docs/edge.md "No preflight").
 */
const CLIP_S = 8;
let media: MediaOriginServer;
let browser: BrowserSession;
let teclId: string;
let vodId: string;

beforeAll(async () => {
  media = await startMediaOriginServer({ backend: 'pglite', spaDir });
  browser = await openBrowser();
  const { db } = media.server.database;
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
  const [row] = await db
    .select({ teclId: vods.teclId })
    .from(vods)
    .innerJoin(enrolments, eq(enrolments.teclId, vods.teclId))
    .where(and(eq(enrolments.studentId, student!.id), eq(vods.status, VOD_STATUS.ready)))
    .limit(1);
  teclId = row!.teclId;
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
  await generateClip(media.server.app.deps.media, { ...spec, durationS: CLIP_S });
  await db.delete(watchRecords).where(and(eq(watchRecords.vodId, vodId), eq(watchRecords.userId, student!.id)));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await media?.close();
});

it('plays a recording with every playlist and segment fetched from the media origin', async () => {
  const { page } = browser;
  const streamRequests: string[] = [];
  const withSession: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/v1/vod/stream/')) return;
    streamRequests.push(request.url());
    if (request.headers()['jwt-token'] !== undefined) withSession.push(new URL(request.url()).pathname);
  });
  await signInFresh(page, media.server.url, 'student01', 'Student@12345');
  await page.goto(`${media.server.url}/#/play-video?teclId=${teclId}&target=video`);
  await page
    .getByTestId('player-stage')
    .and(page.locator(`[data-vod-id="${vodId}"]`))
    .waitFor();
  const video = page.getByTestId('player-video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 }).toBeGreaterThan(1);

  const paths = streamRequests.map((url) => new URL(url));
  expect(paths.some((url) => url.pathname.endsWith('.ts'))).toBe(true);
  expect(paths.every((url) => url.origin === media.mediaUrl)).toBe(true);
  // The media origin's own log agrees: the playlists and segments arrived on its port.
  expect(media.mediaRequests.some((path) => path.endsWith('/master.m3u8'))).toBe(true);
  expect(media.mediaRequests.some((path) => path.endsWith('.ts'))).toBe(true);
  expect(withSession.length).toBeGreaterThan(0);
  expect(withSession.every((path) => path.endsWith('/master.m3u8'))).toBe(true);
  expect(media.mediaPreflights.filter((path) => path.includes('/v1/vod/stream/') && !path.endsWith('/master.m3u8'))).toEqual([]);
  expect(browser.errors).toEqual([]);
});
