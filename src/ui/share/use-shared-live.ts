import { useCallback, useState } from 'react';
import type { SharedLive } from '../../schemas/sharing';
import { useLiveStatus } from '../live-player/use-live-status';
import { fetchSharedLive } from './share-api';
import { loadShared, type SharedState } from './share-refusal';

type Shown = { token: string | undefined; state: SharedState<SharedLive> };

/**
 * The shared live lesson behind a token, asked again every LIVE_STATUS_POLL_MS and at once on
 * `recheck` (the stream stopped): its page's status, since a viewer without a session cannot ask
 * /v1/course/status. A revocation or expiry replaces the lesson with its message, and asking
 * stops there; a passing failure (the network, a busy address's rate limit) keeps the picture.
 */
export function useSharedLive(token: string | undefined): { state: SharedState<SharedLive>; recheck: () => void } {
  const [count, setCount] = useState(0);
  const [shown, setShown] = useState<Shown | null>(null);
  const current = shown !== null && shown.token === token ? shown.state : null;
  const settled = current !== null && current.status !== 'ready' && current.status !== 'failed';
  const answer = useLiveStatus(settled ? undefined : token, () => loadShared(token, fetchSharedLive), count);
  const passing = answer?.status === 'failed' && current?.status === 'ready';
  if (answer !== null && answer !== current && !passing) setShown({ token, state: answer });
  const recheck = useCallback(() => setCount((value) => value + 1), []);
  if (token === undefined) return { state: { status: 'missing' }, recheck };
  return { state: current ?? { status: 'loading' }, recheck };
}
