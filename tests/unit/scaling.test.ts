import { describe, expect, it } from 'vitest';
import { isSafari, rootFontSizePx } from '../../src/ui/scaling/root-font-size';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const EDGE = `${CHROME} Edg/126.0.0.0`;

describe('root font size (SPEC §1, §9)', () => {
  it('is 20 px at the 1920 px design width and proportional elsewhere', () => {
    expect(rootFontSizePx(1920, '/home', CHROME)).toBe(20);
    expect(rootFontSizePx(1600, '/home', CHROME)).toBeCloseTo(16.667, 3);
    expect(rootFontSizePx(2560, '/list-live', FIREFOX)).toBeCloseTo(26.667, 3);
    expect(rootFontSizePx(1024, '/home', CHROME)).toBeCloseTo(10.667, 3);
  });

  it('treats a window narrower than 1024 px as 1920', () => {
    expect(rootFontSizePx(1023, '/home', CHROME)).toBe(20);
    expect(rootFontSizePx(375, '/home', CHROME)).toBe(20);
  });

  it('does not scale player pages', () => {
    for (const path of ['/play-video', '/play-live', '/play-center']) expect(rootFontSizePx(1280, path, CHROME)).toBe(20);
    expect(rootFontSizePx(1280, '/video-detail', CHROME)).toBeCloseTo(13.333, 3);
  });

  it('does not scale in Safari', () => {
    expect(isSafari(SAFARI)).toBe(true);
    expect(isSafari(CHROME)).toBe(false);
    expect(isSafari(EDGE)).toBe(false);
    expect(isSafari(FIREFOX)).toBe(false);
    expect(rootFontSizePx(1280, '/home', SAFARI)).toBe(20);
  });
});
