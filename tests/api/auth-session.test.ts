import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../../server/auth/sessions';
import { startTestServer, type TestServer } from '../support/test-server';
import { DEMO, call, login, refresh, sha256 } from '../support/api-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const me = (token: string, headers: Record<string, string> = {}) => call(server.url, '/authority/me', { token, headers });
const INVALID_TOKEN = { status: 401, code: -1, message: 'Invalid token', result: null };

describe('refresh tokens', () => {
  it('rotates: a refresh answers new tokens and the new access token works', async () => {
    const first = await login(server.url, DEMO.student01);
    const answer = await refresh(server.url, first.refresh_token);
    expect(answer.http).toBe(200);
    const next = answer.body.result;
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.user).toMatchObject({ username: 'student01' });
    expect((await me(next.jwt_token)).http).toBe(200);
  });

  it('detects reuse of a rotated token and revokes the whole family', async () => {
    const first = await login(server.url, DEMO.student01);
    const second = (await refresh(server.url, first.refresh_token)).body.result;
    // Past the reuse interval, a used token coming back means it leaked.
    server.clock.advance(REFRESH_REUSE_GRACE_MS / 1000 + 1);
    const reuse = await refresh(server.url, first.refresh_token);
    expect(reuse.http).toBe(400);
    expect(reuse.body).toMatchObject({ status: 400, code: 40013 });
    // The legitimate holder's newer tokens die with the family.
    expect((await refresh(server.url, second.refresh_token)).body.code).toBe(40012);
    expect((await me(second.jwt_token)).body).toEqual(INVALID_TOKEN);
    // Other sessions of the same user are untouched.
    const other = await login(server.url, DEMO.student01);
    expect((await me(other.jwt_token)).http).toBe(200);
  });

  it('gives a token presented again within the reuse interval a second successor (a tab reloaded mid-refresh)', async () => {
    const first = await login(server.url, DEMO.student01);
    const lost = (await refresh(server.url, first.refresh_token)).body.result;
    const again = await refresh(server.url, first.refresh_token);
    expect(again.http).toBe(200);
    expect(again.body.result.refresh_token).not.toBe(lost.refresh_token);
    // The session lives on: both successors work once each.
    expect((await me(again.body.result.jwt_token)).http).toBe(200);
    expect((await refresh(server.url, again.body.result.refresh_token)).http).toBe(200);
  });

  it('refuses an unknown or missing refresh token with a field message', async () => {
    expect((await refresh(server.url, 'x'.repeat(43))).body.code).toBe(40012);
    const missing = await call(server.url, '/oauth2/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(missing.http).toBe(400);
    expect(missing.body.message).toContain('body');
  });

  it('refuses an expired refresh token', async () => {
    const tokens = await login(server.url, DEMO.teacher01);
    server.clock.advance(15 * 86_400);
    try {
      const answer = await refresh(server.url, tokens.refresh_token);
      expect(answer.body).toMatchObject({ status: 400, code: 40012, message: 'refresh token expired' });
    } finally {
      server.clock.advance(-15 * 86_400);
    }
  });
});

describe('access tokens', () => {
  it('answers an expired access token with 401 / -1 / Invalid token', async () => {
    const tokens = await login(server.url, DEMO.teacher01);
    expect((await me(tokens.jwt_token)).http).toBe(200);
    server.clock.advance(tokens.expires_in + 1);
    try {
      const answer = await me(tokens.jwt_token);
      expect(answer.http).toBe(401);
      expect(answer.body).toEqual(INVALID_TOKEN);
      // …and the refresh token still brings the session back.
      const renewed = await refresh(server.url, tokens.refresh_token);
      expect((await me(renewed.body.result.jwt_token)).http).toBe(200);
    } finally {
      server.clock.advance(-(tokens.expires_in + 1));
    }
  });

  it('answers a missing, malformed or forged token with Invalid token', async () => {
    const tokens = await login(server.url, DEMO.teacher01);
    const [header, payload] = tokens.jwt_token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await call(server.url, '/authority/me')).body).toEqual(INVALID_TOKEN);
    expect((await me('not-a-jwt')).body).toEqual(INVALID_TOKEN);
    expect((await me(forged)).body).toEqual(INVALID_TOKEN);
  });

  it('refuses a tenantid header that disagrees with the token', async () => {
    const tokens = await login(server.url, DEMO.student01);
    expect((await me(tokens.jwt_token, { tenantid: '1' })).http).toBe(200);
    const answer = await me(tokens.jwt_token, { tenantid: '2' });
    expect(answer.http).toBe(403);
    expect(answer.body).toMatchObject({ status: 403, code: 40301 });
  });
});

