/**
 * Runs `check` every `ms`, never two at once (a slow check makes the next one wait for the next
 * beat instead of piling up), its failures handed to `onError`, never the process's. The timer
 * does not keep the process alive; `stop` ends it. With `now`, the first check runs at once.
 */
export function repeatCheck(check: () => Promise<void>, ms: number, onError: (error: unknown) => void, options: { now?: boolean } = {}) {
  let checking = false;
  let stopped = false;
  const tick = () => {
    if (checking || stopped) return;
    checking = true;
    void check()
      .catch(onError)
      .finally(() => (checking = false));
  };
  const timer = setInterval(tick, ms);
  timer.unref();
  if (options.now) tick();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
