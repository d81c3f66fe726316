import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { resourceTreeQuerySchema } from '../../src/schemas/rbac';
import { findUserById, toWireUser } from '../auth/users';
import { tenants } from '../db/schema';
import { buildResourceTree, grantedResources } from '../rbac/resource-tree';
import { authenticate, claimsOf } from './authenticate';
import { ApiError, envelope } from './errors';

/** Who is signed in and what they may see: /authority/me, /v1/currentuser, the resource tree. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  const currentUser = async (sub: string) => {
    const row = await findUserById(db, sub);
    if (!row) throw new ApiError('invalidToken');
    return row;
  };

  app.get('/authority/me', { preHandler: authenticate({ duringPasswordChange: true }) }, async (request) => {
    const claims = claimsOf(request);
    const row = await currentUser(claims.sub);
    const granted = await grantedResources(db, claims.tid, claims.sub);
    return envelope({ user: await toWireUser(db, row, claims.pwc), authorities: granted.map((r) => r.sign).sort() });
  });

  app.get('/v1/currentuser', { preHandler: authenticate({ duringPasswordChange: true }) }, async (request) => {
    const claims = claimsOf(request);
    const row = await currentUser(claims.sub);
    const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, row.tenantId));
    return envelope({ ...(await toWireUser(db, row, claims.pwc)), tenantName: tenant?.name ?? '', email: row.email });
  });

  app.get('/resource/resources_tree_me', { preHandler: authenticate(), schema: { querystring: resourceTreeQuerySchema } }, async (request) => {
    const claims = claimsOf(request);
    const order = request.query['sorts[0].order'].toLowerCase() === 'desc' ? 'desc' : 'asc';
    return envelope(buildResourceTree(await grantedResources(db, claims.tid, claims.sub), order));
  });
};
