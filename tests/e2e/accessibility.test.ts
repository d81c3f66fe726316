import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { VOD_STATUS, enrolments, users, vods } from '../../server/db/schema';
import type { ThemeName } from '../../src/ui/theme/theme-catalogue';
import { describeFindings, expectNoSeriousViolations, seriousViolations, type AxeFinding } from '../support/axe';
import { journeyFixtures } from '../support/journey';
import { demoLiveLesson, SHARED_LIVE_LESSON, untilOnAir } from '../support/live-lessons';
import { signInThroughPage } from '../support/ui-login';

/**
 * Every page of the app passes axe's WCAG 2.2 A/AA rules with no serious or critical finding
 * (issue 15 item 10): signed out and signed in as student01 (teachers' pages as teacher01), in
 * the default theme (light) in English and Chinese, the dark theme and the school's own (green,
 * what tenant 1 shows until the user picks one) in English. A page added to src/routes belongs in PAGES (or
 * TEACHER_PAGES). docs/theming.md says how the theme colours keep their contrast.
 */
// The live lesson's studio sends through the real capture path (its classroom encoder, the ingest).
const journey = journeyFixtures({ encoders: [SHARED_LIVE_LESSON] });

type PageCheck = { name: string; path: () => string; ready: string; onAir?: true };
let recording = { teclId: '' };
let live = { courId: '', teclId: '' };

/** The signed-in pages (src/routes), each with what shows once its data is in. */
const PAGES: PageCheck[] = [
  { name: 'home', path: () => '/home', ready: '[data-testid="lesson-card"]' },
  {
    name: 'list-live',
    path: () => '/list-live',
    ready: '[data-testid="list-live-page"] :is([data-testid="lesson-card"], [data-testid="empty-block"])',
  },
  {
    name: 'list-video',
    path: () => '/list-video',
    ready:
      '[data-testid="list-video-page"] :is([data-testid="vod-group-card"], [data-testid="recording-card"], [data-testid="empty-block"])',
  },
  { name: 'advance-search', path: () => '/advance-search', ready: '[data-testid="advance-search-page"]' },
  { name: 'help-center', path: () => '/help-center', ready: '[data-testid="help-category"]' },
  { name: 'video-detail', path: () => `/video-detail?teclId=${recording.teclId}`, ready: '[data-testid="class-title"]' },
  { name: 'play-video', path: () => `/play-video?teclId=${recording.teclId}&target=video`, ready: '[data-testid="player-stage"]' },
  { name: 'play-center', path: () => `/play-center?teclId=${recording.teclId}&target=video`, ready: '[data-testid="player-stage"]' },
  { name: 'live-detail', path: () => `/live-detail?courseId=${live.courId}`, ready: '[data-testid="class-title"]' },
  {
    name: 'play-live',
    path: () => `/play-live?courseId=${live.courId}&liveId=${live.courId}&teclId=${live.teclId}&roadType=1&target=live`,
    ready: '[data-testid="live-stage"]',
    // The page plays the lesson only while its classroom sends it: wait for that, as a viewer would
    // find it on air, rather than for the page (the encoder restarted once, on a loaded run).
    onAir: true,
  },
  { name: 'superstar-course', path: () => '/superstar-course', ready: '[data-testid="superstar-card"]' },
  { name: 'personal-center', path: () => '/personal-center', ready: '[data-testid="personal-menu"]' },
  { name: 'my-schedule', path: () => '/personal-center/my-schedule', ready: '[data-testid="timetable"]' },
  { name: 'my-message', path: () => '/personal-center/my-message', ready: '[data-testid="inbox-message"]' },
  {
    name: 'my-collection',
    path: () => '/personal-center/my-collection',
    ready: '[data-testid="my-collection"] :is([data-testid="collection-card"], [data-testid="empty-block"])',
  },
  { name: 'my-record', path: () => '/personal-center/my-record', ready: '[data-testid="record-row"]' },
  { name: 'no-access', path: () => '/no-access', ready: '[data-testid="header"]' },
  { name: 'kiaf/homepage', path: () => '/kiaf/homepage', ready: '[data-testid="landing-enter"]' },
  // The log holds this browser's failed calls: none, or some, depending on the pages before.
  { name: 'kiaf/log', path: () => '/kiaf/log', ready: ':is(table, [data-testid="log-empty"])' },
  { name: 'kiaf/version', path: () => '/kiaf/version', ready: '[data-testid="app-version"]' },
];

