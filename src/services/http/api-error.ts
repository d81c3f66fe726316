/**
 * Why a call failed: the server answered with a failure envelope ('response'), the token was
 * refused and could not be renewed ('invalidToken'), or nothing usable came back ('network',
 * 'timeout').
 */
export type ApiErrorKind = 'response' | 'invalidToken' | 'network' | 'timeout';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: number | undefined;
  /**
   * What the server said, in English for integrators and the log: it may name request fields and
   * ids (`body.teclName: …`), so pages word the code or the refusal instead (src/ui/kit/toast/
   * server-error-text.ts, src/ui/shared/form-problems.ts); null when it said nothing.
   */
  readonly serverMessage: string | null;
  /** The answer as received, for callers that need more than the message. */
  readonly body: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { status?: number; code?: number; serverMessage?: string | null; body?: unknown } = {},
  ) {
    super(message);
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.serverMessage = details.serverMessage ?? null;
    this.body = details.body;
  }
}
