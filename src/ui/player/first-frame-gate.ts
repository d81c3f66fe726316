import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { FIRST_FRAME_GRACE_MS } from '../../constants';

/**
 * A recording's page asks for everything besides the video (the shell's user, look and branding,
 * the captions, the screenshots, the notes, the save pace, the visit record) only once its first
 * frame is on screen, so the playlists and the first segments have the server and its one
 * database thread to themselves (issue 19; docs/bench.md "Playback"). The signed-in layout holds
 * the gate, closed on entering such a page; the player opens it, as does a stream that fails, a
 * page with nothing to play, or FIRST_FRAME_GRACE_MS without a frame (a slow network). Every
 * other page finds it open.
 */
export type FirstFrameGate = { opened: boolean; open: () => void };

const FirstFrameContext = createContext<FirstFrameGate>({ opened: true, open: () => {} });

export const FirstFrameProvider = FirstFrameContext.Provider;

/** The page's gate: `opened` says whether its secondary calls may go out now. */
export const useFirstFrameGate = (): FirstFrameGate => useContext(FirstFrameContext);

export const useAfterFirstFrame = (): boolean => useFirstFrameGate().opened;

/** Recordings' pages wait for their first frame; a live lesson on /play-center does not. */
export const waitsForFirstFrame = (pathname: string, target: unknown): boolean =>
  pathname === '/play-video' || (pathname === '/play-center' && target !== 'live');

/**
 * The layout's gate. `page` names the page entered (null: nothing to wait for); each new page
 * that waits starts closed, with its grace period.
 */
export function useFirstFrameGateFor(page: string | null): FirstFrameGate {
  const [state, setState] = useState({ page, opened: page === null });
  // A new page resets the gate during render (React's way to adjust state to a changed prop).
  if (state.page !== page) setState({ page, opened: page === null });
  useEffect(() => {
    if (page === null) return;
    const timer = window.setTimeout(
      () => setState((current) => (current.page === page ? { page, opened: true } : current)),
      FIRST_FRAME_GRACE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [page]);
  const open = useCallback(() => setState((current) => (current.page === page ? { page, opened: true } : current)), [page]);
  return { opened: state.page !== page ? page === null : state.opened, open };
}
