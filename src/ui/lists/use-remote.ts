import { useEffect, useRef, useState } from 'react';

/**
 * Data of one call that depends on inputs (a page, filters): `key` names the inputs, and the
 * call runs again when it changes. While the next answer is on its way the previous data stays
 * (`stale`), so a list does not blink empty between pages. A failure has already shown the
 * server's message (the API client toasts it); here it only ends the loading.
 */
export type Remote<T> =
  | { status: 'loading'; stale: T | null }
  | { status: 'ready'; data: T }
  | { status: 'failed' };

type Settled<T> = { key: string; data: T } | { key: string; failed: true };

export function useRemote<T>(key: string, load: () => Promise<T>): Remote<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    let current = true;
    latestLoad.current().then(
      (data) => current && setSettled({ key, data }),
      (error: unknown) => {
        console.error('list data could not be loaded', error);
        if (current) setSettled({ key, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  if (settled === null || settled.key !== key) {
    return { status: 'loading', stale: settled !== null && 'data' in settled ? settled.data : null };
  }
  return 'data' in settled ? { status: 'ready', data: settled.data } : { status: 'failed' };
}

/** The data to show: the answer, or the previous one while the next loads. */
export function shownData<T>(remote: Remote<T>): T | null {
  if (remote.status === 'ready') return remote.data;
  return remote.status === 'loading' ? remote.stale : null;
}
