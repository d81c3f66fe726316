import { describe, expect, it } from 'vitest';
import { chooseCoding, varyWithAcceptEncoding } from '../../server/http/content-coding';

/** How an answer's coding follows Accept-Encoding (server/http/compression.ts, issue 19 "Compress"). */
describe('chooseCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['BR, GZIP', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
  ] as const)('Accept-Encoding %j gives %s', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });
});

describe('varyWithAcceptEncoding', () => {
  it('adds accept-encoding once', () => {
    expect(varyWithAcceptEncoding(undefined)).toBe('accept-encoding');
    expect(varyWithAcceptEncoding('origin')).toBe('origin, accept-encoding');
    expect(varyWithAcceptEncoding('Origin, Accept-Encoding')).toBe('Origin, Accept-Encoding');
    expect(varyWithAcceptEncoding('*')).toBe('*');
  });
});
