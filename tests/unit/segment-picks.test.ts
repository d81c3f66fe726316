import { describe, expect, it } from 'vitest';
import { segmentsAt, type RecordingSegment } from '../../server/media/segment-picks';

/**
 * The segment playing at a time of a recording made of parts (server/media/segment-picks.ts):
 * where a captured recording's thumbnails and poster are taken from. Times run across the parts
 * as the player plays them, one part after another.
 */
const part = (name: string, ...lengths: number[]): RecordingSegment[] =>
  lengths.map((seconds, i) => ({ name: `${name}/seg-${i}.ts`, seconds }));
const names = (picks: ReturnType<typeof segmentsAt>) => picks.map((pick) => [pick.part, pick.segment.name]);

describe('segmentsAt', () => {
  // Part 0 plays 0–1.5 s, part 1 1.5–2.5 s, part 2 2.5–4.5 s.
  const parts = [part('a', 0.52, 0.48, 0.5), part('b', 0.5, 0.5), part('c', 2)];

  it('picks the segment each time falls in, across the parts', () => {
    expect(names(segmentsAt(parts, [0, 0.51, 0.52, 1.49, 1.5, 2.4, 2.5, 4.4]))).toEqual([
      [0, 'a/seg-0.ts'],
      [0, 'a/seg-0.ts'],
      [0, 'a/seg-1.ts'],
      [0, 'a/seg-2.ts'],
      [1, 'b/seg-0.ts'],
      [1, 'b/seg-1.ts'],
      [2, 'c/seg-0.ts'],
      [2, 'c/seg-0.ts'],
    ]);
  });

  it('gives a time before the start the first segment and one past the end the last', () => {
    expect(names(segmentsAt(parts, [-1, 4.5, 100]))).toEqual([
      [0, 'a/seg-0.ts'],
      [2, 'c/seg-0.ts'],
      [2, 'c/seg-0.ts'],
    ]);
  });

  it('never picks a segment of no length', () => {
    expect(names(segmentsAt([part('a', 0.5, 0), part('b', 0.5)], [0.5, 0.7]))).toEqual([
      [1, 'b/seg-0.ts'],
      [1, 'b/seg-0.ts'],
    ]);
  });

  it('finds the thumbnails of a 90-minute lesson among its 10,800 half-second segments', () => {
    const lesson = [part('a', ...Array<number>(10_800).fill(0.5))];
    const picks = segmentsAt(
      lesson,
      Array.from({ length: 100 }, (_, i) => i * 54),
    );
    expect(picks.map((pick) => pick.segment.name)).toEqual(Array.from({ length: 100 }, (_, i) => `a/seg-${i * 108}.ts`));
  });

  it('picks nothing from a recording without segments', () => {
    expect(segmentsAt([[], []], [0, 1])).toEqual([]);
  });
});
