import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { rovingTarget, type RovingDirection } from './roving-keys';

/** The attribute that numbers a roving list's items, so a key press finds the one to focus. */
const INDEX_ATTRIBUTE = 'data-roving-index';

const indexOf = (target: EventTarget | null): number | null => {
  const value = target instanceof Element ? target.closest(`[${INDEX_ATTRIBUTE}]`)?.getAttribute(INDEX_ATTRIBUTE) : null;
  return value === null || value === undefined ? null : Number(value);
};

/**
 * A list that is one Tab stop (roving-keys.ts): the item with the focus is the one Tab comes back
 * to, else `anchor` (the current line or chapter). Put `container` on the list, `item(i)` on each
 * focusable item.
 */
export function useRovingFocus(count: number, anchor: number, direction: RovingDirection) {
  const [focused, setFocused] = useState<number | null>(null);
  const tabbable = Math.min(Math.max(0, focused ?? anchor), Math.max(0, count - 1));
  return {
    container: {
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const from = indexOf(event.target);
        const to = from === null ? null : rovingTarget(event.key, from, count, direction);
        if (to === null) return;
        event.preventDefault();
        event.currentTarget.querySelector<HTMLElement>(`[${INDEX_ATTRIBUTE}="${to}"]`)?.focus();
      },
      onFocus: (event: FocusEvent<HTMLElement>) => setFocused(indexOf(event.target)),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
      },
    },
    item: (index: number) => ({ [INDEX_ATTRIBUTE]: index, tabIndex: index === tabbable ? 0 : -1 }),
  };
}
