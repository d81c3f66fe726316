import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { readAccessClaims } from '../authenticate';
import { ApiError, envelope } from '../../errors';
import { logoutResultSchema, logoutReturnSchema } from '../../../src/schemas/auth';
import { notifySessionsEnded } from '../../events/session-relay';
import { answers, redirects } from '../responses';

/**
 * The three logout addresses of SPEC §7. Logout is idempotent: an expired or missing token still
 * answers success (the client is leaving either way), a valid one revokes its session and closes
 * the session's event streams.
 */
const endSession = async (request: FastifyRequest) => {
  const claims = await readAccessClaims(request);
  if (claims) {
    await request.server.deps.sessions.revoke(claims.sid, 'logout');
    await notifySessionsEnded(request.server.deps.db, [claims.sid], { type: 'logout', reason: 'logout' });
  }
  return envelope({ loggedOut: Boolean(claims) });
};

// Stands in for the site when a request carries no usable Host: relative addresses still resolve.
const UNKNOWN_SITE = 'http://site.invalid';

/**
 * Only addresses on this site may be returned to: no open redirect. `returnUri` is resolved
 * against the site's origin the way a browser resolves a Location (so `/\evil.example` means
 * `//evil.example`) and another origin is refused. The answer is the address as the URL parser
 * writes it back, percent-encoded (a Location header must be plain ASCII): absolute when it was
 * given absolute, else the path with query and hash.
 */
export function safeReturnUri(returnUri: string, host: string | undefined): string | null {
  let site: URL;
  let target: URL;
  try {
    site = new URL(host ? `http://${host}` : UNKNOWN_SITE);
  } catch {
    site = new URL(UNKNOWN_SITE);
  }
  try {
    target = new URL(returnUri, site);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (target.host !== site.host) return null;
  // A path starting with // would read as another host once sent back as a relative address.
  if (target.pathname.startsWith('//')) return null;
  return URL.canParse(returnUri) ? target.href : `${target.pathname}${target.search}${target.hash}`;
}

/** C0 controls and DEL: header splitting, and characters URL parsers silently drop. */
const hasControlCharacters = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c === '\x7f');

const authLogoutQuery = z.object({
  json: z.enum(['0', '1']).default('1'),
  returnUri: z
    .string()
    .max(2048)
    .refine((uri) => !hasControlCharacters(uri), 'must not contain control characters')
    .default('/'),
});

export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const loggedOut = { schema: { response: answers(logoutResultSchema) } };
  app.post('/rbac/access_token/logout', loggedOut, endSession);
  app.get('/rbac/auth/logout', loggedOut, endSession);
  app.get(
    '/auth/logout',
    { schema: { querystring: authLogoutQuery, response: { ...answers(logoutReturnSchema), ...redirects('returnUri, with json=0') } } },
    async (request, reply) => {
      const target = safeReturnUri(request.query.returnUri, request.host);
      if (!target) throw new ApiError('badRequest', 'querystring.returnUri: must be an address on this site');
      const answer = await endSession(request);
      if (request.query.json === '0') return reply.redirect(target, 302);
      return envelope({ ...answer.result, returnUri: target });
    },
  );
};
