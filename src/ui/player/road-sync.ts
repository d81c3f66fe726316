import { ROAD_SYNC_CATCH_UP_S, ROAD_SYNC_JUMP_S, ROAD_SYNC_NUDGE, ROAD_SYNC_SETTLE_S, ROAD_SYNC_TOLERANCE_S } from '../../constants';

/**
 * Keeping a second road in step with the main one, the known weakness of dual-stream players:
 * two <video> elements drift apart as each buffers and decodes on its own. The second road
 * follows: paused with the main one, held while it waits for data, same speed, and when it drifts
 * it catches up by playing faster or slower in proportion to the drift (no visible jump) or
 * jumps (large drift, or a seek).
 */
export type RoadClock = {
  time: number;
  paused: boolean;
  /**
   * Playing but not moving: waiting for data, or seeking. The second road is held where it is
   * (a road that stalls must not be outrun), without a jump: lining it up would make it wait
   * for data in turn, just as the main one plays on.
   */
  stalled: boolean;
  rate: number;
};

export type SyncStep = {
  /** Jump the second road here. */
  seekTo: number | null;
  rate: number;
  play: boolean;
  pause: boolean;
};

export function syncStep(main: RoadClock, follower: RoadClock): SyncStep {
  const drift = follower.time - main.time;
  const step: SyncStep = { seekTo: null, rate: main.rate, play: !main.paused && follower.paused, pause: main.paused && !follower.paused };
  if (main.stalled && !main.paused) return { ...step, play: false, pause: !follower.paused };
  if (main.paused) {
    // Still pictures: line them up exactly.
    if (Math.abs(drift) > ROAD_SYNC_TOLERANCE_S / 2) step.seekTo = main.time;
    return step;
  }
  if (Math.abs(drift) > ROAD_SYNC_JUMP_S) step.seekTo = main.time;
  // A second road at another speed than the main one is catching up: it goes on to the settle mark.
  else if (Math.abs(drift) > (follower.rate === main.rate ? ROAD_SYNC_TOLERANCE_S / 2 : ROAD_SYNC_SETTLE_S)) {
    const nudge = Math.min(ROAD_SYNC_NUDGE, Math.abs(drift) / ROAD_SYNC_CATCH_UP_S);
    step.rate = main.rate * (drift > 0 ? 1 - nudge : 1 + nudge);
  }
  return step;
}

/**
 * Where a road is, in seconds on a clock both roads share: a recording's roads share their
 * timeline (currentTime); live roads share the wall clock of their program date-times.
 */
export type RoadTime = (video: HTMLVideoElement) => number | null;
export const recordingTime: RoadTime = (video) => video.currentTime;

/** HTMLMediaElement.HAVE_FUTURE_DATA, fixed by the HTML standard (named here for the unit tests' Node). */
const HAVE_FUTURE_DATA = 3;

/** Playing but not moving: seeking, or stalled with no frame ahead (RoadClock.stalled). */
export const isStalled = (video: Pick<HTMLMediaElement, 'seeking' | 'readyState'>): boolean =>
  video.seeking || video.readyState < HAVE_FUTURE_DATA;

/** One comparison of the two <video> elements, applied to the second. */
export function followMainRoad(main: HTMLVideoElement, follower: HTMLVideoElement, timeOf: RoadTime = recordingTime): void {
  // Nothing to line up before the second road knows its duration.
  if (follower.readyState < HTMLMediaElement.HAVE_METADATA) return;
  const [mainTime, followerTime] = [timeOf(main), timeOf(follower)];
  if (mainTime === null || followerTime === null) return;
  const step = syncStep(
    { time: mainTime, paused: main.paused, stalled: isStalled(main), rate: main.playbackRate },
    { time: followerTime, paused: follower.paused, stalled: isStalled(follower), rate: follower.playbackRate },
  );
  // The jump, made on the follower's own timeline.
  if (step.seekTo !== null) follower.currentTime += step.seekTo - followerTime;
  if (follower.playbackRate !== step.rate) follower.playbackRate = step.rate;
  if (step.play) void follower.play().catch(() => undefined);
  if (step.pause) follower.pause();
}
