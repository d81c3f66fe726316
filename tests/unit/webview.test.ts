import { describe, expect, it } from 'vitest';
import { buildWebviewUrl, type WebviewParams } from '../../src/ui/menu/webview-url';

const params: WebviewParams = {
  jwtToken: 'a.b.c',
  refreshToken: 'r&1',
  username: 'student01',
  parentAppHost: 'https://video.example.edu',
  theme: 'green',
  mode: 'internal',
};

const queryOf = (url: string) => new URLSearchParams(url.slice(url.indexOf('?') + 1).split('#')[0]);

describe('webview addresses (SPEC §3 "Webview parameters", §7 "Webview links")', () => {
  it('adds the session, the host, the theme and the mode', () => {
    const url = buildWebviewUrl('https://site.example.edu/page', params);
    expect(url.startsWith('https://site.example.edu/page?')).toBe(true);
    expect(Object.fromEntries(queryOf(url))).toEqual({
      jwt_token: 'a.b.c',
      refresh_token: 'r&1',
      username: 'student01',
      parent_app_host: 'https://video.example.edu',
      kiaf_theme: 'green',
      webview_mode: 'internal',
    });
  });

  it('appportal mode also adds append_params=Y and popup=N', () => {
    const query = queryOf(buildWebviewUrl('https://site.example.edu/', { ...params, mode: 'appportal' }));
    expect(query.get('webview_mode')).toBe('appportal');
    expect(query.get('append_params')).toBe('Y');
    expect(query.get('popup')).toBe('N');
  });

  it('other modes do not', () => {
    const query = queryOf(buildWebviewUrl('https://site.example.edu/', { ...params, mode: 'external' }));
    expect(query.has('append_params')).toBe(false);
    expect(query.has('popup')).toBe(false);
  });

  it('keeps an existing query', () => {
    const url = buildWebviewUrl('https://site.example.edu/page?x=1', params);
    expect(url.startsWith('https://site.example.edu/page?x=1&jwt_token=')).toBe(true);
  });

  it('puts the fields in the hash query of a hash route', () => {
    const url = buildWebviewUrl('https://app.example.edu/#/course?id=7', params);
    expect(url.startsWith('https://app.example.edu/#/course?id=7&jwt_token=a.b.c')).toBe(true);
  });

  it('puts them before a plain fragment', () => {
    const url = buildWebviewUrl('https://site.example.edu/doc#section-2', params);
    expect(url.endsWith('#section-2')).toBe(true);
    expect(url).toContain('/doc?jwt_token=');
  });

  it('leaves the tokens out when asked', () => {
    const query = queryOf(buildWebviewUrl('https://site.example.edu/', { ...params, noJwtToken: true }));
    expect(query.has('jwt_token')).toBe(false);
    expect(query.has('refresh_token')).toBe(false);
    expect(query.get('username')).toBe('student01');
  });

  it('appends extra fields last', () => {
    const url = buildWebviewUrl('https://site.example.edu/', { ...params, extra: { tenant_id: '1' } });
    expect(url.endsWith('&tenant_id=1')).toBe(true);
  });
});
