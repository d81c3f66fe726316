import { useEffect, useRef } from 'react';

/** Calls the latest `callback` once calls have paused for `delayMs` (SPEC §9 search debounce 200 ms). */
export function useDebouncedCallback(callback: () => void, delayMs: number): () => void {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    latest.current = callback;
  });

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), delayMs);
  };
}
