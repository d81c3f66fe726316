import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The page's browser policy (issue 14 item 17): the SPA's HTML carries a Content-Security-Policy
 * that allows scripts only from the site and forbids framing, and every file of it refuses
 * sniffing and framing. The built app runs under it (checked in a browser by the e2e suite).
 */
let server: TestServer;

beforeAll(async () => {
  const spaDir = mkdtempSync(join(tmpdir(), 'lectern-spa-'));
  mkdirSync(join(spaDir, 'assets'));
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Lectern</title><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(spaDir, 'assets', 'app.js'), 'export {};');
  server = await startTestServer({ spaDir });
});
afterAll(() => server?.close());

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('SPA headers', () => {
  it.each(['/', '/index.html'])('%s carries a strict Content-Security-Policy', async (path) => {
    const page = await fetch(new URL(path, server.url));
    expect(page.status).toBe(200);
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('serves the scripts with nosniff and no framing', async () => {
    const script = await fetch(new URL('/assets/app.js', server.url));
    expect(script.status).toBe(200);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('x-frame-options')).toBe('DENY');
  });
});
