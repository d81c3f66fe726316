import { describe, expect, it } from 'vitest';
import { SAVE_TIME_RANGE_S, WATCH_RECORD_INTERVAL_MS } from '../../src/constants';
import { saveIntervalMs } from '../../src/ui/player/save-time';

describe("the player's save interval (SaveTime)", () => {
  it("takes the school's seconds", () => {
    expect(saveIntervalMs('15')).toBe(15_000);
    expect(saveIntervalMs(' 30 ')).toBe(30_000);
    expect(saveIntervalMs(String(SAVE_TIME_RANGE_S.min))).toBe(SAVE_TIME_RANGE_S.min * 1000);
    expect(saveIntervalMs(String(SAVE_TIME_RANGE_S.max))).toBe(SAVE_TIME_RANGE_S.max * 1000);
  });

  it('keeps the default for a missing, malformed or unreasonable value', () => {
    for (const value of [null, '', 'abc', '1e2', '-5', '1.5', '0', '4', '601', '99999'])
      expect(saveIntervalMs(value), String(value)).toBe(WATCH_RECORD_INTERVAL_MS);
  });
});
