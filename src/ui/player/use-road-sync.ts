import { useEffect, type RefObject } from 'react';
import { ROAD_SYNC_INTERVAL_MS } from '../../constants';
import { followMainRoad, recordingTime, type RoadTime } from './road-sync';

const MAIN_EVENTS = ['play', 'pause', 'seeking', 'seeked', 'ratechange', 'waiting', 'playing'] as const;

/**
 * Keeps the second road in step with the main one while both are on screen: compared every
 * ROAD_SYNC_INTERVAL_MS, and at once when the main road is played, paused, sought, sped up,
 * stalls or plays on after a stall.
 * `timeOf` says where a road is on the clock both share (road-sync.ts).
 */
export function useRoadSync(
  main: RefObject<HTMLVideoElement | null>,
  follower: RefObject<HTMLVideoElement | null>,
  active: boolean,
  timeOf: RoadTime = recordingTime,
): void {
  useEffect(() => {
    const mainVideo = main.current;
    if (!active || mainVideo === null) return;
    const follow = () => {
      if (follower.current !== null) followMainRoad(mainVideo, follower.current, timeOf);
    };
    const timer = setInterval(follow, ROAD_SYNC_INTERVAL_MS);
    for (const name of MAIN_EVENTS) mainVideo.addEventListener(name, follow);
    return () => {
      clearInterval(timer);
      for (const name of MAIN_EVENTS) mainVideo.removeEventListener(name, follow);
    };
  }, [main, follower, active, timeOf]);
}
