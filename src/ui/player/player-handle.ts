import { useMemo, type RefObject } from 'react';

/** What panels beside the player may ask of it: where it is, to go somewhere else, and to hear when it moves. */
export type PlayerHandle = {
  currentTime: () => number;
  seek: (positionS: number) => void;
  /** Calls `onMove` whenever the position changes (playing, seeking); returns how to stop. */
  subscribe: (onMove: () => void) => () => void;
};

/** Events after which the position may read differently. */
const MOVE_EVENTS = ['timeupdate', 'seeking', 'seeked', 'loadedmetadata'] as const;

/** Calls `onMove` after each event that may move the video's position; returns how to stop. */
function listenForMoves(video: HTMLVideoElement | null, onMove: () => void): () => void {
  if (video === null) return () => undefined;
  for (const name of MOVE_EVENTS) video.addEventListener(name, onMove);
  return () => {
    for (const name of MOVE_EVENTS) video.removeEventListener(name, onMove);
  };
}

/** A plain function: the hook rules keep a hook from writing to what it was given. */
function seekTo(video: HTMLVideoElement | null, positionS: number): void {
  if (video !== null) video.currentTime = positionS;
}

/**
 * The handle of a player's <video>, one object for the player's life. The element is read when
 * called: it is rendered with the player, so it is there before any panel subscribes.
 */
export function useVideoHandle(video: RefObject<HTMLVideoElement | null>): PlayerHandle {
  return useMemo(
    () => ({
      currentTime: () => video.current?.currentTime ?? 0,
      seek: (positionS: number) => seekTo(video.current, positionS),
      subscribe: (onMove: () => void) => listenForMoves(video.current, onMove),
    }),
    [video],
  );
}
