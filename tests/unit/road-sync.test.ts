import { describe, expect, it } from 'vitest';
import { ROAD_SYNC_JUMP_S, ROAD_SYNC_NUDGE, ROAD_SYNC_TOLERANCE_S } from '../../src/constants';
import { syncStep, type RoadClock } from '../../src/ui/player/road-sync';

const playing = (time: number, rate = 1): RoadClock => ({ time, paused: false, rate });
const paused = (time: number): RoadClock => ({ time, paused: true, rate: 1 });

describe('syncStep: the second road follows the main one', () => {
  it('leaves a road in step alone, at the main speed', () => {
    expect(syncStep(playing(10, 1.5), playing(10.02, 1.5))).toEqual({ seekTo: null, rate: 1.5, play: false, pause: false });
  });

  it('catches up a small drift by speed, slower when ahead and faster when behind', () => {
    expect(syncStep(playing(10), playing(10 + ROAD_SYNC_TOLERANCE_S)).rate).toBeCloseTo(1 - ROAD_SYNC_NUDGE);
    expect(syncStep(playing(10, 2), playing(10 - ROAD_SYNC_TOLERANCE_S, 2)).rate).toBeCloseTo(2 * (1 + ROAD_SYNC_NUDGE));
    expect(syncStep(playing(10), playing(10.5)).seekTo).toBeNull();
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
