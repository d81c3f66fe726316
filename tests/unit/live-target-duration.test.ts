import { describe, expect, it } from 'vitest';
import { withValidTargetDuration } from '../../server/live/target-duration';

const playlist = (target: number, durations: number[]) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${target}`,
    ...durations.flatMap((d, i) => [`#EXTINF:${d.toFixed(6)},`, `seg-${i}.ts`]),
    '',
  ].join('\n');

describe('the live playlist target duration', () => {
  it('raises the 0 that ffmpeg writes for half-second segments to 1', () => {
    expect(withValidTargetDuration(playlist(0, [0.5, 0.5]))).toBe(playlist(1, [0.5, 0.5]));
  });

  it('covers the longest segment, rounded up', () => {
    expect(withValidTargetDuration(playlist(1, [0.5, 1.2]))).toContain('#EXT-X-TARGETDURATION:2\n');
  });

  it('leaves a valid playlist as it is, and a master playlist without one', () => {
    expect(withValidTargetDuration(playlist(1, [1, 1]))).toBe(playlist(1, [1, 1]));
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\n360p/index.m3u8\n';
    expect(withValidTargetDuration(master)).toBe(master);
  });
});
