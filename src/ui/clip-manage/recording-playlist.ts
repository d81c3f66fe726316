import { useQuery } from '@tanstack/react-query';
import { playInfoQuery } from '../player/player-api';

/**
 * A recording's main road (else its first), from its class's play information: the stream the
 * player plays, for the pages that show a recording small (the clip editor, the caption editor).
 * Null while unknown.
 */
export function useRecordingPlaylist(teclId: string, vodId: string): string | null {
  const info = useQuery(playInfoQuery(teclId));
  const lesson = info.data?.lessons.find((candidate) => candidate.vodId === vodId);
  const road = lesson?.roads.find((candidate) => candidate.isMain) ?? lesson?.roads[0];
  return road?.playlistUrl ?? null;
}
