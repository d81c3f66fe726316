import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTE_STATUS } from '../../src/constants';
import { enrolments, notes, users } from '../../server/db/schema';
import { DEMO, call, login } from '../support/api-client';
import { journeyFixtures } from '../support/journey';
import { playableTeacherRecording } from '../support/teacher-recording';
import { sessionToken, signInFresh } from '../support/ui-login';

/**
 * /personal-center/my-note (docs/notes.md "my-note", "Status"): teacher01 submits and releases a
 * note on a recording of their class from the page; student01, enrolled in that class, is told,
 * finds it among the notes shared with them, reads it read-only, searches it by a remark, opens
 * the recording at a time card's moment and exports it as Markdown.
 */
const journey = journeyFixtures();
const db = () => journey.server.database.db;

const REMARK = 'eigenvalues';
const TEXT = 'Watch how the matrix turns the plane.';
let recording: { vodId: string; teclId: string };
let noteId: string;

const open = async (hashPath: string) => {
  const { page } = journey.browser;
  await page.goto(`${journey.server.url}/#${hashPath}`);
  await page.getByTestId('my-note').waitFor({ timeout: 15_000 });
};

beforeAll(async () => {
  recording = await playableTeacherRecording(journey.server, 20);
  const [student] = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
  await db().insert(enrolments).values({ tenantId: '1', teclId: recording.teclId, studentId: student!.id }).onConflictDoNothing();

  const teacher = (await login(journey.server.url, DEMO.teacher01)).jwt_token;
  const created = await call<{ id: string }>(journey.server.url, '/v1/note', {
    method: 'POST',
    token: teacher,
    json: {
      vodId: recording.vodId,
      title: 'Week 3: linear maps',
      content: [
        { type: 'paragraph', children: [{ text: TEXT }] },
        { type: 'mark-time-card', timeString: '00:01:05', content: REMARK, children: [{ text: '' }] },
      ],
    },
  });
  expect(created.http).toBe(200);
  noteId = created.body.result.id;
});

