import { useEffect, useState } from 'react';

/**
 * Data a component shows from one call, null until it arrives. A failure leaves it null: the
 * API client has already shown the server's message, so this only logs.
 * `load` must be stable (a module function), or the call repeats on every render.
 */
export function useApiData<T>(load: () => Promise<T>): T | null {
  const [data, setData] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setData(value),
      (error: unknown) => console.error('shell data could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return data;
}
