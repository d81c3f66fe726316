import { describe, expect, it } from 'vitest';
import { CLIP_MIN_LENGTH_S } from '../../src/constants';
import { RESOURCE_TITLE_MAX, createClipBodySchema } from '../../src/schemas/media-library';
import { clipProblems, formatClipTime, parseClipTime, percentOf, snapClipTime, titleProblem } from '../../src/ui/clip-manage/clip-times';

/** The in and out points of /clip-manage: what the teacher reads, types and is told before a clip is asked for. */
describe('in and out points', () => {
  it('read as a clock time with tenths, rounded down', () => {
    expect(formatClipTime(0)).toBe('0:00.0');
    expect(formatClipTime(75.25)).toBe('1:15.2');
    expect(formatClipTime(75.29)).toBe('1:15.2');
    // 0.3 is 0.29999… in binary: still three tenths.
    expect(formatClipTime(0.3)).toBe('0:00.3');
    expect(formatClipTime(12.7)).toBe('0:12.7');
    expect(formatClipTime(3725)).toBe('1:02:05.0');
    expect(formatClipTime(-4)).toBe('0:00.0');
  });

  it('are typed as seconds or as a clock time', () => {
    expect(parseClipTime('75')).toBe(75);
    expect(parseClipTime(' 75.3 ')).toBe(75.3);
    expect(parseClipTime('1:15')).toBe(75);
    expect(parseClipTime('1:15.3')).toBeCloseTo(75.3);
    expect(parseClipTime('1:02:05')).toBe(3725);
    expect(parseClipTime('0:05')).toBe(5);
  });

  it('refuse what is not a time', () => {
    for (const text of ['', 'abc', '-3', '1:60', '1:75:00', '1::2', '1:2:3:4', '1.2.3', '1e3', ':30']) {
      expect(parseClipTime(text), text).toBeNull();
    }
  });

  it('snap to a tenth within the recording', () => {
    expect(snapClipTime(12.345, 60)).toBe(12.3);
    expect(snapClipTime(12.36, 60)).toBe(12.4);
    expect(snapClipTime(-1, 60)).toBe(0);
    expect(snapClipTime(99, 60)).toBe(60);
    // Never past the end, even when rounding up would be.
    expect(snapClipTime(10.06, 10.06)).toBe(10);
  });

  it('sit on the bar as a percentage of the recording', () => {
    expect(percentOf(15, 60)).toBe(25);
    expect(percentOf(90, 60)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe('a clip is asked for only when', () => {
  const ok = { inS: 5, outS: 12.5, title: 'Derivatives, the short version', durationS: 60 };

  it('both points are set, in order, long enough, within the recording, with a title', () => {
    expect(clipProblems(ok)).toEqual([]);
    expect(clipProblems({ ...ok, inS: null, outS: null, title: '' })).toEqual(['noIn', 'noOut', 'noTitle']);
    expect(clipProblems({ ...ok, inS: 12.5, outS: 5 })).toEqual(['order']);
    expect(clipProblems({ ...ok, outS: ok.inS })).toEqual(['order']);
    expect(clipProblems({ ...ok, outS: ok.inS + CLIP_MIN_LENGTH_S - 0.1 })).toEqual(['tooShort']);
    expect(clipProblems({ ...ok, outS: ok.inS + CLIP_MIN_LENGTH_S })).toEqual([]);
    expect(clipProblems({ ...ok, outS: 61 })).toEqual(['beyond']);
    expect(clipProblems({ ...ok, outS: 60 })).toEqual([]);
  });

  it('its title is not blank and not too long', () => {
    expect(titleProblem('   ')).toBe('noTitle');
    expect(titleProblem('x'.repeat(RESOURCE_TITLE_MAX))).toBeNull();
    expect(titleProblem(` ${'x'.repeat(RESOURCE_TITLE_MAX)} `)).toBeNull();
    expect(titleProblem('x'.repeat(RESOURCE_TITLE_MAX + 1))).toBe('titleTooLong');
  });
});

describe('the server rule for a clip length (createClipBodySchema)', () => {
  const body = (inS: number, outS: number) => createClipBodySchema.safeParse({ vodId: 'v1', inS, outS, title: 'Clip' });
  it('accepts exactly the minimum typed in tenths, which binary floating point makes 0.999…', () => {
    expect(1.4 - 0.4).toBeLessThan(CLIP_MIN_LENGTH_S);
    expect(body(0.4, 1.4).success).toBe(true);
    expect(clipProblems({ inS: 0.4, outS: 1.4, title: 'Clip', durationS: 10 })).toEqual([]);
  });
  it('refuses a tenth less, naming outS', () => {
    const answer = body(0.4, 1.3);
    expect(answer.success).toBe(false);
    expect(answer.error?.issues[0]?.path).toEqual(['outS']);
  });
});
