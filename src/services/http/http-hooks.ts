import { ApiError } from './api-error';

/** A failed call as reported to the client log (SPEC §3 "Client log entry", §8). */
export type ApiLogEntry = {
  url: string;
  method: string;
  /** Milliseconds from sending to settling. */
  spendTime: number;
  status: number | undefined;
  code: number | undefined;
  /** The server message, else the error text. */
  message: string;
  /** Request details; bodies are left out since they may carry credentials. */
  request: { searchParams: Record<string, string | number | boolean> | undefined };
};

export type InvalidTokenContext = {
  url: string;
  /** Sends the same call again (with whatever token is stored by then) and applies the rules. */
  retry: () => Promise<unknown>;
};

/**
 * The app plugs its behaviour in here: the session machine supplies onInvalidToken (refresh,
 * then `retry()`), the toast area supplies showError, the log store supplies onApiLog.
 */
export type HttpHooks = {
  onInvalidToken: (context: InvalidTokenContext) => Promise<unknown>;
  /**
   * `code` and `result` are the envelope's: the UI shows the refusal's sentence (`result`, see
   * src/schemas/refusals.ts) or the code's, in the user's language; `message` is the server's
   * English, shown only when neither is known and it names no field or id.
   */
  showError: (message: string, code: number | undefined, result: unknown) => void;
  onApiLog: (entry: ApiLogEntry) => void;
  /** A call answered status 200: the session resets its consecutive-refresh count. */
  onSuccess: () => void;
};

/** Until the app sets its own: an invalid token simply fails the call, nothing is shown or logged. */
export const defaultHttpHooks: HttpHooks = {
  onInvalidToken: ({ url }) => Promise.reject(new ApiError('invalidToken', `invalid token (${url})`)),
  showError: () => {},
  onApiLog: () => {},
  onSuccess: () => {},
};
