import type { SharedVod } from '../../schemas/sharing';
import { useRemote } from '../lists/use-remote';
import { fetchSharedVod } from './share-api';
import { loadShared, type SharedState } from './share-refusal';

/** The shared recording behind a token, or why it cannot be watched. */
export function useSharedVod(token: string | undefined): SharedState<SharedVod> {
  const remote = useRemote(token ?? '', () => loadShared(token, fetchSharedVod));
  return remote.status === 'ready' ? remote.data : { status: 'loading' };
}
