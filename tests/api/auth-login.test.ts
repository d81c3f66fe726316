import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { DEMO, call, login, sha256 } from '../support/api-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server?.close());

const postLogin = (body: unknown, headers: Record<string, string> = { 'x-password-hash': 'sha256', tenantid: '1' }) =>
  call(server.url, '/oauth2/password', { method: 'POST', headers, json: body });

describe('POST /oauth2/password', () => {
  it('signs student01 in with the SHA-256 pre-hash and answers both tokens and the user', async () => {
    const answer = await postLogin({ username: 'student01', password: sha256(DEMO.student01.password), tenantId: '1' });
    expect(answer.http).toBe(200);
    expect(answer.body).toMatchObject({ status: 200, code: 0 });
    const { jwt_token, refresh_token, expires_in, user } = answer.body.result;
    expect(jwt_token.split('.')).toHaveLength(3);
    expect(refresh_token.length).toBeGreaterThanOrEqual(40);
    expect(expires_in).toBeGreaterThan(0);
    expect(user).toMatchObject({ username: 'student01', tenantId: '1', role: 2, mustChangePassword: false });
    expect(JSON.stringify(answer.body)).not.toMatch(/password_hash|passwordHash|scrypt/);
  });

  it('treats a login without tenantId as tenant "1"', async () => {
    const answer = await postLogin({ username: 'teacher01', password: sha256(DEMO.teacher01.password) }, { 'x-password-hash': 'sha256' });
    expect(answer.http).toBe(200);
    expect(answer.body.result.user).toMatchObject({ username: 'teacher01', tenantId: '1', role: 1 });
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await postLogin({ username: 'teacher01', password: sha256('nope'), tenantId: '1' });
    const unknown = await postLogin({ username: 'nobody', password: sha256('nope'), tenantId: '1' });
    for (const answer of [wrong, unknown]) {
      expect(answer.http).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, code: 40010, message: 'wrong username or password', result: null });
    }
  });

  it('refuses a password that was not pre-hashed (missing x-password-hash flag)', async () => {
    const answer = await postLogin({ username: 'student01', password: sha256(DEMO.student01.password) }, { tenantid: '1' });
    expect(answer.http).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, code: 40011 });
    expect(answer.body.message).toContain('x-password-hash');
  });

  it('refuses a clear-text password even with the flag, naming the field', async () => {
    const answer = await postLogin({ username: 'student01', password: DEMO.student01.password });
    expect(answer.http).toBe(400);
    expect(answer.body.message).toMatch(/^body\.password: /);
  });

  it('answers malformed JSON with 400 and a field message, never 500', async () => {
    const answer = await call(server.url, '/oauth2/password', {
      method: 'POST',
      headers: { 'x-password-hash': 'sha256', 'content-type': 'application/json' },
      body: '{"username": "student01", "password": ',
    });
    expect(answer.http).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, code: 40000, message: 'body: malformed JSON', result: null });
  });

  it('answers wrong types with 400 naming each field', async () => {
    const answer = await postLogin({ username: 12345, password: ['x'], tenantId: true });
    expect(answer.http).toBe(400);
    expect(answer.body.message).toContain('body.username');
    expect(answer.body.message).toContain('body.password');
    expect(answer.body.message).toContain('body.tenantId');
  });

  it('keeps tenants apart: student03 exists only in tenant "2"', async () => {
    const password = sha256(DEMO.student03.password);
    expect((await postLogin({ username: 'student03', password, tenantId: '1' })).http).toBe(400);
    const ok = await postLogin({ username: 'student03', password, tenantId: '2' }, { 'x-password-hash': 'sha256', tenantid: '2' });
    expect(ok.http).toBe(200);
    expect(ok.body.result.user.tenantId).toBe('2');
  });

  it('refuses a body tenantId that disagrees with the tenantid header', async () => {
    const answer = await postLogin({ username: 'student03', password: sha256(DEMO.student03.password), tenantId: '2' });
    expect(answer.http).toBe(400);
    expect(answer.body.message).toContain('tenantId');
  });

  it('flags student02 for the forced password change (password equals user code)', async () => {
    const { user } = await login(server.url, DEMO.student02);
    expect(user).toMatchObject({ username: 'student02', code: '2024000002', mustChangePassword: true });
  });
});

describe('login rate limits', () => {
  it('blocks a username after repeated failures, with retry-after, even for the right password', async () => {
    const attempt = (password: string) => postLogin({ username: 'nopriv01', password: sha256(password), tenantId: '1' });
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong')).http).toBe(400);
    const blocked = await attempt(DEMO.nopriv01.password);
    expect(blocked.http).toBe(429);
    expect(blocked.body).toMatchObject({ status: 429, code: 42900 });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    server.clock.advance(16 * 60);
    expect((await attempt(DEMO.nopriv01.password)).http).toBe(200);
  });

  it('blocks an address that tries many usernames', async () => {
    const answers = [];
    for (let i = 0; i < 31; i += 1) {
      answers.push(
        await postLogin(
          { username: `guess${i}`, password: sha256('x'), tenantId: '1' },
          {
            'x-password-hash': 'sha256',
            'x-forwarded-for': '203.0.113.9',
          },
        ),
      );
    }
    expect(answers.slice(0, 30).every((a) => a.http === 400)).toBe(true);
    expect(answers[30]!.http).toBe(429);
    const otherAddress = await postLogin(
      { username: 'guess0', password: sha256('x'), tenantId: '1' },
      {
        'x-password-hash': 'sha256',
        'x-forwarded-for': '203.0.113.10',
      },
    );
    expect(otherAddress.http).toBe(400);
  });
});
