import { casLoginBodySchema, tokenResultSchema, type TokenResult } from '../../schemas/auth';
import type { RuntimeConfig } from '../../schemas/runtime-config';
import { apiRequest } from '../http/api';

/**
 * CAS-only sign-in (CAS_LOGIN=ONLY): the browser goes to the CAS server with this site's
 * /kiaf/sso as the service; the CAS server sends it back there with a ticket, which the server
 * validates (POST /oauth2/cas, serviceValidate).
 */
export const ssoServiceAddress = (origin: string) => `${origin}/kiaf/sso`;

export function casLoginAddress(config: Pick<RuntimeConfig, 'CUSTOM_API'>, origin: string): string {
  return `${config.CUSTOM_API.CAS_URL.replace(/\/+$/, '')}/login?service=${encodeURIComponent(ssoServiceAddress(origin))}`;
}

export async function validateCasTicket(ticket: string, origin: string): Promise<TokenResult> {
  const body = casLoginBodySchema.parse({ ticket, service: ssoServiceAddress(origin) });
  return tokenResultSchema.parse(await apiRequest('/oauth2/cas', { method: 'POST', json: body, noMessage: true }));
}
