import { describe, expect, it } from 'vitest';
import {
  ROAD_SYNC_CATCH_UP_S,
  ROAD_SYNC_INTERVAL_MS,
  ROAD_SYNC_JUMP_S,
  ROAD_SYNC_NUDGE,
  ROAD_SYNC_SETTLE_S,
  ROAD_SYNC_TOLERANCE_S,
} from '../../src/constants';
import { isStalled, syncStep, type RoadClock } from '../../src/ui/player/road-sync';

const playing = (time: number, rate = 1): RoadClock => ({ time, paused: false, stalled: false, rate });
const paused = (time: number): RoadClock => ({ time, paused: true, stalled: false, rate: 1 });
const stalled = (time: number): RoadClock => ({ ...playing(time), stalled: true });

describe('syncStep: the second road follows the main one', () => {
  it('leaves a road in step alone, at the main speed', () => {
    expect(syncStep(playing(10, 1.5), playing(10.02, 1.5))).toEqual({ seekTo: null, rate: 1.5, play: false, pause: false });
  });

  it('catches up a small drift by speed, slower when ahead and faster when behind, more for more drift', () => {
    const nudgeFor = (drift: number) => drift / ROAD_SYNC_CATCH_UP_S;
    expect(syncStep(playing(10), playing(10 + ROAD_SYNC_TOLERANCE_S)).rate).toBeCloseTo(1 - nudgeFor(ROAD_SYNC_TOLERANCE_S));
    expect(syncStep(playing(10, 2), playing(10 - ROAD_SYNC_TOLERANCE_S, 2)).rate).toBeCloseTo(2 * (1 + nudgeFor(ROAD_SYNC_TOLERANCE_S)));
    expect(syncStep(playing(10), playing(10.9)).rate).toBeCloseTo(1 - ROAD_SYNC_NUDGE);
    expect(syncStep(playing(10), playing(10.5)).seekTo).toBeNull();
  });

  it('makes up a drift under the jump within about a second, and never overshoots', () => {
    // A second road 0.45 s ahead (a stall of the main road seen too late), compared on the timer.
    const stepS = ROAD_SYNC_INTERVAL_MS / 1000;
    let [main, follower, elapsed] = [100, 100.45, 0];
    let rate = 1;
    let inBand: number | null = null;
    do {
      rate = syncStep(playing(main), playing(follower, rate)).rate;
      [main, follower, elapsed] = [main + stepS, follower + stepS * rate, elapsed + stepS];
      expect(follower, 'the second road does not overshoot the main one').toBeGreaterThan(main);
      if (inBand === null && follower - main <= ROAD_SYNC_TOLERANCE_S / 2) inBand = elapsed;
    } while (rate !== 1);
    expect(inBand).toBeLessThanOrEqual(1.2);
    // It goes on past the band's edge to the settle mark, then plays at the main speed.
    expect(follower - main).toBeLessThanOrEqual(ROAD_SYNC_SETTLE_S);
    expect(elapsed).toBeLessThanOrEqual(3);
  });

  it('brings a road that keeps falling behind back to the main one, not to the edge of the band', () => {
    // A slow decoder: the second road plays 3 % slower than the speed it is asked for.
    const stepS = ROAD_SYNC_INTERVAL_MS / 1000;
    let [main, follower, rate] = [100, 100, 1];
    const drifts: number[] = [];
    for (let step = 0; step < 300; step++) {
      rate = syncStep(playing(main), playing(follower, rate)).rate;
      [main, follower] = [main + stepS, follower + stepS * rate * 0.97];
      drifts.push(main - follower);
    }
    const settled = drifts.slice(50);
    const mean = settled.reduce((sum, drift) => sum + drift, 0) / settled.length;
    expect(Math.max(...settled)).toBeLessThanOrEqual(ROAD_SYNC_TOLERANCE_S / 2 + stepS * 0.03);
    expect(mean).toBeLessThan(ROAD_SYNC_TOLERANCE_S / 4);
  });

  it('holds the second road where it is while the main one is stalled, and plays it on with the main one', () => {
    expect(syncStep(stalled(20), playing(20.2))).toEqual({ seekTo: null, rate: 1, play: false, pause: true });
    expect(syncStep(stalled(20), paused(20.2))).toEqual({ seekTo: null, rate: 1, play: false, pause: false });
    expect(syncStep(playing(20), paused(20.2))).toMatchObject({ play: true, pause: false });
  });

  it('counts a road as stalled while it seeks or has no frame ahead', () => {
    const video = { seeking: false, readyState: 4 };
    expect(isStalled(video)).toBe(false);
    expect(isStalled({ ...video, readyState: 3 })).toBe(false);
    expect(isStalled({ ...video, readyState: 2 })).toBe(true);
    expect(isStalled({ ...video, seeking: true })).toBe(true);
  });

  it('jumps when the drift is large (a seek on the main road, a stall)', () => {
    expect(syncStep(playing(30), playing(30 - ROAD_SYNC_JUMP_S - 0.01)).seekTo).toBe(30);
    expect(syncStep(playing(5), playing(42)).seekTo).toBe(5);
  });

  it('pauses and plays with the main road', () => {
    expect(syncStep(paused(12), playing(12))).toMatchObject({ pause: true, play: false });
    expect(syncStep(playing(12), paused(12))).toMatchObject({ play: true, pause: false });
  });

  it('lines still pictures up exactly', () => {
    expect(syncStep(paused(12), paused(12.2)).seekTo).toBe(12);
    expect(syncStep(paused(12), paused(12.01)).seekTo).toBeNull();
  });
});
