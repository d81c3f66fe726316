import { useEffect, useRef, useState } from 'react';
import { LIVE_STATUS_POLL_MS } from '../../constants';

/**
 * A live lesson's status as `ask` answers it (GET /v1/course/status signed in; a share link's
 * lookup without a session), asked again every LIVE_STATUS_POLL_MS and whenever `recheck`
 * changes (the stream stopped: perhaps the lesson is over). A failed answer keeps the last one.
 * `key` names the lesson; undefined asks nothing.
 */
export function useLiveStatus<T>(key: string | undefined, ask: () => Promise<T>, recheck: number): T | null {
  const [status, setStatus] = useState<{ key: string; value: T } | null>(null);
  // `ask` is a new function every render; the key and `recheck` say when to ask.
  const latestAsk = useRef(ask);
  useEffect(() => {
    latestAsk.current = ask;
  });
  useEffect(() => {
    if (key === undefined) return;
    let current = true;
    const poll = () =>
      latestAsk.current().then(
        (value) => current && setStatus({ key, value }),
        (error: unknown) => console.warn('lesson status could not be loaded', error),
      );
    void poll();
    const timer = setInterval(() => void poll(), LIVE_STATUS_POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [key, recheck]);
  return status !== null && status.key === key ? status.value : null;
}
