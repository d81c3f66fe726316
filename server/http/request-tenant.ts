import type { FastifyRequest } from 'fastify';
import { DEFAULT_TENANT_ID } from '../../src/constants';
import { TENANT_HEADER } from '../../src/schemas/auth';
import { readAccessClaims } from './authenticate';

/**
 * The tenant of a call that may come before sign-in (logos and titles on the login page): the
 * token's tenant when signed in, else the `tenantid` header, else the default tenant.
 */
export async function requestTenant(request: FastifyRequest): Promise<string> {
  const claims = await readAccessClaims(request);
  if (claims) return claims.tid;
  const header = request.headers[TENANT_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[\w-]{1,32}$/.test(value) ? value : DEFAULT_TENANT_ID;
}
