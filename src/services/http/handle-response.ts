import { ApiError } from './api-error';
import { envelopeCode, envelopeMessage, isEnvelope } from './envelope-shape';
import { isLogoutCall, signalsInvalidToken } from './invalid-token';

/** Per-call flags of the response rules (SPEC §8). */
export type ResponseFlags = {
  /** Do not toast the server message on failure. */
  noMessage?: boolean;
  /** Resolve with the whole answer instead of rejecting on failure. */
  resolveAlways?: boolean;
  /** A logout call: an invalid token is an ordinary failure here. */
  isLogout?: boolean;
  /** The refresh call itself: an invalid token must not start another refresh. */
  isRefresh?: boolean;
};

/**
 * What to do with an answer. `toast` is the error message to show (through the toast gate);
 * the caller performs the effects so this function stays pure.
 */
export type ResponseDecision =
  | { kind: 'resolve'; value: unknown; toast: string | null }
  | { kind: 'reject'; error: ApiError; toast: string | null }
  | { kind: 'invalidToken' };

const OK = 200;
/** Failure statuses the product still resolves (SPEC §8). */
const RESOLVED_FAILURE_STATUSES: readonly number[] = [20005, 501];

/** The response rules of SPEC §8, in the order the spec gives them. */
export function decideResponse(body: unknown, request: { url: string } & ResponseFlags): ResponseDecision {
  if (!isEnvelope(body)) return { kind: 'resolve', value: body, toast: null };

  const resultOrBody = body.result ?? body;
  if (body.status === OK) return { kind: 'resolve', value: resultOrBody, toast: null };

  if (signalsInvalidToken(body) && !isLogoutCall(request.url, request.isLogout) && request.isRefresh !== true) {
    return { kind: 'invalidToken' };
  }

  const message = envelopeMessage(body);
  const toast = request.noMessage === true ? null : message;
  if (RESOLVED_FAILURE_STATUSES.includes(body.status)) return { kind: 'resolve', value: resultOrBody, toast };
  if (request.resolveAlways === true) return { kind: 'resolve', value: body, toast };

  const error = new ApiError('response', message ?? `request failed with status ${body.status}`, {
    status: body.status,
    code: envelopeCode(body),
    serverMessage: message,
    body,
  });
  return { kind: 'reject', error, toast };
}
