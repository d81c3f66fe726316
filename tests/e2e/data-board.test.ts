import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaDir } from '../../scripts/spa-build';
import { DATA_BOARD_REFRESH_MS } from '../../src/constants';
import { expectNoSeriousViolations } from '../support/axe';
import { openBrowser, type BrowserSession } from '../support/browser';
import { fixedTestNow } from '../support/test-clock';
import { startTestServer, type TestServer } from '../support/test-server';
import { openDropdown, sessionToken, signInFresh } from '../support/ui-login';

/**
 * The data board (SPEC §2 "User dropdown"; docs/admin.md "The data board page", issue 20): the
 * user menu opens it in a window of its own named 'data board', signed in as its opener through
 * the shared refresh token (never a token in the address), drawing the demo campus's figures with
 * ECharts on canvas and asking again every 30 s; logging out in the opener ends the board's
 * session too.
 */
let server: TestServer;
let browser: BrowserSession;
/** Pages that opened the server's event stream (a kick or a logout from another device). */
const eventStreams = new WeakSet<Page>();
beforeAll(async () => {
  server = await startTestServer({ backend: 'pglite', spaDir });
  // The page clock is installed (at the tests' instant) so the 30 s refresh can be reached at once.
  browser = await openBrowser(undefined, { now: fixedTestNow() ?? server.clock.now });
  browser.context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/events') eventStreams.add(request.frame().page());
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const CHARTS = ['visits', 'completion', 'topLessons', 'organisations'] as const;
const FIGURES = ['live', 'silent', 'visits-today', 'visitors-today', 'visits-period', 'watch-records', 'uploads'] as const;

/** Opens the board from the user menu of a page signed in as the administrator; the board reads the stored language. */
async function openBoard(page: Page, language: 'en' | 'zh' = 'en'): Promise<Page> {
  await signInFresh(page, server.url, 'admin', 'Admin@12345');
  await page.evaluate((lang) => localStorage.setItem('lectern.lang', lang), language);
  await openDropdown(page, 'user-dropdown', 'user-menu');
  const opened = page.context().waitForEvent('page', { timeout: 10_000 });
  await page.getByTestId('user-menu-data-board').click();
  const board = await opened;
  await board.getByTestId('data-board-page').waitFor({ timeout: 20_000 });
  await board.getByTestId('board-chart-visits').waitFor({ timeout: 20_000 });
  return board;
}

/** Painted pixels of the chart's canvas: an empty canvas has none. */
const paintedPixels = (board: Page, chart: string) =>
  board.getByTestId(`board-chart-${chart}`).evaluate((box) => {
    const canvas = box.querySelector('canvas');
    if (!canvas || canvas.width === 0 || canvas.height === 0) return 0;
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let painted = 0;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) painted++;
    return painted;
  });

describe('the data board', () => {
  it("data board opens in its own window signed in, titled 'data board', renders its charts with data", async () => {
    const board = await openBoard(browser.page);
    try {
      // Its own window, named as the spec says, signed in without a token in its address.
      expect(await board.evaluate(() => window.name)).toBe('data board');
      expect(await board.title()).toBe('Data board');
      expect(new URL(board.url()).hash).toBe('#/data-board');
      expect(board.url()).not.toMatch(/jwt_token|refresh_token/);
      expect(await sessionToken(board)).not.toBeNull();
      expect(await board.getByTestId('board-scope').innerText()).toBe('Whole school');

      // Every figure shows a number; the demo campus has visits and watched recordings.
      for (const figure of FIGURES) {
        const tile = board.getByTestId(`board-figure-${figure}`);
        expect((await tile.innerText()).trim(), figure).toMatch(/\d/);
      }
      expect(Number(await board.getByTestId('board-figure-visits-period').getAttribute('data-value'))).toBeGreaterThan(0);
      expect(Number(await board.getByTestId('board-figure-watch-records').getAttribute('data-value'))).toBeGreaterThan(0);

      // Each chart holds its series' points and has painted its canvas.
      for (const chart of CHARTS) {
        const box = board.getByTestId(`board-chart-${chart}`);
        await expect.poll(async () => Number(await box.getAttribute('data-points')), { message: chart }).toBeGreaterThan(0);
        await expect.poll(() => paintedPixels(board, chart), { message: chart }).toBeGreaterThan(1_000);
      }
      await expectNoSeriousViolations(board, '/data-board', { media: false });
      // It had no token when it started (it joined), and still opened the server's event stream.
      await expect.poll(() => eventStreams.has(board), { timeout: 10_000 }).toBe(true);

      // 30 s later it asks for its figures again by itself.
      const asked = board.waitForRequest((request) => new URL(request.url()).pathname === '/v1/data-board', { timeout: 15_000 });
      await board.clock.fastForward(DATA_BOARD_REFRESH_MS);
      expect((await (await asked).response())?.status()).toBe(200);
    } finally {
      await board.close();
    }
  });

  it('shows the figures in Chinese when the reader chose Chinese', async () => {
    const { page } = browser;
    const board = await openBoard(page, 'zh');
    try {
      expect(await board.title()).toBe('数据看板');
      expect(await board.getByTestId('board-scope').innerText()).toBe('全校');
      await expect
        .poll(async () => Number(await board.getByTestId('board-chart-completion').getAttribute('data-points')))
        .toBeGreaterThan(0);
    } finally {
      await board.close();
    }
  });

  it('logout in the opener signs the board out', async () => {
    const { page } = browser;
    const board = await openBoard(page);
    try {
      const boardToken = await sessionToken(board);
      expect(boardToken).not.toBeNull();
      await page.getByTestId('user-dropdown').hover();
      await page.getByTestId('user-menu-logout').click();
      await page.waitForURL(/#\/login/);
      // The board hears the logout and leaves the same way: its session is over, here and on the server.
      await board.waitForURL(/#\/login/, { timeout: 15_000 });
      await board.locator('input[type=password]').waitFor();
      expect(await sessionToken(board)).toBeNull();
      const status = await board.evaluate(
        async (token) => (await fetch('/v1/data-board', { headers: { 'jwt-token': token } })).status,
        boardToken!,
      );
      expect(status).toBe(401);
    } finally {
      await board.close();
    }
  });
});
