import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * Chrome's own setting "Block third-party cookies" in the fresh profile (Safari's behaviour, and
 * Chrome's in private windows), for a page framed by another site (the LTI launch).
 */
function blockThirdPartyCookies(profile: string): void {
  mkdirSync(join(profile, 'Default'), { recursive: true });
  const preferences = { profile: { block_third_party_cookies: true, cookie_controls_mode: 1 } };
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify(preferences));
}

export async function openBrowser(
  viewport = { width: 1600, height: 900 },
  { now = fixedTestNow(), thirdPartyCookies = 'allowed' as 'allowed' | 'blocked' } = {},
): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), 'lectern-chromium-'));
  if (thirdPartyCookies === 'blocked') blockThirdPartyCookies(profile);
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
