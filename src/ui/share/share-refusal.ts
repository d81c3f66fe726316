import { ERROR } from '../../schemas/error-codes';
import { ApiError } from '../../services/http/api-error';
import { answerOf, type Answer } from '../shared/refusal';

/** Why a share link does not open: each has its own full-page message. */
export type ShareRefusal = 'revoked' | 'expired' | 'missing' | 'failed';

/** What a share page shows for its link: a refusal is an answer here, not a failure. */
export type SharedState<T> = Answer<T, ShareRefusal>;

export function shareRefusalOf(error: unknown): ShareRefusal {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === ERROR.shareRevoked.code) return 'revoked';
  if (error.code === ERROR.shareExpired.code) return 'expired';
  return error.status === ERROR.notFound.status ? 'missing' : 'failed';
}

/** The link's refusal is final (revoked, expired, unknown): nothing to ask again. */
export const isFinalRefusal = (error: unknown): boolean => error !== null && shareRefusalOf(error) !== 'failed';

/** A public lookup's query as a page state; no token at all is an unknown link. */
export const sharedStateOf = <T>(token: string | undefined, query: { data: T | undefined; error: Error | null }): SharedState<T> =>
  token === undefined ? { status: 'missing' } : answerOf(query, shareRefusalOf);
