import { XMLParser } from 'fast-xml-parser';

/**
 * CAS 2.0 ticket validation (`/serviceValidate`): the campus single sign-on server vouches for a
 * service ticket the browser brought back. Returns the user and attributes, or the failure code.
 */
export type CasValidation = { ok: true; user: string; attributes: Record<string, string> } | { ok: false; code: string; message: string };

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: false, attributeNamePrefix: '', trimValues: true });

export function parseServiceResponse(xml: string): CasValidation {
  const doc = parser.parse(xml) as { serviceResponse?: Record<string, unknown> };
  const response = doc.serviceResponse;
  const success = response?.authenticationSuccess as { user?: unknown; attributes?: Record<string, unknown> } | undefined;
  if (success && typeof success.user === 'string' && success.user) {
    const attributes = Object.fromEntries(Object.entries(success.attributes ?? {}).map(([key, value]) => [key, String(value)]));
    return { ok: true, user: success.user, attributes };
  }
  const failure = response?.authenticationFailure as { code?: string; '#text'?: string } | string | undefined;
  if (typeof failure === 'object' && failure) {
    return { ok: false, code: failure.code ?? 'UNKNOWN', message: failure['#text'] ?? 'ticket rejected' };
  }
  return { ok: false, code: 'INVALID_RESPONSE', message: 'the CAS server answered something that is not a CAS 2.0 service response' };
}

export async function validateServiceTicket(casUrl: string, ticket: string, service: string, timeoutMs = 10_000): Promise<CasValidation> {
  const url = new URL(`${casUrl.replace(/\/$/, '')}/serviceValidate`);
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('service', service);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { ok: false, code: 'CAS_UNAVAILABLE', message: `CAS server answered HTTP ${response.status}` };
    return parseServiceResponse(await response.text());
  } catch (error) {
    return { ok: false, code: 'CAS_UNAVAILABLE', message: `CAS server unreachable: ${(error as Error).message}` };
  }
}
