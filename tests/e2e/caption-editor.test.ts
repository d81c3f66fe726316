import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { CAPTION_ORIGIN, VOD_STATUS, captionTracks, enrolments, teachingClasses, users, vods } from '../../server/db/schema';
import { CAPTION_LANGUAGES, type CaptionLanguage } from '../../src/schemas/captions';
import { call, DEMO, login } from '../support/api-client';
import { expectNoSeriousViolations } from '../support/axe';
import { journeyFixtures } from '../support/journey';
import { signInFresh } from '../support/ui-login';

/**
 * The caption editor, /caption-edit (docs/captions.md "The editor"), against the real server:
 * teacher01 opens a recording of his class from /admin/detail, is told where a broken SRT file is
 * broken, uploads a good one, corrects a caption's text and end with the keyboard alone, saves and
 * publishes; a save from a revision someone else has since saved is refused and offered for
 * reloading; student01 then gets the published track, edited, labelled as a person's; and a student
 * who opens the editor's address is turned away.
 */
const journey = journeyFixtures();
const SRT = [
  '1',
  '00:00:01,000 --> 00:00:04,000',
  'Welcome to the lecture.',
  '',
  '2',
  '00:00:04,500 --> 00:00:08,000',
  'Today: the Fourier transform.',
  '',
  '3',
  '00:00:08,500 --> 00:00:12,000',
  'Questions at the end.',
  '',
].join('\r\n');
const BROKEN_SRT = '1\n00:00:01,000 --> 00:00:04,000\nfine\n\n2\n00:00:0x,000 --> 00:00:08,000\nbroken\n';

let vodId = '';
let teclId = '';
let language: CaptionLanguage = 'en';

const captionsPath = () => `/v1/vod/${encodeURIComponent(vodId)}/captions`;

beforeAll(async () => {
  // A ready recording students see, of a class teacher01 teaches and student01 attends, and a
  // language it has no person's track in yet (the seed captions some recordings).
  const { db } = journey.server.database;
  const [teacher] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'teacher01'), eq(users.tenantId, '1')));
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
  const candidates = await db
    .select({ vodId: vods.id, teclId: vods.teclId })
    .from(vods)
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .innerJoin(enrolments, and(eq(enrolments.teclId, vods.teclId), eq(enrolments.studentId, student!.id)))
    .where(and(eq(teachingClasses.teacherId, teacher!.id), eq(vods.status, VOD_STATUS.ready), eq(vods.hidden, false)));
  const taken = await db
    .select({ vodId: captionTracks.vodId, language: captionTracks.language })
    .from(captionTracks)
    .where(eq(captionTracks.origin, CAPTION_ORIGIN.human));
  const choice = candidates
    .flatMap((recording) => CAPTION_LANGUAGES.map((language) => ({ ...recording, language })))
    .find((option) => !taken.some((track) => track.vodId === option.vodId && track.language === option.language));
  ({ vodId, teclId, language } = choice!);
  await signInFresh(journey.browser.page, journey.server.url, DEMO.teacher01.username, DEMO.teacher01.password);
});

