import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUserById, toWireUser } from '../../auth/users';
import { tenantName } from '../../config/schools';
import { ApiError, envelope } from '../../errors';
import { grantedResources } from '../../rbac/resource-tree';
import { claimsOf } from '../authenticate';
import { authorityMeSchema, currentUserSchema, tokenInfoSchema } from '../../../src/schemas/auth';
import { answers } from '../responses';

/** Who is signed in: /authority/me, /v1/currentuser and what the server makes of the token, /oauth2/token. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  const currentUser = async (sub: string) => {
    const row = await findUserById(db, sub);
    if (!row) throw new ApiError('invalidToken');
    return row;
  };

  app.get('/authority/me', { schema: { response: answers(authorityMeSchema) } }, async (request) => {
    const claims = claimsOf(request);
    const row = await currentUser(claims.sub);
    const granted = await grantedResources(db, claims.tid, claims.sub);
    return envelope({ user: await toWireUser(db, row, claims.pwc), authorities: granted.map((r) => r.sign).sort() });
  });

  app.get('/v1/currentuser', { schema: { response: answers(currentUserSchema) } }, async (request) => {
    const claims = claimsOf(request);
    const row = await currentUser(claims.sub);
    return envelope({ ...(await toWireUser(db, row, claims.pwc)), tenantName: await tenantName(db, row.tenantId), email: row.email });
  });

  app.get('/oauth2/token', { schema: { response: answers(tokenInfoSchema) } }, async (request) => {
    const claims = claimsOf(request);
    return envelope({ active: true, username: claims.usr, tenantId: claims.tid, sessionId: claims.sid, mustChangePassword: claims.pwc });
  });
};
