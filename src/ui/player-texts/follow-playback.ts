import { useCallback, useEffect, useState, type FocusEvent, type PointerEvent } from 'react';

/**
 * Whether a list beside the player keeps the line being spoken in view. It does, unless the viewer
 * is reading it themselves: scrolling it (wheel, touch, its scroll bar) holds it where they put it
 * until FOLLOW_RESUME_MS after the last such move; keyboard focus inside it holds it for as long as
 * the focus stays, and FOLLOW_RESUME_MS more once it leaves. "Follow playback" ends a hold at once.
 * A mouse click on a line is no hold: the line clicked is where playback goes, so it is followed.
 */
export const FOLLOW_RESUME_MS = 4_000;

export type FollowHold = {
  /** When the viewer last scrolled the list, or keyboard focus left it (ms); null: no such hold. */
  movedAt: number | null;
  /** Keyboard focus is inside the list. */
  focusInside: boolean;
};

export const NO_HOLD: FollowHold = { movedAt: null, focusInside: false };

export const isFollowing = (hold: FollowHold): boolean => !hold.focusInside && hold.movedAt === null;

export const afterScroll = (hold: FollowHold, nowMs: number): FollowHold => ({ ...hold, movedAt: nowMs });

export const afterFocusIn = (hold: FollowHold): FollowHold => ({ ...hold, focusInside: true });

export const afterFocusOut = (hold: FollowHold, nowMs: number): FollowHold =>
  hold.focusInside ? { focusInside: false, movedAt: nowMs } : hold;

/** Milliseconds until the hold runs out by itself, or null when only the viewer ends it (or there is none). */
export function holdEndsIn(hold: FollowHold, nowMs: number): number | null {
  if (hold.focusInside || hold.movedAt === null) return null;
  return Math.max(0, hold.movedAt + FOLLOW_RESUME_MS - nowMs);
}

/** The hold once its time has run out, unless the viewer moved again meanwhile. */
export const afterHoldEnds = (hold: FollowHold, movedAt: number): FollowHold =>
  hold.movedAt === movedAt && !hold.focusInside ? NO_HOLD : hold;

/** The hold of one scrolled list, and the handlers to put on that list. */
export function useFollowPlayback() {
  const [hold, setHold] = useState<FollowHold>(NO_HOLD);
  useEffect(() => {
    const endsIn = holdEndsIn(hold, Date.now());
    if (endsIn === null) return;
    const movedAt = hold.movedAt!;
    const timer = window.setTimeout(() => setHold((current) => afterHoldEnds(current, movedAt)), endsIn);
    return () => window.clearTimeout(timer);
  }, [hold]);
  const scrolled = useCallback(() => setHold((current) => afterScroll(current, Date.now())), []);
  return {
    following: isFollowing(hold),
    resume: useCallback(() => setHold(NO_HOLD), []),
    handlers: {
      onWheel: scrolled,
      onTouchMove: scrolled,
      // A press on the list itself, not on a line: its scroll bar.
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.target === event.currentTarget) scrolled();
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        // Keyboard focus only: a click focuses its line too, and that line is where playback goes.
        if (event.target.matches(':focus-visible')) setHold(afterFocusIn);
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHold((current) => afterFocusOut(current, Date.now()));
      },
    },
  };
}
