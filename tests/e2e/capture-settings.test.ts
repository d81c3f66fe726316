import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSessions } from '../../server/db/schema';
import { DEMO } from '../support/api-client';
import { expectNoSeriousViolations } from '../support/axe';
import { pushRoads, type Encoder } from '../support/classroom-encoder';
import { journeyFixtures } from '../support/journey';
import { SHARED_LIVE_LESSON } from '../support/live-lessons';
import { videoTime } from '../support/player-video';
import { ensureSignedIn, signInFresh } from '../support/ui-login';

/**
 * The administrators' lecture capture page (docs/admin.md "Lecture capture", issue 29): the
 * administrator finds the studio of the lesson on now, copies its teacher camera's push address
 * and key into a classroom encoder (Debian's ffmpeg), and watches the road turn to receiving with
 * the encoder's picture size; student01 then watches that picture live. Regenerating the key
 * replaces it; a road is removed and set up as pull, an address that is not RTSP or SRT refused beside
 * its field; a teacher gets no page.
 */
const journey = journeyFixtures({ ingest: true });
const STUDIO = 'clro-1-studio-1';
const KEY_SHAPE = /^lck_[A-Za-z0-9]{32}$/;

let teclId = '';
let encoder: Encoder | null = null;
let firstKey = '';

beforeAll(async () => {
  await journey.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.server.url });
  const [lesson] = await journey.server.database.db
    .select({ teclId: courseSessions.teclId, clroId: courseSessions.clroId })
    .from(courseSessions)
    .where(eq(courseSessions.id, SHARED_LIVE_LESSON));
  expect(lesson!.clroId).toBe(STUDIO);
  teclId = lesson!.teclId;
});

afterAll(async () => {
  await encoder?.stop();
});

const road1 = (page: Page) => page.getByTestId('capture-road-1');

/** The teacher camera's key as the page shows it once Show is pressed. */
async function shownKey(page: Page): Promise<string> {
  const key = page.getByTestId('capture-road-1-key');
  if ((await key.getAttribute('data-shown')) !== 'true') await page.getByTestId('capture-road-1-show-key').click();
  await expect.poll(() => key.getAttribute('data-shown')).toBe('true');
  return (await key.textContent())!.trim();
}

