import { describe, expect, it } from 'vitest';
import { CAPTION_MAX_SECONDS } from '../../src/schemas/captions';
import { cueStamp, parseCueStamp } from '../../src/schemas/cue-time';

/** A cue's time as the caption editor shows it and reads it back, the way a caption file writes it. */
describe('cue times', () => {
  it('are shown as hh:mm:ss.mmm, to the millisecond', () => {
    expect(cueStamp(0)).toBe('00:00:00.000');
    expect(cueStamp(83.5)).toBe('00:01:23.500');
    expect(cueStamp(3725.25)).toBe('01:02:05.250');
    expect(cueStamp(1.0005)).toBe('00:00:01.001');
    // 0.1 + 0.2 is 0.30000000000000004 in binary: still 300 ms.
    expect(cueStamp(0.1 + 0.2)).toBe('00:00:00.300');
    expect(cueStamp(CAPTION_MAX_SECONDS)).toBe('24:00:00.000');
    expect(cueStamp(-2)).toBe('00:00:00.000');
  });

  it('are read as hh:mm:ss.mmm or mm:ss.mmm, with fewer decimals or none, a comma as SRT writes it', () => {
    expect(parseCueStamp('00:01:23.500')).toBe(83.5);
    expect(parseCueStamp('01:23.500')).toBe(83.5);
    expect(parseCueStamp(' 1:23.5 ')).toBe(83.5);
    expect(parseCueStamp('01:23')).toBe(83);
    expect(parseCueStamp('00:00:01,001')).toBe(1.001);
    expect(parseCueStamp('1:02:05.25')).toBe(3725.25);
    expect(parseCueStamp('100:00:00.000')).toBe(360_000);
  });

  it('read back exactly what they show', () => {
    for (const seconds of [0, 0.001, 0.3, 1.001, 59.999, 83.5, 3599.999, 3725.25, 86_399.999]) {
      expect(parseCueStamp(cueStamp(seconds)), String(seconds)).toBe(seconds);
    }
  });

  it('refuse what is not a time', () => {
    for (const text of [
      '',
      'abc',
      '83.5',
      '83',
      '1:60.000',
      '1:60:00',
      '00:01:23.5000',
      '1::23',
      '-0:01',
      '00:01:23.',
      '1:2:3:4',
      '1e3:00',
    ]) {
      expect(parseCueStamp(text), text).toBeNull();
    }
  });
});
