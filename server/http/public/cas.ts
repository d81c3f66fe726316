import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_TENANT_ID } from '../../../src/constants';
import { casLoginBodySchema, tokenResultSchema } from '../../../src/schemas/auth';
import { validateServiceTicket } from '../../auth/cas-client';
import { findUserByUsername, toWireUser } from '../../auth/users';
import { ApiError, envelope } from '../../errors';
import { answers, redirects } from '../responses';

/**
 * CAS-only sign-in (CAS_LOGIN=ONLY). The CAS server sends the browser back to GET /kiaf/sso with
 * a ticket; that address hands it to the SPA's /kiaf/sso page, which posts it here; the server
 * validates it with the CAS server (serviceValidate) and opens a session like a password login.
 */
export const casRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, sessions } = app.deps;

  // The service address is a plain path so every CAS server can append `?ticket=` to it.
  app.get('/kiaf/sso', { schema: { response: redirects("the SPA's /kiaf/sso page, with the CAS ticket") } }, async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/#/kiaf/sso${query}`, 302);
  });

  app.post('/oauth2/cas', { schema: { body: casLoginBodySchema, response: answers(tokenResultSchema) } }, async (request) => {
    if (!env.CAS_URL) throw new ApiError('casNotConfigured');
    const service = new URL(request.body.service);
    if (service.host !== request.headers.host || service.pathname !== '/kiaf/sso') {
      throw new ApiError('badRequest', "body.service: must be this site's /kiaf/sso address");
    }
    const validation = await validateServiceTicket(env.CAS_URL, request.body.ticket, request.body.service);
    if (!validation.ok) {
      throw new ApiError(
        validation.code === 'CAS_UNAVAILABLE' ? 'casUnavailable' : 'casTicketRejected',
        `${validation.code}: ${validation.message}`,
      );
    }
    const tenantId = validation.attributes.tenantId ?? DEFAULT_TENANT_ID;
    const row = await findUserByUsername(db, tenantId, validation.user);
    if (!row || !row.active) throw new ApiError('casNoAccount', `the single sign-on user ${validation.user} has no Lectern account`);
    // The password lives with the CAS server: no forced change applies to this session.
    const { sessionId: _sid, ...tokens } = await sessions.open(row, false, { userAgent: request.headers['user-agent'], ip: request.ip });
    return envelope({ ...tokens, user: await toWireUser(db, row, false) });
  });
};
