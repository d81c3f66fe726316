import { describe, expect, it } from 'vitest';
import { progressPercent } from '../../src/ui/history/progress';

describe('watch progress (SPEC §9: integer part of 100 × watchPercent)', () => {
  it.each([
    [0, 0],
    [0.004, 0],
    [0.01, 1],
    [0.299, 29],
    [0.29, 29],
    [0.57, 57],
    [0.999, 99],
    [1, 100],
  ])('%f → %i', (watchPercent, percent) => {
    expect(progressPercent(watchPercent)).toBe(percent);
  });

  it('shows 0 for a value that is not a number', () => {
    expect(progressPercent(Number.NaN)).toBe(0);
  });
});