/** Pages only teachers (and administrators) reach, checked signed in as teacher01. */
const TEACHER_PAGES: PageCheck[] = [
  {
    name: 'clip-manage',
    path: () => '/clip-manage',
    ready: '[data-testid="clip-manage-page"] :is([data-testid="resource-table"], [data-testid="empty-block"])',
  },
  { name: 'clip-manage (clips)', path: () => '/clip-manage?tab=clips', ready: '[data-testid="clip-source"]' },
];

/** Which theme shows: a stored choice, or none (the school's theme). */
const LOOKS: { theme: ThemeName | null; languages: ('en' | 'zh')[] }[] = [
  { theme: 'light', languages: ['en', 'zh'] },
  // Contrast is the theme's colours, the same in either language; the Chinese pages' own names and
  // language marks are checked in the light theme.
  { theme: 'dark', languages: ['en'] },
  { theme: null, languages: ['en'] },
];

beforeAll(async () => {
  const { db } = journey.server.database;
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
  recording = { teclId: row!.teclId };
  live = await demoLiveLesson(db);
});

/** Opens a page and waits until its data is in and nothing is still loading. */
async function openPage(path: string, ready: string) {
  const { page } = journey.browser;
  await page.goto(`${journey.server.url}/#${path}`);
  await page.locator(ready).first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 10_000 });
}

describe.each(LOOKS.flatMap(({ theme, languages }) => languages.map((language) => ({ theme, language }))))(
  'in the $theme theme, in $language',
  ({ theme, language }) => {
    let loginFindings: AxeFinding[] = [];

    // The login page is checked on the way in, so a finding there does not keep the others unchecked.
    beforeAll(async () => {
      const { page } = journey.browser;
      await page.goto(`${journey.server.url}/#/login`);
      await page.evaluate(
        ([name, lang]) => {
          sessionStorage.clear();
          localStorage.clear();
          localStorage.setItem('lectern.lang', lang!);
          if (name !== null) localStorage.setItem('lectern.theme', name);
        },
        [theme, language] as const,
      );
      await page.reload();
      await page.locator('input[type=password]').waitFor();
      loginFindings = await seriousViolations(page);
      await signInThroughPage(page, journey.server.url, 'student01', 'Student@12345');
      await page.waitForURL(/#\/home/, { timeout: 15_000 });
    });

    it('the login page', () => {
      expect(loginFindings, `axe on /login (${theme ?? 'school'}, ${language}):\n${describeFindings(loginFindings)}`).toEqual([]);
    });

    it.each(PAGES)('$name', async ({ path, ready, onAir }) => {
      if (onAir) await untilOnAir(journey.server, live.courId, 60_000);
      await openPage(path(), ready);
      await expectNoSeriousViolations(journey.browser.page, `${path()} (${theme ?? 'school'}, ${language})`, { media: false });
    });

    describe('as teacher01', () => {
      // Another user in the same tab: the session goes, the chosen language and theme stay.
      beforeAll(async () => {
        const { page } = journey.browser;
        await page.goto(`${journey.server.url}/#/login`);
        await page.evaluate(() => {
          sessionStorage.clear();
          for (const key of Object.keys(localStorage)) if (key !== 'lectern.lang' && key !== 'lectern.theme') localStorage.removeItem(key);
        });
        await page.reload();
        await signInThroughPage(page, journey.server.url, 'teacher01', 'Teacher@12345');
        await page.waitForURL(/#\/home/, { timeout: 15_000 });
      });

      it.each(TEACHER_PAGES)('$name', async ({ path, ready }) => {
        await openPage(path(), ready);
        await expectNoSeriousViolations(journey.browser.page, `${path()} (teacher01, ${theme ?? 'school'}, ${language})`, { media: false });
      });
    });
  },
);