describe('the lecture capture page', () => {
  it('the administrator finds the studio, copies the teacher camera’s key and push address; the encoder’s picture shows as receiving', async () => {
    const { page } = journey.browser;
    await signInFresh(page, journey.server.url, DEMO.admin.username, DEMO.admin.password);
    await page.goto(`${journey.server.url}/#/admin/capture`);
    await page.getByTestId('capture-rooms').waitFor({ timeout: 15_000 });

    await page.getByTestId('capture-search-text').fill('Studio');
    await page.getByTestId('capture-search-submit').click();
    const rooms = page.getByTestId('capture-room');
    await expect.poll(() => page.url()).toContain('keyword=Studio');
    await expect.poll(async () => (await rooms.allTextContents()).every((text) => text.includes('Studio'))).toBe(true);
    const studio = page.locator(`[data-testid="capture-room"][data-room-id="${STUDIO}"]`);
    await studio.waitFor({ timeout: 10_000 });
    // The seed gives the studio push roads 1–3, not receiving before any encoder pushes; no key in the list.
    expect(await studio.locator('[data-road-type]').evaluateAll((badges) => badges.map((b) => b.getAttribute('data-state')))).toEqual([
      'none',
      'none',
      'none',
    ]);
    expect(await page.getByTestId('capture-rooms').textContent()).not.toContain('lck_');
    await expectNoSeriousViolations(page, '/admin/capture (list)');

    await studio.getByTestId('capture-room-open').click();
    const dialog = page.getByTestId('capture-room-dialog');
    await dialog.waitFor({ timeout: 10_000 });
    expect(await road1(page).getAttribute('data-mode')).toBe('push');
    await expectNoSeriousViolations(page, '/admin/capture (a room open)');
    // Hidden until Show.
    expect(await page.getByTestId('capture-road-1-key').textContent()).not.toContain('lck_');
    const key = await shownKey(page);
    expect(key).toMatch(KEY_SHAPE);
    firstKey = key;

    await page.getByTestId('capture-road-1-copy-key').click();
    await expect.poll(() => page.getByTestId('capture-road-1-copy-key-status').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    const pushAddress = (await page.getByTestId('capture-road-1-push-url').textContent())!.trim();
    expect(pushAddress).toBe(`rtmp://127.0.0.1:${journey.server.app.deps.ingest.port}/live`);
    await page.getByTestId('capture-road-1-copy-url').click();
    await expect.poll(() => page.getByTestId('capture-road-1-copy-url-status').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pushAddress);

    // The key went nowhere but the screen and the clipboard.
    expect(page.url()).not.toContain(key);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(key);

    encoder = pushRoads([{ roadType: 1, url: `${pushAddress}/${key}` }]);
    const signal = page.getByTestId('capture-road-1-signal');
    // The open room is read again every 5 s: no reload.
    await expect.poll(() => signal.getAttribute('data-receiving'), { timeout: 20_000 }).toBe('true');
    await expect.poll(() => page.getByTestId('capture-road-1-signal-resolution').textContent(), { timeout: 10_000 }).toBe('640×360');
    expect(await page.getByTestId('capture-road-2-signal').getAttribute('data-receiving')).toBe('false');
  });

  it('student01 watches the pushed teacher camera live', async () => {
    const { page } = journey.browser;
    await signInFresh(page, journey.server.url, DEMO.student01.username, DEMO.student01.password);
    await page.goto(
      `${journey.server.url}/#/play-live?courseId=${SHARED_LIVE_LESSON}&liveId=${SHARED_LIVE_LESSON}&teclId=${teclId}&roadType=1&target=live`,
    );
    await page.getByTestId('live-stage').waitFor({ timeout: 20_000 });
    await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(0.5);
    const started = await videoTime(page);
    await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(started + 1.5);
  });

  it('regenerating the key, after asking, replaces it and hides the new one until shown', async () => {
    const { page } = journey.browser;
    await ensureSignedIn(page, journey.server.url, DEMO.admin.username, DEMO.admin.password);
    await page.goto(`${journey.server.url}/#/admin/capture?room=${STUDIO}`);
    await page.getByTestId('capture-room-dialog').waitFor({ timeout: 15_000 });
    expect(await shownKey(page)).toBe(firstKey);

    await page.getByTestId('capture-road-1-regenerate').click();
    const question = page.getByTestId('capture-road-1-regenerate-dialog');
    expect(await question.textContent()).toContain('the encoder using the old key stops');
    await page.getByTestId('capture-road-1-regenerate-confirm').click();
    await question.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => page.getByTestId('capture-room-status').textContent()).toBe('Teacher camera has a new stream key.');
    // The focus is back on the button that asked, and the new key is hidden until shown.
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid)).toBe('capture-road-1-regenerate');
    expect(await page.getByTestId('capture-road-1-key').getAttribute('data-shown')).toBe('false');
    const newKey = await shownKey(page);
    expect(newKey).toMatch(KEY_SHAPE);
    expect(newKey).not.toBe(firstKey);
  });

  it('removes a road after asking and sets it up as pull; an address that is not RTSP or SRT is refused beside the field', async () => {
    const { page } = journey.browser;
    await ensureSignedIn(page, journey.server.url, DEMO.admin.username, DEMO.admin.password);
    await page.goto(`${journey.server.url}/#/admin/capture?room=clro-1-studio-2`);
    await page.getByTestId('capture-room-dialog').waitFor({ timeout: 15_000 });
    const screen = page.getByTestId('capture-road-2');
    expect(await screen.getAttribute('data-mode')).toBe('push');

    await page.getByTestId('capture-road-2-remove').click();
    expect(await page.getByTestId('capture-road-2-remove-dialog').textContent()).toContain('Remove the road Screen?');
    await page.getByTestId('capture-road-2-remove-confirm').click();
    await expect.poll(() => page.getByTestId('capture-room-status').textContent()).toBe('Screen is removed.');
    expect(await screen.getAttribute('data-mode')).toBe('none');

    await page.getByTestId('capture-road-2-set-pull').click();
    await page.getByTestId('capture-road-2-pull-url').fill('http://192.0.2.10/stream1');
    await page.getByTestId('capture-road-2-pull-save').click();
    const problem = screen.locator('[data-testid="field-problem"][data-field="pullUrl"]');
    await expect.poll(() => problem.textContent()).toContain('give an rtsp://, rtsps:// or srt:// address');
    expect(await screen.getAttribute('data-mode')).toBe('none');
    await expectNoSeriousViolations(page, '/admin/capture (an encoder address refused)');

    await page.getByTestId('capture-road-2-pull-url').fill('rtsp://192.0.2.10:554/stream1');
    await page.getByTestId('capture-road-2-pull-save').click();
    await expect.poll(() => page.getByTestId('capture-room-status').textContent()).toBe('The encoder address of Screen is saved.');
    expect(await screen.getAttribute('data-mode')).toBe('pull');
    expect(await page.getByTestId('capture-road-2-pull-url').inputValue()).toBe('rtsp://192.0.2.10:554/stream1');
    expect(await problem.count()).toBe(0);
  });

  it('gives a teacher no capture page', async () => {
    const { page } = journey.browser;
    await signInFresh(page, journey.server.url, DEMO.teacher01.username, DEMO.teacher01.password);
    await page.goto(`${journey.server.url}/#/admin/capture`);
    await page.getByTestId('capture-forbidden').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('capture-rooms').count()).toBe(0);
    expect(await page.getByTestId('capture-search').count()).toBe(0);
  });
});
