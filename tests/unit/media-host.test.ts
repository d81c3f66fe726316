import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../server/env';
import { mediaHostConfig, mediaOrigin } from '../../server/playback/media-host';
import { contentSecurityPolicy } from '../../server/http/spa';

/** MEDIA_HOST_URL (docs/configuration.md "Media origin"): validated at boot, then one media host everywhere. */
describe('MEDIA_HOST_URL', () => {
  it('is unset by default: media stays on this server', () => {
    expect(parseEnv({}).MEDIA_HOST_URL).toBeUndefined();
    expect(parseEnv({ MEDIA_HOST_URL: '' }).MEDIA_HOST_URL).toBeUndefined();
  });

  it('keeps an origin and an optional path, without the trailing slash', () => {
    expect(parseEnv({ MEDIA_HOST_URL: 'https://media.campus.example/' }).MEDIA_HOST_URL).toBe('https://media.campus.example');
    expect(parseEnv({ MEDIA_HOST_URL: 'http://10.0.0.5:9000/lectern/' }).MEDIA_HOST_URL).toBe('http://10.0.0.5:9000/lectern');
  });

  it.each([
    'media.campus.example',
    'ftp://media.campus.example',
    'javascript:alert(1)',
    'https://user:pw@media.example',
    'https://media.example/?a=1',
    'https://media.example/#x',
  ])('stops the server on %s, naming the setting', (value) => {
    expect(() => parseEnv({ MEDIA_HOST_URL: value })).toThrow(EnvError);
    expect(() => parseEnv({ MEDIA_HOST_URL: value })).toThrow(/MEDIA_HOST_URL=/);
  });
});

describe('the media host configuration', () => {
  const reached = { protocol: 'http' as const, host: 'lectern.example:8080' };

  it('names the configured media origin in parts', () => {
    const env = parseEnv({ MEDIA_HOST_URL: 'https://cdn.example/lectern' });
    expect(mediaHostConfig(env, reached)).toEqual({
      uri: 'https://cdn.example/lectern',
      scheme: 'https',
      hostname: 'cdn.example',
      port: 443,
      path: '/lectern',
    });
    expect(mediaOrigin(env)).toBe('https://cdn.example');
  });

  it('is this server as reached when none is configured', () => {
    expect(mediaHostConfig(parseEnv({}), reached)).toEqual({
      uri: 'http://lectern.example:8080',
      scheme: 'http',
      hostname: 'lectern.example',
      port: 8080,
      path: '',
    });
    expect(mediaHostConfig(parseEnv({}), { protocol: 'https', host: 'bad host' })).toMatchObject({ hostname: 'localhost', port: 443 });
    expect(mediaOrigin(parseEnv({}))).toBeNull();
  });

  it('adds the media origin to connect-src and media-src only', () => {
    expect(contentSecurityPolicy('https://cdn.example')).toContain("connect-src 'self' https://cdn.example;");
    expect(contentSecurityPolicy('https://cdn.example')).toContain("media-src 'self' blob: https://cdn.example;");
    expect(contentSecurityPolicy().match(/cdn/)).toBeNull();
  });
});
