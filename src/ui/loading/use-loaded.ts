import { useEffect, useState } from 'react';
import { ApiError } from '../../services/http/api-error';

/** Why there is no data: the server refused (403), knows no such thing (404), or failed. */
export type Refusal = 'forbidden' | 'missing' | 'failed';

const FORBIDDEN = 403;
const NOT_FOUND = 404;

/** Why an answer is not there: shared by the class pages and the players. */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError && error.status === FORBIDDEN) return 'forbidden';
  if (error instanceof ApiError && error.status === NOT_FOUND) return 'missing';
  return 'failed';
}

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: Refusal };

/**
 * What a page shows for one server answer: loading, the value, or why there is none. Loads again
 * whenever `key` changes (null: nothing to load, the page says what is missing); an answer for
 * an older key is dropped. `what` names the data in the console when it fails unexpectedly.
 */
export function useLoaded<T>(key: string | null, load: () => Promise<T>, what: string): Loaded<T> {
  const [settled, setSettled] = useState<{ key: string; state: Loaded<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    load().then(
      (value) => current && setSettled({ key, state: { status: 'ready', value } }),
      (error: unknown) => {
        if (!(error instanceof ApiError)) console.error(`${what} could not be loaded`, error);
        if (current) setSettled({ key, state: { status: refusalOf(error) } });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new function every render; the key says when the answer changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (key === null) return { status: 'missing' };
  return settled !== null && settled.key === key ? settled.state : { status: 'loading' };
}
