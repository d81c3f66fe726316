import { and, desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { editorImages, notes, users } from '../../server/db/schema';
import { NOTE_STATUS } from '../../src/constants';
import type { NoteDocument } from '../../src/schemas/notes';
import { timeStringOf } from '../../src/ui/notes/time-string';
import { openBrowser } from '../support/browser';
import { journeyFixtures } from '../support/journey';
import { playerVideo, videoTime } from '../support/player-video';
import { playableTeacherRecording } from '../support/teacher-recording';
import { ensureSignedIn, signInFresh } from '../support/ui-login';

/**
 * Taking notes beside a recording in the browser (docs/notes.md): typed text, a time card at
 * the player's moment that seeks back to it, a screenshot from the tray put into the note,
 * everything saved without a save button and opened again in another browser; writing in two
 * windows at once asks which version to keep instead of losing one.
 */
const journey = journeyFixtures();
const CLIP_S = 12;

let vodId: string;
let teclId: string;
let teacherId: string;

beforeAll(async () => {
  ({ vodId, teclId } = await playableTeacherRecording(journey.server, CLIP_S));
  const { db } = journey.server.database;
  teacherId = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, 'teacher01'), eq(users.tenantId, '1')))
  )[0]!.id;
  await db.delete(notes).where(and(eq(notes.userId, teacherId), eq(notes.vodId, vodId)));
}, 120_000);

const savedNotes = () =>
  journey.server.database.db
    .select()
    .from(notes)
    .where(and(eq(notes.userId, teacherId), eq(notes.vodId, vodId)))
    .orderBy(desc(notes.updatedAt));

/**
 * The note the first test writes (text, a "definition" time card), put in place when a later test
 * runs alone.
 */
async function ensureNote() {
  if ((await savedNotes()).length > 0) return;
  const content: NoteDocument = [
    { type: 'paragraph', children: [{ text: 'Definitions first.' }] },
    { type: 'mark-time-card', timeString: timeStringOf(3), content: 'definition', children: [{ text: '' }] },
    { type: 'paragraph', children: [{ text: 'Below the card.' }] },
  ];
  await journey.server.database.db
    .insert(notes)
    .values({ tenantId: '1', userId: teacherId, vodId, title: 'Notes', content, status: NOTE_STATUS.draft });
}

const editor = (page: Page) => page.getByTestId('note-editor');
const saveState = (page: Page) => editor(page).getAttribute('data-save-state');
const body = (page: Page) => page.getByTestId('note-body');

async function openNotes(page: Page, startAtS: number) {
  // Through another page, so the player and the notes start afresh even at the same address.
  await page.goto(`${journey.server.url}/#/home`);
  await page.getByTestId('player-stage').waitFor({ state: 'detached' });
  await page.goto(`${journey.server.url}/#/play-video?teclId=${teclId}&target=video&vodId=${vodId}&t=${startAtS}`);
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(startAtS + 0.2);
  await playerVideo(page).evaluate((element: HTMLVideoElement) => element.pause());
  await page.getByTestId('side-tab-notes').click();
  await editor(page).waitFor();
}

