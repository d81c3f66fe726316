import { and, asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { ROAD_TYPE, VOD_STATUS, enrolments, teachingClasses, users, vodRoads, vods } from '../../server/db/schema';
import { LESSON_TEXT_KIND } from '../../server/db/schema/lesson-texts';
import { replaceLessonTexts } from '../../server/lesson-text/lesson-text-index';
import { DEMO_CLIPS, demoCaptionCues, generateClip } from '../../server/media/demo-media';
import { toWebVtt } from '../../server/media/webvtt';
import { shareCreatedSchema } from '../../src/schemas/sharing';
import { DEMO, call, login } from '../support/api-client';
import { expectNoSeriousViolations } from '../support/axe';
import { openBrowser } from '../support/browser';
import { demoUserId } from '../support/demo-users';
import { journeyFixtures } from '../support/journey';
import { playerVideo, videoTime } from '../support/player-video';
import { signInFresh } from '../support/ui-login';

/**
 * The player's texts (docs/player-texts.md "The player"): student01 opens a demo recording of a
 * class teacher01 teaches, picks its Chinese caption track by its label, watches the transcript
 * follow playback and jumps by a line, searches the lesson for a word shown on a slide and said
 * in the captions, and jumps by a slide chapter under the video; a share link shows the same
 * transcript without a session.
 *
 * The test server has no demo media: the clip's main road is made here (a plain colour; the slides
 * are not drawn), and the slides the seed would read from the clip's screen road with Tesseract
 * are stored as that reading stores them (its deck's lines, one slide after another, the recording
 * as their source). teacher01 uploads and publishes the Chinese track through the API, as the
 * caption editor would; the English one is the seed's (a person's, published).
 */
const journey = journeyFixtures();

/** The Chinese track's lines, one every five seconds; the sixth says the third slide's title. */
const chineseLines = (word: string) => [
  '大家好，欢迎来到这节课。',
  '先看屏幕上的第一张幻灯片。',
  '这是第二张幻灯片。',
  '我们做一个小练习。',
  '下面是第三张幻灯片。',
  `这一部分讲${word}。`,
  '请暂停，自己试一试。',
  '下节课再见。',
];
const LINE_S = 5;
/** Where the third slide begins, and where the Chinese track says its title. */
const SLIDE_3_AT_S = 20;
const WORD_SAID_AT_S = 25;

let vodId: string;
let teclId: string;
let slideTitles: string[];
let slideStarts: number[];
let word: string;
let englishLines: string[];
let teacherToken: string;

beforeAll(async () => {
  const { db } = journey.server.database;
  const student = await demoUserId(db, 'student01');
  const [recording] = await db
    .select({ vodId: vods.id, teclId: vods.teclId, courId: vods.courId, hlsPath: vodRoads.hlsPath })
    .from(vods)
    .innerJoin(enrolments, eq(enrolments.teclId, vods.teclId))
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .innerJoin(users, eq(users.id, teachingClasses.teacherId))
    .innerJoin(vodRoads, and(eq(vodRoads.vodId, vods.id), eq(vodRoads.isMain, true)))
    .where(and(eq(enrolments.studentId, student), eq(users.username, 'teacher01'), eq(vods.status, VOD_STATUS.ready)))
    .orderBy(asc(vods.id))
    .limit(1);
  if (!recording) throw new Error('no ready recording of a class teacher01 teaches to student01');
  ({ vodId, teclId } = recording);
  const spec = DEMO_CLIPS.find((clip) => clip.id === recording.hlsPath.split('/')[1])!;
  const deck = spec.roads.find((road) => road.roadType === ROAD_TYPE.screen)?.slides ?? [];
  if (deck.length < 3) throw new Error(`${spec.id}'s screen road has no slide deck`);
  slideTitles = deck.map((slide) => slide.lines[0]!);
  slideStarts = deck.map((_, i) => deck.slice(0, i).reduce((at, slide) => at + slide.seconds, 0));
  expect(slideStarts[2]).toBe(SLIDE_3_AT_S);
  word = slideTitles[2]!;
  englishLines = demoCaptionCues(spec).map((cue) => cue.text);
  await replaceLessonTexts(
    db,
    { tenantId: '1', teclId, vodId, courId: recording.courId, kind: LESSON_TEXT_KIND.slide, sourceId: vodId },
    deck.map((slide, i) => ({
      startMs: slideStarts[i]! * 1000,
      endMs: (slideStarts[i]! + slide.seconds) * 1000,
      text: slide.lines.join('\n'),
    })),
  );

  teacherToken = (await login(journey.server.url, DEMO.teacher01)).jwt_token;
  const vtt = toWebVtt(chineseLines(word).map((text, i) => ({ startS: i * LINE_S, endS: (i + 1) * LINE_S - 0.2, text })));
  const uploaded = await call(journey.server.url, `/v1/vod/${vodId}/captions`, {
    method: 'POST',
    token: teacherToken,
    json: { language: 'zh', format: 'vtt', text: vtt },
  });
  expect(uploaded.body.status, JSON.stringify(uploaded.body)).toBe(200);
  const published = await call(journey.server.url, `/v1/vod/${vodId}/captions/${uploaded.body.result.trackId}/status`, {
    method: 'POST',
    token: teacherToken,
    json: { status: 'published' },
  });
  expect(published.body.status, JSON.stringify(published.body)).toBe(200);

  // The main road only, a plain colour: quick to encode, and all the journey plays.
  const mainRoad = { ...spec.roads[0]!, slides: undefined, source: 'color=c=0x2b4a6f:size=1280x720:rate=25' };
  await Promise.all([
    generateClip(journey.server.app.deps.media, { ...spec, roads: [mainRoad] }),
    signInFresh(journey.browser.page, journey.server.url, 'student01', 'Student@12345'),
  ]);
}, 180_000);

const lines = (page: Page) => page.getByTestId('transcript-lines').getByTestId('transcript-line');
const currentLineAt = (page: Page) => page.locator('[data-testid="transcript-line"][aria-current="true"]').getAttribute('data-at');
const chapters = (page: Page) => page.getByTestId('chapter-mark');
const pause = (page: Page) => playerVideo(page).evaluate((video: HTMLVideoElement) => video.pause());
const play = (page: Page) => playerVideo(page).evaluate((video: HTMLVideoElement) => video.play());

it("offers the recording's caption tracks by language and maker, and shows the one picked", async () => {
  const { page } = journey.browser;
  await page.goto(`${journey.server.url}/#/play-video?teclId=${teclId}&target=video&vodId=${vodId}&t=0`);
  await expect
    .poll(() => playerVideo(page).evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
  const choice = page.getByTestId('caption-track');
  expect(await choice.locator('option').allTextContents()).toEqual(['Off', 'English (by a person)', 'Chinese (by a person)']);
  // The page is in English: its English track shows first.
  expect(await choice.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('English (by a person)');
  await choice.selectOption({ label: 'Chinese (by a person)' });
  const shown = () =>
    playerVideo(page).evaluate((video: HTMLVideoElement) => {
      const track = video.textTracks[0];
      return track ? { label: track.label, language: track.language, mode: track.mode, cues: track.cues?.length ?? 0 } : null;
    });
  await expect.poll(shown, { timeout: 20_000 }).toEqual({ label: 'Chinese (by a person)', language: 'zh-CN', mode: 'showing', cues: 8 });
  // Off, and on again with the CC button: the Chinese track, kept by its language.
  await choice.selectOption({ label: 'Off' });
  await expect.poll(async () => (await shown())?.mode).toBe('hidden');
  await page.getByTestId('captions-toggle').click();
  await expect.poll(shown).toMatchObject({ label: 'Chinese (by a person)', mode: 'showing' });
});

it('shows the transcript of that track beside the player, following playback, and jumps by a line', async () => {
  const { page } = journey.browser;
  await page.getByTestId('side-tab-transcript').click();
  expect(await page.getByTestId('transcript-track').textContent()).toBe('Chinese (by a person)');
  await expect.poll(() => lines(page).count(), { timeout: 10_000 }).toBe(8);
  expect(await lines(page).nth(5).textContent()).toBe(`0:25这一部分讲${word}。`);

  // Playing from 3 s: the second line lights up at 5 s, the third at 10 s.
  await playerVideo(page).evaluate((video: HTMLVideoElement) => {
    video.currentTime = 3;
  });
  await play(page);
  await expect.poll(() => currentLineAt(page), { timeout: 10_000 }).toBe('5');
  await expect.poll(() => currentLineAt(page), { timeout: 10_000 }).toBe('10');

  await lines(page).nth(6).click();
  await expect.poll(() => currentLineAt(page)).toBe(String(6 * LINE_S));
  const at = await videoTime(page);
  expect(at).toBeGreaterThanOrEqual(6 * LINE_S);
  expect(at).toBeLessThan(6 * LINE_S + 2);

  // The viewer scrolls the list: it stops following until they ask it to again.
  const list = page.getByTestId('transcript-lines');
  expect(await list.getAttribute('data-following')).toBe('true');
  await lines(page).first().hover();
  await page.mouse.wheel(0, 120);
  await expect.poll(() => list.getAttribute('data-following')).toBe('false');
  await page.getByRole('button', { name: 'Follow playback' }).click();
  await expect.poll(() => list.getAttribute('data-following')).toBe('true');
  expect(await page.getByTestId('follow-playback').count()).toBe(0);

  // By keyboard: the list is one Tab stop at the current line; the arrows move, Enter jumps.
  await pause(page);
  const current = page.locator('[data-testid="transcript-line"][aria-current="true"]');
  expect(await current.getAttribute('tabindex')).toBe('0');
  await current.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-at'))).toBe(String(4 * LINE_S));
  await page.keyboard.press('Enter');
  await expect.poll(() => videoTime(page)).toBeCloseTo(4 * LINE_S, 0);
  await expectNoSeriousViolations(page);
});

it('searches the lesson for a word on a slide and in the captions, and jumps to where it was said', async () => {
  const { page } = journey.browser;
  const box = page.getByTestId('lesson-moments-search');
  await box.fill(word);
  const moments = page.getByTestId('lesson-moment');
  await expect.poll(() => moments.count(), { timeout: 10_000 }).toBe(2);
  expect(await page.getByTestId('lesson-moments-status').textContent()).toBe('2 moments');
  const found = await moments.evaluateAll((rows) => rows.map((row) => [row.getAttribute('data-kind'), row.getAttribute('data-at')]));
  expect(found).toEqual([
    ['slide', String(SLIDE_3_AT_S)],
    ['caption', String(WORD_SAID_AT_S)],
  ]);
  for (const moment of await moments.all()) expect(await moment.getByTestId('moment-mark').allTextContents()).toEqual([word]);

  await moments.nth(1).click();
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(WORD_SAID_AT_S);
  expect(await videoTime(page)).toBeLessThan(WORD_SAID_AT_S + 2);

  await page.getByRole('button', { name: 'Clear the search' }).click();
  expect(await box.inputValue()).toBe('');
  await expect.poll(() => lines(page).count()).toBe(8);
});

it('says when nothing in the lesson matches', async () => {
  const { page } = journey.browser;
  await page.getByTestId('lesson-moments-search').fill('zebra');
  await expect
    .poll(() => page.getByTestId('lesson-moments-status').textContent(), { timeout: 10_000 })
    .toBe('Nothing in this lesson matches “zebra”.');
  expect(await page.getByTestId('lesson-moment').count()).toBe(0);
  await page.getByTestId('lesson-moments-search').press('Escape');
  await expect.poll(() => lines(page).count()).toBe(8);
});

it('marks the slides as chapters under the video, named by their titles, and jumps by one', async () => {
  const { page } = journey.browser;
  await expect.poll(() => chapters(page).count(), { timeout: 10_000 }).toBe(slideTitles.length);
  expect(await chapters(page).evaluateAll((marks) => marks.map((mark) => mark.getAttribute('aria-label')))).toEqual(
    slideTitles.map((title, i) => `Slide ${i + 1}: ${title}, at 0:${String(slideStarts[i]).padStart(2, '0')}`),
  );
  // The strip is as wide as the video, each chapter where its slide begins.
  const [video, first, third] = await Promise.all([
    playerVideo(page).boundingBox(),
    chapters(page).nth(0).boundingBox(),
    chapters(page).nth(2).boundingBox(),
  ]);
  expect(first!.x).toBeCloseTo(video!.x, 0);
  expect((third!.x - video!.x) / video!.width).toBeCloseTo(SLIDE_3_AT_S / 40, 1);

  await chapters(page).nth(2).hover();
  expect(await chapters(page).nth(2).locator('span').innerText()).toBe(`0:20${slideTitles[2]}`);
  await chapters(page).nth(2).click();
  await expect.poll(() => chapters(page).nth(2).getAttribute('aria-current')).toBe('true');
  expect(await videoTime(page)).toBeGreaterThanOrEqual(SLIDE_3_AT_S);

  // By keyboard: Enter on the next chapter, reached with the arrow from the current one.
  await pause(page);
  await chapters(page).nth(2).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect.poll(() => chapters(page).nth(3).getAttribute('aria-current')).toBe('true');
  await expect.poll(() => videoTime(page)).toBeCloseTo(slideStarts[3]!, 0);
  // The panel lists the slides too, the one on screen marked.
  await page.getByTestId('transcript-view-slides').click();
  await expect
    .poll(() => page.locator('[data-testid="slide-line"][aria-current="true"]').getAttribute('data-at'))
    .toBe(String(slideStarts[3]));
});

it('shows the transcript and the chapters through a share link, without a session', async () => {
  const created = await call(journey.server.url, '/v1/share/create', {
    method: 'POST',
    token: teacherToken,
    json: { vodId, expiresInHours: 24, startS: 0 },
  });
  const link = shareCreatedSchema.parse(created.body.result);
  // A browser of its own: nobody has signed in there.
  const viewer = await openBrowser();
  const { page } = viewer;
  try {
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.goto(`${journey.server.url}${link.path}`);
    await page.getByTestId('vod-share').waitFor({ timeout: 20_000 });
    const panel = page.getByTestId('transcript-panel');
    await expect.poll(() => panel.getByTestId('transcript-line').count(), { timeout: 20_000 }).toBe(englishLines.length);
    expect(await panel.getByTestId('transcript-track').textContent()).toBe('English (by a person)');
    expect(await panel.getByTestId('transcript-line').evaluateAll((rows) => rows.map((row) => row.lastChild?.textContent))).toEqual(
      englishLines,
    );
    await expect.poll(() => chapters(page).count(), { timeout: 10_000 }).toBe(slideTitles.length);
    await panel.getByTestId('transcript-line').nth(3).click();
    await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(20);
    await panel.getByTestId('lesson-moments-search').fill(word);
    await expect.poll(() => panel.getByTestId('lesson-moment').count(), { timeout: 10_000 }).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('lectern.jwt_token'))).toBeNull();
    expect(calls.filter((path) => path.startsWith('/v1/vod/'))).toEqual([]);
    await expectNoSeriousViolations(page);
  } finally {
    await viewer.close();
  }
});
