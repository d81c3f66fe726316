import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { TENANT_HEADER, TOKEN_HEADER } from '../../src/schemas/auth';
import type { AccessClaims } from '../auth/token-signer';
import { ApiError } from '../errors';

/**
 * The authentication hook of the signed-in areas (area.ts registers it, once per area). The token's tenant is authoritative: a `tenantid` header
 * that disagrees is refused. A session revoked by logout, kick or reuse ends its tokens at once.
 */
const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export async function readAccessClaims(request: FastifyRequest): Promise<AccessClaims | null> {
  const token = headerValue(request, TOKEN_HEADER);
  if (!token) return null;
  const claims = await request.server.deps.signer.verify(token);
  if (!claims) return null;
  return (await request.server.deps.sessions.isActive(claims.sid)) ? claims : null;
}

type AuthOptions = {
  /** Reachable while the forced password change is pending (identity, logout, the change itself). */
  duringPasswordChange?: boolean;
};

export const authenticate = (options: AuthOptions = {}): preHandlerAsyncHookHandler =>
  async function authenticateRequest(request: FastifyRequest, _reply: FastifyReply) {
    const claims = await readAccessClaims(request);
    if (!claims) throw new ApiError('invalidToken');
    const tenantHeader = headerValue(request, TENANT_HEADER);
    if (tenantHeader && tenantHeader !== claims.tid) throw new ApiError('tenantMismatch');
    if (claims.pwc && !options.duringPasswordChange) throw new ApiError('passwordChangeRequired');
    request.auth = claims;
  };

/** The claims of an authenticated request (after `authenticate`). */
export function claimsOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new ApiError('invalidToken');
  return request.auth;
}

const checkSession = authenticate();

/**
 * The session's claims on a route outside the signed-in areas (the stream doors, which check the
 * session only to renew a capability): the same checks as the areas' hook, asked for once.
 */
export async function sessionClaims(request: FastifyRequest, reply: FastifyReply): Promise<AccessClaims> {
  await checkSession.call(request.server, request, reply);
  return claimsOf(request);
}

/**
 * Who renews a stream capability once it has expired (docs/edge.md "No preflight"): the session
 * the request sends, when it sends one; else the session the capability was minted in, as it is
 * now. Players send no session with segments and live playlists (a header would cost a CORS
 * preflight per request from a media host), so a capability carries its session's id and each
 * renewal, once per CAPABILITY_TTL_S, checks that session again: signed out, kicked or disabled
 * stops the stream then.
 */
export async function streamClaims(request: FastifyRequest, reply: FastifyReply, sessionId: string | null): Promise<AccessClaims> {
  if (headerValue(request, TOKEN_HEADER) !== undefined || sessionId === null) return sessionClaims(request, reply);
  const claims = await request.server.deps.sessions.claimsOfSession(sessionId);
  if (claims === null) throw new ApiError('invalidToken');
  if (claims.pwc) throw new ApiError('passwordChangeRequired');
  return claims;
}
