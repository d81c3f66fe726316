import { basename, join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { VOD_STATUS, courseSessions, enrolments, users, vodRoads, vods } from '../../server/db/schema';
import { DEMO_CLIPS, DEMO_MEDIA_DIR, generateClip } from '../../server/media/demo-media';
import { openBrowser } from '../../tests/support/browser';
import { DEMO, login } from '../../tests/support/api-client';
import { startTestServer } from '../../tests/support/test-server';
import { signInFresh } from '../../tests/support/ui-login';
import { spaDir } from '../spa-build';
import { benchVideoServing, formatVideoServing, median, productionLikeLogger, type VideoServingFigures } from './video-serving';

/**
 * Playback figures (issue 6): time to first frame of a recorded and of the live lesson in
 * headless chromium (median of 5), the live delay (now minus the program date-time of the
 * frame on screen); and video serving (issue 19, video-serving.ts): segment serving through the
 * access-controlled route against a bare static-file route serving the same files, and
 * simulated viewers, the load from a separate process. The server logs at `info` as in
 * production (to /dev/null), so what logging costs is measured too.
 */
export type PlaybackFigures = {
  recordedFirstFrameMs: number[];
  liveFirstFrameMs: number[];
  liveDelayMs: number[];
  video: VideoServingFigures;
};

const RUNS = 5;
const DELAY_SAMPLES = 10;

export { median };

/** Milliseconds from asking for the page to a frame playing in it. */
async function firstFrame(page: Page, url: string): Promise<number> {
  await page.goto('about:blank');
  const started = Date.now();
  await page.goto(url);
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]');
      return video !== null && video.currentTime > 0 && video.readyState >= 2;
    },
    undefined,
    { timeout: 60_000, polling: 'raf' },
  );
  return Date.now() - started;
}

export async function benchPlayback(log: (line: string) => void): Promise<PlaybackFigures> {
  const server = await startTestServer({ backend: 'pglite', spaDir, logger: productionLikeLogger() });
  const browser = await openBrowser();
  try {
    const { db } = server.database;
    const [student] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
    const [lesson] = await db
      .select({ vodId: vods.id, teclId: vods.teclId, roadId: vodRoads.id, hlsPath: vodRoads.hlsPath })
      .from(vods)
      .innerJoin(enrolments, eq(enrolments.teclId, vods.teclId))
      .innerJoin(vodRoads, and(eq(vodRoads.vodId, vods.id), eq(vodRoads.isMain, true)))
      .where(and(eq(vods.status, VOD_STATUS.ready), eq(enrolments.studentId, student!.id)))
      .limit(1);
    const clipId = lesson!.hlsPath.split('/')[1];
    log('playback: making the recording (ffmpeg)…');
    await generateClip(join(server.app.deps.mediaDir, DEMO_MEDIA_DIR), {
      ...DEMO_CLIPS.find((clip) => clip.id === clipId)!,
      durationS: 20,
    });
    const [live] = await db
      .select({ courId: courseSessions.id, teclId: courseSessions.teclId })
      .from(courseSessions)
      .innerJoin(enrolments, eq(enrolments.teclId, courseSessions.teclId))
      .where(and(like(courseSessions.id, 'cour-1-live-%'), eq(enrolments.studentId, student!.id)))
      .limit(1);

    await signInFresh(browser.page, server.url, 'student01', 'Student@12345');
    const recordedUrl = `${server.url}/#/play-video?teclId=${lesson!.teclId}&target=video&vodId=${lesson!.vodId}&t=0`;
    const liveUrl = `${server.url}/#/play-live?courseId=${live!.courId}&liveId=${live!.courId}&teclId=${live!.teclId}&roadType=1&target=live`;
    const recordedFirstFrameMs: number[] = [];
    const liveFirstFrameMs: number[] = [];
    for (let run = 0; run < RUNS; run++) recordedFirstFrameMs.push(await firstFrame(browser.page, recordedUrl));
    log(`playback: recorded first frame ${recordedFirstFrameMs.join(', ')} ms`);
    for (let run = 0; run < RUNS; run++) liveFirstFrameMs.push(await firstFrame(browser.page, liveUrl));
    log(`playback: live first frame ${liveFirstFrameMs.join(', ')} ms (the first starts the encoder)`);
    const liveDelayMs: number[] = [];
    const badge = browser.page.getByTestId('live-badge');
    while (liveDelayMs.length < DELAY_SAMPLES) {
      await browser.page.waitForTimeout(1_000);
      const delay = await badge.getAttribute('data-delay-ms');
      if (delay !== null) liveDelayMs.push(Number(delay));
    }
    log(`playback: live delay ${liveDelayMs.join(', ')} ms`);

    // Video serving: the real route as a player uses it, against a bare static route; then viewers.
    // Nothing else may load the server meanwhile: the page stops playing, the live encoder stops.
    await browser.page.goto('about:blank');
    await server.app.deps.liveFeeds.close();
    const { jwt_token: token } = await login(server.url, DEMO.student01);
    const video = await benchVideoServing({
      masterUrl: `${server.url}/v1/vod/stream/${lesson!.roadId}/${basename(lesson!.hlsPath)}`,
      token,
      roadDir: join(server.app.deps.mediaDir, lesson!.hlsPath, '..'),
      segment: '360p/seg-001.ts',
      log,
    });
    return { recordedFirstFrameMs, liveFirstFrameMs, liveDelayMs, video };
  } finally {
    await browser.close();
    await server.close();
  }
}

const list = (values: readonly number[]) => values.map((value) => value.toFixed(0)).join(', ');

export function formatPlayback(figures: PlaybackFigures): string {
  return [
    '| playback | figure | runs |',
    '|---|---|---|',
    `| recorded lesson, first frame | median ${median(figures.recordedFirstFrameMs).toFixed(0)} ms | ${list(figures.recordedFirstFrameMs)} |`,
    `| live lesson, first frame | median ${median(figures.liveFirstFrameMs).toFixed(0)} ms (first, starting the encoder: ${figures.liveFirstFrameMs[0]!.toFixed(0)} ms) | ${list(figures.liveFirstFrameMs)} |`,
    `| live delay behind the lesson | median ${(median(figures.liveDelayMs) / 1000).toFixed(1)} s, max ${(Math.max(...figures.liveDelayMs) / 1000).toFixed(1)} s | ${list(figures.liveDelayMs)} |`,
    '',
    formatVideoServing(figures.video),
  ].join('\n');
}