/** Types at the end of the note's last paragraph. */
async function typeAtEnd(page: Page, text: string) {
  await body(page).locator('p').last().click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

it('keeps text, a time card at the player’s moment and a screenshot in the note, and reopens them elsewhere', async () => {
  const { page } = journey.browser;
  await signInFresh(page, journey.server.url, 'teacher01', 'Teacher@12345');
  await openNotes(page, 3);
  const at = await videoTime(page);
  await typeAtEnd(page, 'Definitions first.');

  await page.getByTestId('note-mark-time').click();
  await page.getByTestId('remark-input').fill('  definition  ');
  await page.getByTestId('remark-confirm').click();
  const card = page.getByTestId('time-card');
  await expect.poll(() => card.getAttribute('data-time')).toBe(timeStringOf(at));
  expect(await card.getByTestId('time-card-remark').textContent()).toBe('definition');
  // The cursor is back in the note, on the line below the card.
  await page.keyboard.type('Below the card.');
  await expect.poll(() => body(page).locator('p').last().textContent()).toBe('Below the card.');

  await page.getByTestId('screenshot-take').click();
  await page.getByTestId('screenshot-add-to-note').first().click();
  const picture = page.getByTestId('note-picture');
  await expect
    .poll(() => picture.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);

  await expect.poll(() => saveState(page), { timeout: 10_000 }).toBe('clean');
  const [saved] = await savedNotes();
  const [shot] = await journey.server.database.db
    .select()
    .from(editorImages)
    .where(and(eq(editorImages.userId, teacherId), eq(editorImages.vodId, vodId)))
    .orderBy(desc(editorImages.createdAt))
    .limit(1);
  const content = saved!.content as NoteDocument;
  expect(JSON.stringify(content)).toContain('Definitions first.');
  expect(JSON.stringify(content)).toContain('Below the card.');
  expect(content).toContainEqual({ type: 'mark-time-card', timeString: timeStringOf(at), content: 'definition', children: [{ text: '' }] });
  expect(content).toContainEqual({ type: 'image', imageId: shot!.id, children: [{ text: '' }] });
  expect(await editor(page).getAttribute('data-note-id')).toBe(saved!.id);

  // The card takes the player back to its moment.
  await playerVideo(page).evaluate((element: HTMLVideoElement) => (element.currentTime = 10));
  await card.getByTestId('time-card-seek').click();
  await expect.poll(() => videoTime(page)).toBeCloseTo(Math.floor(at), 0);

  // Another browser opens the same note, picture and all.
  const other = await openBrowser();
  try {
    await signInFresh(other.page, journey.server.url, 'teacher01', 'Teacher@12345');
    await openNotes(other.page, 1);
    await expect.poll(() => body(other.page).textContent()).toContain('Definitions first.');
    expect(await other.page.getByTestId('time-card').getAttribute('data-time')).toBe(timeStringOf(at));
    await expect.poll(() => other.page.getByTestId('note-picture').locator('img').count(), { timeout: 10_000 }).toBe(1);
  } finally {
    await other.close();
  }
});

it('edits a card’s remark only with a selected card, ignoring an empty remark', async () => {
  const { page } = journey.browser;
  await ensureSignedIn(page, journey.server.url, 'teacher01', 'Teacher@12345');
  await ensureNote();
  await openNotes(page, 2);
  const edit = page.getByTestId('note-edit-remark');
  await typeAtEnd(page, ' more');
  expect(await edit.isDisabled()).toBe(true);
  await page.getByTestId('time-card-remark').click();
  await expect.poll(() => edit.isDisabled()).toBe(false);
  expect(await page.getByTestId('note-mark-time').isDisabled()).toBe(true);

  await edit.click();
  await page.getByTestId('remark-input').fill('   ');
  await page.getByTestId('remark-confirm').click();
  expect(await page.getByTestId('time-card-remark').textContent()).toBe('definition');

  await page.getByTestId('time-card-remark').click();
  await edit.click();
  await page.getByTestId('remark-input').fill('the proof');
  await page.getByTestId('remark-confirm').click();
  await expect.poll(() => page.getByTestId('time-card-remark').textContent()).toBe('the proof');
  await expect.poll(async () => JSON.stringify((await savedNotes())[0]!.content), { timeout: 10_000 }).toContain('"content":"the proof"');
});

it('saves what was just typed when the viewer leaves the lesson at once', async () => {
  const { page } = journey.browser;
  await ensureSignedIn(page, journey.server.url, 'teacher01', 'Teacher@12345');
  await ensureNote();
  await openNotes(page, 2);
  await typeAtEnd(page, ' Last words before leaving.');
  await page.goto(`${journey.server.url}/#/home`);
  await expect
    .poll(async () => JSON.stringify((await savedNotes())[0]!.content), { timeout: 10_000 })
    .toContain('Last words before leaving.');
});

it('asks which version to keep when two windows change the note, and keeps the chosen one', async () => {
  const { page } = journey.browser;
  await ensureSignedIn(page, journey.server.url, 'teacher01', 'Teacher@12345');
  await ensureNote();
  await openNotes(page, 2);
  const other = await openBrowser();
  try {
    await signInFresh(other.page, journey.server.url, 'teacher01', 'Teacher@12345');
    await openNotes(other.page, 2);
    await typeAtEnd(other.page, ' From the laptop.');
    await expect.poll(() => saveState(other.page), { timeout: 10_000 }).toBe('clean');

    await typeAtEnd(page, ' From the desktop.');
    await page.getByTestId('note-conflict').waitFor({ timeout: 10_000 });
    await page.getByTestId('note-keep-mine').click();
    await expect.poll(() => saveState(page), { timeout: 10_000 }).toBe('clean');
    const kept = JSON.stringify((await savedNotes())[0]!.content);
    expect(kept).toContain('From the desktop.');
    expect(kept).not.toContain('From the laptop.');
  } finally {
    await other.close();
  }
});

it('opens a submitted note read-only, and puts a screenshot sent to it into a new note', async () => {
  const { page } = journey.browser;
  await ensureSignedIn(page, journey.server.url, 'teacher01', 'Teacher@12345');
  await ensureNote();
  await journey.server.database.db
    .update(notes)
    .set({ status: NOTE_STATUS.pending })
    .where(and(eq(notes.userId, teacherId), eq(notes.vodId, vodId)));
  await openNotes(page, 2);
  await page.getByTestId('note-read-only').waitFor();
  expect(await body(page).getAttribute('contenteditable')).toBe('false');
  expect(await page.getByTestId('note-toolbar').count()).toBe(0);

  // A screenshot of its own, whether or not an earlier test left one in the tray.
  await page.getByTestId('screenshot-take').click();
  await page.getByTestId('screenshot-add-to-note').first().click();
  await page.getByTestId('note-read-only').waitFor({ state: 'detached' });
  await page.getByTestId('note-picture').waitFor();
  await expect.poll(() => editor(page).getAttribute('data-note-id'), { timeout: 10_000 }).not.toBe('');
  // Both notes carry the test server's clock, which stands still: tell them apart by status.
  const saved = await savedNotes();
  expect(saved.map((note) => note.status).sort()).toEqual([NOTE_STATUS.draft, NOTE_STATUS.pending].sort());
  const draft = saved.find((note) => note.status === NOTE_STATUS.draft);
  expect(draft!.id).toBe(await editor(page).getAttribute('data-note-id'));
  expect(JSON.stringify(draft!.content)).toContain('"type":"image"');
});
