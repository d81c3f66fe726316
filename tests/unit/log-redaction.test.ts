import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/http/log-redaction';

/** What the request log shows of an address (docs/security.md "Logs"). */
describe('redactUrl', () => {
  it.each([
    ['/v1/share/vod?token=abc', '/v1/share/vod?token=[redacted]'],
    ['/v1/share/stream/abc/road-1/seg-1.ts', '/v1/share/stream/[redacted]/road-1/seg-1.ts'],
    ['/v1/share/live-stream/abc/road-2/index.m3u8', '/v1/share/live-stream/[redacted]/road-2/index.m3u8'],
    ['/v1/share/texts/abc/captions/t-1/vtt', '/v1/share/texts/[redacted]/captions/t-1/vtt'],
    ['/v1/share/%74exts/abc/moments?keyword=x', '/v1/share/texts/[redacted]/moments?keyword=x'],
    [
      '/x?a=1&JWT_TOKEN=j&refresh_token=r&refreshToken=r&ticket=t&b=2',
      '/x?a=1&JWT_TOKEN=[redacted]&refresh_token=[redacted]&refreshToken=[redacted]&ticket=[redacted]&b=2',
    ],
    ['/x?%74oken=abc', '/x?%74oken=[redacted]'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('leaves addresses without capabilities as they are', () => {
    expect(redactUrl('/v1/course/search?unionName=algebra&page.pageIndex=2')).toBe('/v1/course/search?unionName=algebra&page.pageIndex=2');
    expect(redactUrl('/v1/share/list?teclId=t1')).toBe('/v1/share/list?teclId=t1');
  });
});
