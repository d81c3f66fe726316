import { useSyncExternalStore } from 'react';
import type { PlayerHandle } from '../player/player-handle';
import { itemAt } from './timeline';

/**
 * Which of the timed items (their starts, in order) playback is in, -1 before the first. The
 * component re-renders when that index changes, not at every tick of the video's clock.
 */
export function usePlaybackIndex(player: PlayerHandle, starts: readonly number[]): number {
  return useSyncExternalStore(player.subscribe, () => itemAt(starts, player.currentTime()));
}
