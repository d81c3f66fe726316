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

/** What a page shows for one answer: loading, the value, or why there is none (`R`). */
export type Answer<T, R extends string = Refusal> = { status: 'loading' } | { status: 'ready'; value: T } | { status: R };

/**
 * A query's state as the page shows it (docs/data-loading.md). A refusal replaces what was shown
 * (access withdrawn, a share link revoked); a passing failure of a later fetch keeps the last
 * answer on screen.
 */
export function answerOf<T, R extends string>(
  query: { data: T | undefined; error: Error | null },
  why: (error: unknown) => R | 'failed',
): Answer<T, R | 'failed'> {
  if (query.error !== null) {
    const reason = why(query.error);
    if (reason !== 'failed' || query.data === undefined) return { status: reason };
  }
  return query.data === undefined ? { status: 'loading' } : { status: 'ready', value: query.data };
}
