import type { RuntimeConfig } from '../../schemas/runtime-config';
import { sessionToken } from '../auth/session';
import { readStored } from '../storage';
import { createApiClient, type ApiClient, type RequestOptions } from './client';
import { createErrorToastGate } from './error-toast-gate';
import { defaultHttpHooks, type HttpHooks } from './http-hooks';

/** The app's one API client, configured from the runtime configuration at start. */
let client: ApiClient | null = null;
const hooks: HttpHooks = { ...defaultHttpHooks };

/** Plug in the app's behaviour (session machine, toast area, log store); see HttpHooks. */
export function setHttpHooks(replacements: Partial<HttpHooks>): void {
  Object.assign(hooks, replacements);
}

export function initApi(config: Pick<RuntimeConfig, 'BASE_URL' | 'AJAX'>): void {
  client = createApiClient({
    baseUrl: config.BASE_URL,
    timeoutMs: config.AJAX.TIMEOUT_MS,
    withCredentials: config.AJAX.WITH_CREDENTIALS,
    sendTenantHeader: config.AJAX.TENANT_HEADER,
    getToken: sessionToken,
    getTenantId: () => readStored('tenantId'),
    getHooks: () => hooks,
    toastGate: createErrorToastGate(),
  });
}

/** Sends a call through the response rules of SPEC §8 (see createApiClient). */
export function apiRequest(path: string, options?: RequestOptions): Promise<unknown> {
  if (client === null) throw new Error('API client used before initApi()');
  return client.request(path, options);
}
