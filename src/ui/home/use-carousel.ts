import { useEffect, useState } from 'react';

/**
 * Which of `count` slides shows: it moves on by itself every `intervalMs` unless paused (the
 * pointer or focus is on the carousel), and a manual move restarts the wait.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const current = count === 0 ? 0 : index % count;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [current, count, paused, intervalMs]);

  const go = (target: number) => setIndex(((target % count) + count) % count);
  return { index: current, go, pause: () => setPaused(true), resume: () => setPaused(false) };
}
