import { ERROR } from '../../schemas/error-codes';
import { ApiError } from '../../services/http/api-error';

/** Why a share link does not open: each has its own full-page message. */
export type ShareRefusal = 'revoked' | 'expired' | 'missing' | 'failed';

/** What a share page shows for its link: a refusal is an answer here, not a failure. */
export type SharedState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: ShareRefusal };

export function shareRefusalOf(error: unknown): ShareRefusal {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === ERROR.shareRevoked.code) return 'revoked';
  if (error.code === ERROR.shareExpired.code) return 'expired';
  return error.status === ERROR.notFound.status ? 'missing' : 'failed';
}

/** A public lookup's answer as a page state; no token at all is an unknown link. */
export const loadShared = <T>(token: string | undefined, fetch: (token: string) => Promise<T>): Promise<SharedState<T>> =>
  token === undefined
    ? Promise.resolve({ status: 'missing' })
    : fetch(token).then((value) => ({ status: 'ready', value }), (error: unknown) => ({ status: shareRefusalOf(error) }));
