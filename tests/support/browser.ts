import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { fixedTestNow } from './test-clock';

/**
 * Debian's chromium driven by playwright-core (DESIGN.md §7): a fresh profile per context, and
 * the flags that keep it off the closed network. At a fixed test instant (test-clock.ts) the
 * page's clock starts there too and runs on, as the test servers' clocks start there.
 */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The player starts by itself, as it does for a person who clicked Play on the class page.
  '--autoplay-policy=no-user-gesture-required',
];

export type BrowserSession = { context: BrowserContext; page: Page; errors: string[]; close: () => Promise<void> };

export async function openBrowser(viewport = { width: 1600, height: 900 }, { now = fixedTestNow() } = {}): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), 'lectern-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    viewport,
    args: FLAGS,
  });
  if (now) await context.clock.install({ time: now });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