it('uploads, edits by keyboard, saves, publishes, and refuses a stale save', async () => {
  const { page } = journey.browser;
  await page.goto(`${journey.server.url}/#/admin/detail?teclId=${teclId}&tab=recordings`);
  await page.locator(`[data-testid="recording-row"][data-vod-id="${vodId}"]`).getByTestId('recording-captions').click();
  await page.getByTestId('caption-recording-title').waitFor({ timeout: 15_000 });

  // A file the server cannot read: the line at fault, beside the file field.
  const upload = page.getByTestId('caption-upload');
  await upload
    .getByTestId('caption-file')
    .setInputFiles({ name: 'broken.srt', mimeType: 'application/x-subrip', buffer: Buffer.from(BROKEN_SRT) });
  await upload.getByTestId('caption-language').selectOption(language);
  await upload.getByTestId('caption-upload-send').click();
  const fileProblem = upload.locator('[data-testid="field-problem"][data-field="file"]');
  await expect.poll(() => fileProblem.textContent()).toMatch(/cannot be read as SRT at line \d+/);
  expect(await upload.getByTestId('caption-file').getAttribute('aria-invalid')).toBe('true');

  await upload
    .getByTestId('caption-file')
    .setInputFiles({ name: 'lecture.srt', mimeType: 'application/x-subrip', buffer: Buffer.from(SRT) });
  await upload.getByTestId('caption-upload-send').click();
  const editor = page.getByTestId('caption-editor');
  await editor.waitFor({ timeout: 15_000 });
  const rows = editor.getByTestId('cue-row');
  expect(await rows.count()).toBe(3);
  expect(await editor.getByTestId('caption-origin').textContent()).toBe('by a person');
  await expectNoSeriousViolations(page, 'the caption editor');

  // Keyboard only from here: the first caption's text, then its end, nudged later by 0.3 s.
  const first = rows.nth(0);
  await first.getByTestId('cue-text').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Welcome to the signals lecture.');
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('End of caption 1');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowUp');
  expect(await first.getByRole('textbox', { name: 'End of caption 1' }).inputValue()).toBe('00:00:04.300');
  const saveState = editor.getByTestId('caption-save-state');
  expect(await saveState.getAttribute('data-dirty')).toBe('true');
  await page.keyboard.press('Control+S');
  await expect.poll(() => saveState.textContent()).toBe('Saved.');
  expect(await saveState.getAttribute('data-dirty')).toBe('false');

  const status = editor.getByTestId('caption-status');
  await status.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => editor.getByTestId('caption-track-status').textContent()).toBe('Published');

  // Someone saves the track meanwhile (the same cues, a newer revision): this page's next save is refused.
  const { jwt_token: token } = await login(journey.server.url, DEMO.teacher01);
  const trackId = new URL(page.url().replace('/#/', '/')).searchParams.get('trackId')!;
  const current = await call(journey.server.url, `${captionsPath()}/${trackId}`, { token });
  const other = await call(journey.server.url, `${captionsPath()}/${trackId}`, {
    method: 'PUT',
    token,
    json: { revision: current.body.result.revision, cues: current.body.result.cues },
  });
  expect(other.http, JSON.stringify(other.body)).toBe(200);
  await rows.nth(1).getByTestId('cue-text').focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' Again.');
  await page.keyboard.press('Control+S');
  const conflict = editor.getByTestId('caption-conflict');
  await expect.poll(() => conflict.textContent()).toContain('These captions were saved meanwhile');
  await conflict.getByTestId('caption-reload').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => conflict.count()).toBe(0);
  expect(await rows.nth(1).getByTestId('cue-text').inputValue()).toBe('Today: the Fourier transform.');
  expect(await rows.nth(0).getByTestId('cue-text').inputValue()).toBe('Welcome to the signals lecture.');
});

it('gives student01 the published track, edited, labelled as a person’s', async () => {
  const { jwt_token: token } = await login(journey.server.url, DEMO.student01);
  const list = await call(journey.server.url, captionsPath(), { token });
  expect(list.http, JSON.stringify(list.body)).toBe(200);
  const track = list.body.result.find(
    (candidate: { language: string; origin: string }) => candidate.language === language && candidate.origin === 'human',
  );
  expect(track).toMatchObject({ origin: 'human', engine: null, status: 'published', cueCount: 3, editable: false });
  const cues = await call(journey.server.url, `${captionsPath()}/${track.trackId}`, { token });
  expect(cues.body.result.cues[0]).toEqual({ startS: 1, endS: 4.3, text: 'Welcome to the signals lecture.' });
});

it('turns a student who opens the editor’s address away', async () => {
  const { page } = journey.browser;
  await signInFresh(page, journey.server.url, DEMO.student01.username, DEMO.student01.password);
  await page.goto(`${journey.server.url}/#/caption-edit?vodId=${vodId}&teclId=${teclId}`);
  await page.waitForURL(/#\/no-access/, { timeout: 15_000 });
  expect(await page.getByTestId('caption-edit-page').count()).toBe(0);
});
