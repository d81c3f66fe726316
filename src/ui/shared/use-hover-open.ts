import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { HOVER_CLOSE_DELAY_MS } from '../../constants';

/**
 * A panel that opens while the pointer (or keyboard focus) is on its anchor and closes a moment
 * after it leaves (SPEC §2: 300 ms), so the pointer can cross the gap into the panel.
 */
export function useHoverOpen(onOpen?: () => void, closeDelayMs: number = HOVER_CLOSE_DELAY_MS) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = useCallback(() => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);

  useEffect(() => cancelClose, [cancelClose]);

  const show = () => {
    cancelClose();
    if (open) return;
    setOpen(true);
    onOpen?.();
  };

  const hideLater = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), closeDelayMs);
  };

  const close = () => {
    cancelClose();
    setOpen(false);
  };

  const anchorProps = {
    onMouseEnter: show,
    onMouseLeave: hideLater,
    onFocus: show,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) hideLater();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape') close();
    },
  };

  return { open, close, anchorProps };
}