describe('logout and kick', () => {
  it('POST {rbac}/access_token/logout revokes the session server-side', async () => {
    const tokens = await login(server.url, DEMO.student01);
    const answer = await call(server.url, '/rbac/access_token/logout', { method: 'POST', token: tokens.jwt_token });
    expect(answer.body).toMatchObject({ status: 200, result: { loggedOut: true } });
    expect((await me(tokens.jwt_token)).body).toEqual(INVALID_TOKEN);
    expect((await refresh(server.url, tokens.refresh_token)).body.code).toBe(40012);
  });

  it('GET {rbac}/auth/logout revokes too, and logout without a token still succeeds', async () => {
    const tokens = await login(server.url, DEMO.student01);
    expect((await call(server.url, '/rbac/auth/logout', { token: tokens.jwt_token })).body.result).toEqual({ loggedOut: true });
    expect((await me(tokens.jwt_token)).http).toBe(401);
    expect((await call(server.url, '/rbac/auth/logout')).body).toMatchObject({ status: 200, result: { loggedOut: false } });
  });

  it('GET {base}/auth/logout?json=0 redirects to a same-site returnUri and refuses others', async () => {
    const tokens = await login(server.url, DEMO.student01);
    const returnUri = encodeURIComponent('/#/login?type=cas');
    const answer = await call(server.url, `/auth/logout?json=0&returnUri=${returnUri}`, { token: tokens.jwt_token });
    expect(answer.http).toBe(302);
    expect(answer.headers.get('location')).toBe('/#/login?type=cas');
    expect((await me(tokens.jwt_token)).http).toBe(401);
    const open = await call(server.url, `/auth/logout?json=0&returnUri=${encodeURIComponent('https://evil.example/')}`);
    expect(open.http).toBe(400);
    expect(open.body.message).toContain('returnUri');
  });

  it('kicks the user’s other sessions and keeps the caller’s', async () => {
    const phone = await login(server.url, DEMO.teacher01);
    const laptop = await login(server.url, DEMO.teacher01);
    const answer = await call(server.url, '/rbac/user/kick', {
      method: 'POST',
      token: laptop.jwt_token,
      json: {
        user: 'teacher01',
        username: 'teacher01',
        lockTime: 0,
        broadcast: true,
        bcMessage: { action: 'kick-client', kickType: 'jwt', jwtToken: laptop.jwt_token },
      },
    });
    expect(answer.body).toMatchObject({ status: 200 });
    expect(answer.body.result.kicked).toBeGreaterThanOrEqual(1);
    expect((await me(phone.jwt_token)).http).toBe(401);
    expect((await me(laptop.jwt_token)).http).toBe(200);
  });

  it('lets only an administrator kick somebody else', async () => {
    const student = await login(server.url, DEMO.student01);
    const body = (token: string) => ({
      username: 'teacher01',
      lockTime: 0,
      broadcast: true,
      bcMessage: { action: 'kick-client', kickType: 'jwt', jwtToken: token },
    });
    const refused = await call(server.url, '/rbac/user/kick', { method: 'POST', token: student.jwt_token, json: body(student.jwt_token) });
    expect(refused.http).toBe(403);
    const teacher = await login(server.url, DEMO.teacher01);
    const admin = await login(server.url, DEMO.admin);
    const ok = await call(server.url, '/rbac/user/kick', { method: 'POST', token: admin.jwt_token, json: body(admin.jwt_token) });
    expect(ok.http).toBe(200);
    expect((await me(teacher.jwt_token)).http).toBe(401);
  });
});

describe('forced password change', () => {
  it('blocks everything but identity and the change until student02 changes the password', async () => {
    const tokens = await login(server.url, DEMO.student02);
    expect((await me(tokens.jwt_token)).body.result.user.mustChangePassword).toBe(true);
    const tree = await call(server.url, '/resource/resources_tree_me', { token: tokens.jwt_token });
    expect(tree.http).toBe(403);
    expect(tree.body.code).toBe(40302);

    const change = (oldPassword: string, newPassword: string) =>
      call(server.url, '/v1/user/password', {
        method: 'POST',
        token: tokens.jwt_token,
        headers: { 'x-password-hash': 'sha256' },
        json: { oldPassword: sha256(oldPassword), newPassword: sha256(newPassword) },
      });
    const wrong = await change('wrong', 'Better@2025');
    expect(wrong.body).toMatchObject({ status: 400, code: 40019 });
    expect(wrong.body.message).toContain('oldPassword');
    expect((await change(DEMO.student02.password, DEMO.student02.password)).body.code).toBe(40014);
    const changed = await change(DEMO.student02.password, 'Better@2025');
    expect(changed.http).toBe(200);
    const fresh = changed.body.result.jwt_token as string;
    expect((await call(server.url, '/resource/resources_tree_me', { token: fresh })).http).toBe(200);
    // The refresh token of the same session now yields unflagged tokens.
    const renewed = await refresh(server.url, tokens.refresh_token);
    expect(renewed.body.result.user.mustChangePassword).toBe(false);
    const oldLogin = await call(server.url, '/oauth2/password', {
      method: 'POST',
      headers: { 'x-password-hash': 'sha256' },
      json: { username: 'student02', password: sha256(DEMO.student02.password) },
    });
    expect(oldLogin.http).toBe(400);
    expect((await login(server.url, { ...DEMO.student02, password: 'Better@2025' })).user.mustChangePassword).toBe(false);
  });
});