describe('my notes', () => {
  it('teacher01 submits their note for the class, then releases it', async () => {
    const { page } = journey.browser;
    await signInFresh(page, journey.server.url, 'teacher01', 'Teacher@12345');
    await open(`/personal-center/my-note?note=${noteId}`);
    const reader = page.getByTestId('note-reader');
    await expect.poll(() => reader.getAttribute('data-status'), { timeout: 10_000 }).toBe(String(NOTE_STATUS.draft));
    expect(await page.getByTestId('note-action-release').count()).toBe(0);

    await page.getByTestId('note-action-submit').click();
    await expect.poll(() => reader.getAttribute('data-status'), { timeout: 10_000 }).toBe(String(NOTE_STATUS.pending));
    expect(await page.getByTestId('note-read-only').isVisible()).toBe(true);

    await page.getByTestId('note-action-release').click();
    await expect.poll(() => reader.getAttribute('data-status'), { timeout: 10_000 }).toBe(String(NOTE_STATUS.released));
    const item = page.locator(`[data-testid="note-item"][data-note-id="${noteId}"]`);
    await expect.poll(() => item.getAttribute('data-status'), { timeout: 10_000 }).toBe(String(NOTE_STATUS.released));
    const [stored] = await db().select({ status: notes.status }).from(notes).where(eq(notes.id, noteId));
    expect(stored?.status).toBe(NOTE_STATUS.released);
  });

  it('student01 is told, reads the released note, and cannot change it', async () => {
    const { page } = journey.browser;
    await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
    const token = (await sessionToken(page)) ?? '';
    const inbox = await call<{ records: { topic: string; vodId: string | null }[] }>(journey.server.url, '/v1/messages', { token });
    expect(inbox.body.result.records.some((message) => message.topic === 'note-released' && message.vodId === recording.vodId)).toBe(true);

    // The message leads to the note.
    await page.goto(`${journey.server.url}/#/personal-center/my-message`);
    const message = page.getByTestId('inbox-message').filter({ hasText: 'Week 3: linear maps' });
    await message.waitFor({ timeout: 15_000 });
    await message.getByTestId('inbox-follow').click();
    await page.getByTestId('my-note').waitFor({ timeout: 15_000 });
    const item = page.locator(`[data-testid="note-item"][data-note-id="${noteId}"]`);
    await item.waitFor({ timeout: 10_000 });
    expect(await item.innerText()).toContain('Week 3: linear maps');
    expect(await item.getAttribute('aria-current')).toBe('true');
    const reader = page.getByTestId('note-reader');
    await reader.waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('note-body').innerText(), { timeout: 10_000 }).toContain(TEXT);
    expect(await page.getByTestId('note-read-only').isVisible()).toBe(true);
    expect(await page.getByTestId('note-body').getAttribute('contenteditable')).toBe('false');
    for (const action of ['submit', 'withdraw', 'release', 'unrelease'])
      expect(await page.getByTestId(`note-action-${action}`).count(), action).toBe(0);
    expect(await page.getByTestId('time-card-remark').innerText()).toBe(REMARK);
  });

  it("shows the released note read-only in the player's notes panel, among the student's own", async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.server.url}/#/play-video?teclId=${recording.teclId}&target=video&vodId=${recording.vodId}`);
    await page.getByTestId('side-tab-notes').click();
    await page.getByTestId('note-editor').waitFor({ timeout: 15_000 });
    const choice = page.getByTestId('note-choice');
    // With notes of their own the newest own draft opens first; the class's note is a choice away.
    if ((await choice.count()) > 0) await choice.selectOption(noteId);
    await expect.poll(() => page.getByTestId('note-editor').getAttribute('data-note-id'), { timeout: 10_000 }).toBe(noteId);
    expect(await page.getByTestId('note-read-only').innerText()).toContain('Released to your class by');
    expect(await page.getByTestId('note-body').getAttribute('contenteditable')).toBe('false');
    expect(await page.getByTestId('note-body').innerText()).toContain(TEXT);
  });

  it('finds the note by a time-card remark and not by a word it does not hold', async () => {
    const { page } = journey.browser;
    await open('/personal-center/my-note?scope=shared');
    await page.getByTestId('note-search').fill(REMARK);
    await page.getByTestId('note-search').press('Enter');
    await expect
      .poll(() => page.getByTestId('note-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-note-id'))), {
        timeout: 10_000,
      })
      .toEqual([noteId]);
    await page.getByTestId('note-search').fill('zzz-not-in-any-note');
    await page.getByTestId('note-search').press('Enter');
    await expect.poll(() => page.getByTestId('note-item').count(), { timeout: 10_000 }).toBe(0);
    expect(await page.getByTestId('my-note').innerText()).toContain('zzz-not-in-any-note');
  });

  it("opens the recording at a time card's moment", async () => {
    const { page } = journey.browser;
    await open(`/personal-center/my-note?scope=shared&note=${noteId}`);
    await page.getByTestId('time-card-seek').waitFor({ timeout: 10_000 });
    const popupOpened = page.context().waitForEvent('page', { timeout: 10_000 });
    await page.getByTestId('time-card-seek').click();
    const popup = await popupOpened;
    try {
      await popup.waitForLoadState('domcontentloaded');
      const [path, query = ''] = new URL(popup.url()).hash.slice(1).split('?');
      expect(path).toBe('/play-video');
      expect(Object.fromEntries(new URLSearchParams(query))).toMatchObject({ vodId: recording.vodId, teclId: recording.teclId, t: '65' });
    } finally {
      await popup.close();
    }
  });

  it('exports the note as Markdown with its time card linking to that moment', async () => {
    const { page } = journey.browser;
    await open(`/personal-center/my-note?scope=shared&note=${noteId}`);
    await page.getByTestId('note-reader').waitFor({ timeout: 10_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('note-export').click()]);
    expect(download.suggestedFilename()).toBe('Week 3 linear maps.md');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toContain('# Week 3: linear maps');
    expect(text).toContain(TEXT);
    expect(text).toMatch(new RegExp(`- \\[00:01:05\\]\\(<[^>]*vodId=${recording.vodId}[^>]*t=65[^>]*>\\) ${REMARK}`));
  });

  it('gives the list room at 1920 px: each class name on one line beside its Export button', async () => {
    const { page } = journey.browser;
    await page.setViewportSize({ width: 1920, height: 1000 });
    try {
      await open('/personal-center/my-note?scope=shared');
      await page.getByTestId('note-class').first().waitFor({ timeout: 10_000 });
      const names = await page.getByTestId('note-class').evaluateAll((classes) =>
        classes.map((item) => {
          const heading = item.querySelector('h3')!;
          const range = document.createRange();
          range.selectNodeContents(heading);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          return { name: heading.textContent, lines };
        }),
      );
      expect(names.length).toBeGreaterThan(0);
      for (const { name, lines } of names) expect(lines, `"${name}" takes ${lines} lines`).toBe(1);
    } finally {
      await page.setViewportSize({ width: 1600, height: 900 });
    }
  });
});
