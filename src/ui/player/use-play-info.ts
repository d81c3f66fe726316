import type { PlayInfo } from '../../schemas/playback';
import type { Refusal } from '../detail/use-class-detail';
import { useLoaded } from '../loading/use-loaded';
import { fetchPlayInfo } from './player-api';

export type PlayInfoState = { status: 'loading' } | { status: 'ready'; info: PlayInfo } | { status: Refusal };

/** The class's recordings for the player, or why they cannot be played. */
export function usePlayInfo(teclId: string | undefined): PlayInfoState {
  const loaded = useLoaded(teclId ?? null, () => fetchPlayInfo(teclId!), 'play information');
  return loaded.status === 'ready' ? { status: 'ready', info: loaded.value } : loaded;
}
