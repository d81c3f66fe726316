import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { DEMO, call, login } from '../support/api-client';

/**
 * GET /auth/logout?json=0&returnUri=… (docs/security.md "Logout redirects"): the return address
 * is resolved against the site's own origin; another origin, or control characters, is a 400
 * naming the field, and the Location header is always a percent-encoded address on this site.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const logout = (rawQuery: string, token?: string) => call(server.url, `/auth/logout?json=0&${rawQuery}`, { token });
const me = (token: string) => call(server.url, '/authority/me', { token });

describe('GET /auth/logout returnUri', () => {
  it.each([
    ['returnUri=/%5Cevil.example'],
    ['returnUri=/\\evil.example'],
    ['returnUri=/\\/evil.example'],
    ['returnUri=//evil.example'],
    ['returnUri=https://evil.example/'],
    ['returnUri=javascript:alert(1)'],
    [`returnUri=${encodeURIComponent('/.//evil.example')}`],
  ])('refuses %s off site with 400 naming the field, and stays signed in', async (query) => {
    const tokens = await login(server.url, DEMO.student01);
    const answer = await logout(query, tokens.jwt_token);
    expect(answer.http).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, code: 40000, result: null });
    expect(answer.body.message).toMatch(/^querystring\.returnUri: /);
    expect(answer.headers.get('location')).toBeNull();
    expect((await me(tokens.jwt_token)).http).toBe(200);
  });

  it.each([['returnUri=/%09/evil.example'], ['returnUri=/x%0D%0ASet-Cookie:%20a=b'], ['returnUri=/x%0Aevil'], ['returnUri=/x%00']])(
    'refuses control characters in %s with 400 naming the field',
    async (query) => {
      const answer = await logout(query);
      expect(answer.http).toBe(400);
      expect(answer.body).toMatchObject({
        status: 400,
        code: 40000,
        result: { reason: 'fieldsInvalid', fields: [{ in: 'querystring', field: 'returnUri' }] },
      });
      expect(answer.body.message).toMatch(/^querystring\.returnUri: .*control characters/);
    },
  );

  it('returns to a Chinese path with a percent-encoded Location', async () => {
    const tokens = await login(server.url, DEMO.student01);
    const answer = await logout(`returnUri=${encodeURIComponent('/课程?q=数学#/detail?t=讲义')}`, tokens.jwt_token);
    expect(answer.http).toBe(302);
    const location = answer.headers.get('location')!;
    expect(location).toBe('/%E8%AF%BE%E7%A8%8B?q=%E6%95%B0%E5%AD%A6#/detail?t=%E8%AE%B2%E4%B9%89');
    expect(decodeURIComponent(location)).toBe('/课程?q=数学#/detail?t=讲义');
    expect((await me(tokens.jwt_token)).http).toBe(401);
  });

  it('returns to a same-site address, absolute or relative', async () => {
    const host = new URL(server.url).host;
    const absolute = await logout(`returnUri=${encodeURIComponent(`http://${host}/课程#/login?type=cas`)}`);
    expect(absolute.http).toBe(302);
    expect(absolute.headers.get('location')).toBe(`http://${host}/%E8%AF%BE%E7%A8%8B#/login?type=cas`);
    const relative = await logout(`returnUri=${encodeURIComponent('/#/home')}`);
    expect(relative.headers.get('location')).toBe('/#/home');
  });

  it('answers the encoded same-site address in the JSON form too', async () => {
    const answer = await call(server.url, `/auth/logout?returnUri=${encodeURIComponent('/课程')}`);
    expect(answer.http).toBe(200);
    expect(answer.body.result).toEqual({ loggedOut: false, returnUri: '/%E8%AF%BE%E7%A8%8B' });
  });
});
