import { useEffect, useState } from 'react';
import type { PlayInfo } from '../../schemas/playback';
import { ApiError } from '../../services/http/api-error';
import { refusalOf, type Refusal } from '../detail/use-class-detail';
import { fetchPlayInfo } from './player-api';

export type PlayInfoState = { status: 'loading' } | { status: 'ready'; info: PlayInfo } | { status: Refusal };

/** The class's recordings for the player, or why they cannot be played. */
export function usePlayInfo(teclId: string | undefined): PlayInfoState {
  const [settled, setSettled] = useState<{ teclId: string; state: PlayInfoState } | null>(null);
  useEffect(() => {
    if (teclId === undefined) return;
    let current = true;
    fetchPlayInfo(teclId).then(
      (info) => current && setSettled({ teclId, state: { status: 'ready', info } }),
      (error: unknown) => {
        if (!(error instanceof ApiError)) console.error('play information could not be loaded', error);
        if (current) setSettled({ teclId, state: { status: refusalOf(error) } });
      },
    );
    return () => {
      current = false;
    };
  }, [teclId]);
  if (teclId === undefined) return { status: 'missing' };
  return settled !== null && settled.teclId === teclId ? settled.state : { status: 'loading' };
}
