import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '../../src/schemas/runtime-config';
import { DEMO, call, sha256 } from '../support/api-client';
import { captureLog } from '../support/log-capture';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The read-only client secret (SPEC §9, docs/security.md "OAuth client"): configured, password
 * sign-in needs the application's credential as HTTP Basic, checked before any password guess
 * is spent; the browser gets it from the runtime configuration; it is never logged.
 */
const CLIENT_ID = 'lectern-web';
const CLIENT_SECRET = 'read-only-client-secret-0123456789';
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

let server: TestServer;
const log = captureLog('trace');
beforeAll(async () => {
  server = await startTestServer({ env: { OAUTH_CLIENT_ID: CLIENT_ID, OAUTH_CLIENT_SECRET: CLIENT_SECRET }, logger: log.logger });
});
afterAll(() => server?.close());

const signIn = (authorization?: string) =>
  call(server.url, '/oauth2/password', {
    method: 'POST',
    headers: { 'x-password-hash': 'sha256', tenantid: '1', ...(authorization ? { authorization } : {}) },
    json: { username: DEMO.student01.username, password: sha256(DEMO.student01.password), tenantId: '1' },
  });

describe('the OAuth client of password sign-in', () => {
  it('refuses a sign-in without the client, or with a wrong one, naming no secret', async () => {
    for (const authorization of [
      undefined,
      basic(CLIENT_ID, 'wrong-secret-wrong-secret'),
      basic('other', CLIENT_SECRET),
      'Bearer x',
      `Basic ${'A'.repeat(800)}`,
    ]) {
      const answer = await signIn(authorization);
      expect(answer.http, String(authorization)).toBe(400);
      expect(answer.body.code).toBe(40018);
      expect(JSON.stringify(answer.body)).not.toContain(CLIENT_SECRET);
    }
  });

  it('signs in with the right client, and wrong-client attempts spent none of the user’s guesses', async () => {
    for (let i = 0; i < 12; i += 1) expect((await signIn()).http).toBe(400);
    const answer = await signIn(basic(CLIENT_ID, CLIENT_SECRET));
    expect(answer.http).toBe(200);
    expect(answer.body.result.jwt_token).toEqual(expect.any(String));
  });

  it('hands the browser its client in the runtime configuration', async () => {
    const response = await fetch(new URL(`/config/global.json?t=${Date.now()}`, server.url));
    const config = runtimeConfigSchema.parse(await response.json());
    expect(config.OAUTH_CLIENT).toEqual({ id: CLIENT_ID, secret: CLIENT_SECRET });
  });

  it('never writes the secret or the credential to the server log', () => {
    expect(log.lines.length).toBeGreaterThan(0);
    const text = log.text();
    expect(text).not.toContain(CLIENT_SECRET);
    expect(text).not.toContain(Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64'));
  });
});
