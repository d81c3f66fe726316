import { ROAD_SYNC_JUMP_S, ROAD_SYNC_NUDGE, ROAD_SYNC_TOLERANCE_S } from '../../constants';

/**
 * Keeping a second road in step with the main one, the known weakness of dual-stream players:
 * two <video> elements drift apart as each buffers and decodes on its own. The second road
 * follows: paused with the main one, same speed, and when it drifts it catches up by playing a
 * little faster or slower (small drift, no visible jump) or jumps (large drift, or a seek).
 */
export type RoadClock = { time: number; paused: boolean; rate: number };

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
  if (main.paused) {
    // Still pictures: line them up exactly.
    if (Math.abs(drift) > ROAD_SYNC_TOLERANCE_S / 2) step.seekTo = main.time;
    return step;
  }
  if (Math.abs(drift) > ROAD_SYNC_JUMP_S) step.seekTo = main.time;
  else if (Math.abs(drift) > ROAD_SYNC_TOLERANCE_S / 2) step.rate = main.rate * (drift > 0 ? 1 - ROAD_SYNC_NUDGE : 1 + ROAD_SYNC_NUDGE);
  return step;
}

/**
 * Where a road is, in seconds on a clock both roads share: a recording's roads share their
 * timeline (currentTime); live roads share the wall clock of their program date-times.
 */
export type RoadTime = (video: HTMLVideoElement) => number | null;
export const recordingTime: RoadTime = (video) => video.currentTime;

/** One comparison of the two <video> elements, applied to the second. */
export function followMainRoad(main: HTMLVideoElement, follower: HTMLVideoElement, timeOf: RoadTime = recordingTime): void {
  // Nothing to line up before the second road knows its duration.
  if (follower.readyState < HTMLMediaElement.HAVE_METADATA) return;
  const [mainTime, followerTime] = [timeOf(main), timeOf(follower)];
  if (mainTime === null || followerTime === null) return;
  const clockOf = (video: HTMLVideoElement, time: number): RoadClock => ({ time, paused: video.paused, rate: video.playbackRate });
  const step = syncStep(clockOf(main, mainTime), clockOf(follower, followerTime));
  // The jump, made on the follower's own timeline.
  if (step.seekTo !== null) follower.currentTime += step.seekTo - followerTime;
  if (follower.playbackRate !== step.rate) follower.playbackRate = step.rate;
  if (step.play) void follower.play().catch(() => undefined);
  if (step.pause) follower.pause();
}
