import ky, { type KyRequest } from 'ky';
import { TENANT_HEADER, TOKEN_HEADER } from '../../schemas/auth';
import { envelopeCode, envelopeMessage, isEnvelope } from './envelope-shape';
import type { ErrorToastGate } from './error-toast-gate';
import { decideResponse, type ResponseFlags } from './handle-response';
import type { ApiLogEntry, HttpHooks } from './http-hooks';
import { displayUrl, readBody, toKyInput, toTransportError } from './request-parts';

export type RequestOptions = ResponseFlags & {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  searchParams?: Record<string, string | number | boolean>;
  json?: unknown;
  /** Sent form-encoded (e.g. the refresh call, SPEC §7). */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (pictures to the editor upload endpoint). */
  multipart?: FormData;
  headers?: Record<string, string>;
  /** Milliseconds, or false for none (pack downloads, SPEC §7). */
  timeout?: number | false;
  /** A file is expected: a successful answer that is not JSON resolves as a Blob. */
  asBlob?: boolean;
};

/** Resolves with the value the response rules chose; callers validate it with their schema. */
export type ApiClient = { request: (path: string, options?: RequestOptions) => Promise<unknown> };

export type ApiClientDeps = {
  /** BASE_URL; '' means the page's own origin. */
  baseUrl: string;
  timeoutMs: number;
  withCredentials: boolean;
  /** AJAX.TENANT_HEADER: send the stored tenant id. */
  sendTenantHeader: boolean;
  getToken: () => string | null;
  getTenantId: () => string | null;
  /** Read at call time so the app can replace hooks after the client exists. */
  getHooks: () => HttpHooks;
  toastGate: ErrorToastGate;
  now?: () => number;
  fetch?: typeof fetch;
};

const OK = 200;

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const now = deps.now ?? Date.now;

  // Headers are set per attempt, so a retry after a token refresh carries the new token.
  // A header the call sets itself (e.g. tenantid at login) wins over the stored one.
  const attachSessionHeaders = (request: KyRequest): void => {
    const token = deps.getToken();
    if (token !== null && !request.headers.has(TOKEN_HEADER)) request.headers.set(TOKEN_HEADER, token);
    const tenantId = deps.sendTenantHeader ? deps.getTenantId() : null;
    if (tenantId !== null && !request.headers.has(TENANT_HEADER)) request.headers.set(TENANT_HEADER, tenantId);
  };

  const http = ky.create({
    timeout: deps.timeoutMs,
    retry: 0,
    throwHttpErrors: false,
    credentials: deps.withCredentials ? 'include' : 'same-origin',
    hooks: { beforeRequest: [attachSessionHeaders] },
    ...(deps.fetch === undefined ? {} : { fetch: deps.fetch }),
  });

  const showToast = (message: string | null, body: unknown): void => {
    if (message === null || !deps.toastGate.allow()) return;
    deps.getHooks().showError(message, isEnvelope(body) ? envelopeCode(body) : undefined, isEnvelope(body) ? (body.result ?? null) : null);
  };

  async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
    const { input, prefixUrl } = toKyInput(path, deps.baseUrl);
    const url = displayUrl(input, prefixUrl);
    const method = options.method ?? 'GET';
    const startedAt = now();
    const log = (details: Pick<ApiLogEntry, 'status' | 'code' | 'message'>): void =>
      deps.getHooks().onApiLog({
        url,
        method,
        spendTime: now() - startedAt,
        ...details,
        request: { searchParams: options.searchParams },
      });

    let response: Response;
    let body: unknown;
    try {
      response = await http(input, {
        prefixUrl,
        method,
        searchParams: options.searchParams,
        json: options.json,
        body: options.form === undefined ? options.multipart : new URLSearchParams(options.form),
        headers: options.headers,
        ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
      });
      if (options.asBlob === true && response.ok && !isJsonAnswer(response)) {
        const file = await response.blob();
        deps.getHooks().onSuccess();
        return file;
      }
      body = await readBody(response);
    } catch (error) {
      const failure = toTransportError(error);
      log({ status: undefined, code: undefined, message: failure.message });
      throw failure;
    }

    if (isEnvelope(body) ? body.status !== OK : !response.ok) log(failureDetails(body, response));
    // A refresh answering 200 is not proof the tokens work: only other calls reset the count.
    else if (isEnvelope(body) && options.isRefresh !== true) deps.getHooks().onSuccess();

    const decision = decideResponse(body, { url, ...options });
    switch (decision.kind) {
      case 'invalidToken':
        return deps.getHooks().onInvalidToken({ url, retry: () => request(path, options) });
      case 'resolve':
        showToast(decision.toast, body);
        return decision.value;
      case 'reject':
        showToast(decision.toast, body);
        throw decision.error;
    }
  }

  return { request };
}

const isJsonAnswer = (response: Response) => (response.headers.get('content-type') ?? '').includes('json');

function failureDetails(body: unknown, response: Response): Pick<ApiLogEntry, 'status' | 'code' | 'message'> {
  if (isEnvelope(body)) {
    const message = envelopeMessage(body) ?? `HTTP ${response.status}`;
    return { status: body.status, code: envelopeCode(body), message };
  }
  return { status: response.status, code: undefined, message: response.statusText || `HTTP ${response.status}` };
}
