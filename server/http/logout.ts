import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { readAccessClaims } from './authenticate';
import { ApiError, envelope } from './errors';

/**
 * The three logout addresses of SPEC §7. Logout is idempotent: an expired or missing token still
 * answers success (the client is leaving either way), a valid one revokes its session.
 */
const endSession = async (request: FastifyRequest) => {
  const claims = await readAccessClaims(request);
  if (claims) await request.server.deps.sessions.revoke(claims.sid, 'logout');
  return envelope({ loggedOut: Boolean(claims) });
};

/** Only addresses on this site may be returned to: no open redirect. */
export function safeReturnUri(returnUri: string, host: string | undefined): string | null {
  if (returnUri.startsWith('/') && !returnUri.startsWith('//')) return returnUri;
  try {
    const url = new URL(returnUri);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host ? url.href : null;
  } catch {
    return null;
  }
}

const authLogoutQuery = z.object({
  json: z.enum(['0', '1']).default('1'),
  returnUri: z.string().max(2048).default('/'),
});

export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/rbac/access_token/logout', endSession);
  app.get('/rbac/auth/logout', endSession);
  app.get('/auth/logout', { schema: { querystring: authLogoutQuery } }, async (request, reply) => {
    const target = safeReturnUri(request.query.returnUri, request.headers.host);
    if (!target) throw new ApiError('badRequest', 'querystring.returnUri: must be an address on this site');
    const answer = await endSession(request);
    if (request.query.json === '0') return reply.redirect(target, 302);
    return envelope({ ...answer.result, returnUri: target });
  });
};
