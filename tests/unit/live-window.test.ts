import { describe, expect, it } from 'vitest';
import { liveWindow } from '../../server/capture/live-window';

/**
 * A captured road's live playlist (docs/capture.md "Live out"): the last few segments of the
 * part's EVENT playlist, numbered so that a player carries on across an encoder's reconnect.
 */
const eventPlaylist = (count: number) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    '#EXT-X-TARGETDURATION:0',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:EVENT',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...Array.from({ length: count }, (_, i) => [
      '#EXTINF:0.496000,',
      `#EXT-X-PROGRAM-DATE-TIME:2026-03-02T08:00:${String(i).padStart(2, '0')}.000+0000`,
      `seg-${String(i).padStart(5, '0')}.ts`,
    ]).flat(),
    '',
  ].join('\n');

describe('liveWindow', () => {
  it('hands out the last segments with their program date-times, addressed in their part', () => {
    const window = liveWindow(eventPlaylist(20), 2, 6)!;
    const segments = window.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments).toEqual([14, 15, 16, 17, 18, 19].map((n) => `part-002/seg-000${n}.ts`));
    expect(window).toContain('#EXT-X-PROGRAM-DATE-TIME:2026-03-02T08:00:14.000+0000');
    expect(window).not.toContain('EVENT');
    expect(window).not.toContain('#EXT-X-ENDLIST');
    // A whole second at least: hls.js times its reloads from it, and 0 is not valid HLS.
    expect(window).toContain('#EXT-X-TARGETDURATION:1');
  });

  it('numbers segments on across parts, each part its own discontinuity', () => {
    const before = liveWindow(eventPlaylist(30), 1, 6)!;
    const after = liveWindow(eventPlaylist(3), 2, 6)!;
    const sequence = (playlist: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)![1]);
    expect(sequence(after)).toBeGreaterThan(sequence(before) + 6);
    expect(before).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:0');
    expect(after).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1');
    expect(after.split('\n').filter((line) => line.endsWith('.ts'))).toHaveLength(3);
  });

  it('moves the program date-times by the shift measured for the part', () => {
    const window = liveWindow(eventPlaylist(20), 1, 2, 250)!;
    expect(window).toContain('#EXT-X-PROGRAM-DATE-TIME:2026-03-02T08:00:18.750Z');
    expect(window).toContain('#EXT-X-PROGRAM-DATE-TIME:2026-03-02T08:00:17.750Z');
  });

  it('has nothing to hand out before the first segment', () => {
    expect(liveWindow(eventPlaylist(0), 1)).toBeNull();
  });
});
