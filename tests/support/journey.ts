import { afterAll, beforeAll } from 'vitest';
import { spaDir } from '../../scripts/spa-build';
import { openBrowser, type BrowserSession } from './browser';
import { startTestServer, type TestServer } from './test-server';

/**
 * A browser journey's fixtures: the real server (PGlite, built SPA) and a fresh chromium, started
 * before the file's tests and closed after them.
 */
export type Journey = { server: TestServer; browser: BrowserSession };

export function journeyFixtures(options: Omit<NonNullable<Parameters<typeof startTestServer>[0]>, 'backend' | 'spaDir'> = {}): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    journey.server = await startTestServer({ backend: 'pglite', spaDir, ...options });
    journey.browser = await openBrowser();
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.close();
  });
  return journey;
}
