import { useEffect, type RefObject } from 'react';
import { applyPlayerKey, isTypingTarget, ownsArrowKeys, playerKeyAction } from './player-keys';

/** The player's keyboard shortcuts, anywhere on the page but in fields and widgets that use the arrows. */
export function usePlayerKeys(video: RefObject<HTMLVideoElement | null>, screen: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (video.current === null || screen.current === null || isTypingTarget(event.target)) return;
      // Space on a focused button presses that button.
      if (event.key === ' ' && event.target instanceof HTMLButtonElement) return;
      // Arrows on the side tabs move between the tabs (keyboard-only use of the player).
      if (event.key.startsWith('Arrow') && ownsArrowKeys(event.target)) return;
      const action = playerKeyAction(event.key, { ctrl: event.ctrlKey, meta: event.metaKey, alt: event.altKey });
      if (action === null) return;
      // The native controls would act on space and the arrows as well: one action per key.
      event.preventDefault();
      applyPlayerKey(action, video.current, screen.current);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [video, screen]);
}
