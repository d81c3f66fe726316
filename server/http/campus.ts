import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, ne } from 'drizzle-orm';
import { campuses } from '../db/schema';
import { authenticate, claimsOf } from './authenticate';
import { envelope } from './errors';

/** Campuses of the caller's tenant, for the header's campus selector (SPEC §2). */
export const campusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const list = (tenantId: string, withDomainOnly: boolean) =>
    db
      .select({ id: campuses.id, campName: campuses.campName, domainName: campuses.domainName })
      .from(campuses)
      .where(and(eq(campuses.tenantId, tenantId), withDomainOnly ? ne(campuses.domainName, '') : undefined))
      .orderBy(asc(campuses.sortIndex), asc(campuses.campName));

  app.get('/v1/campus/list', { preHandler: authenticate() }, async (request) => envelope(await list(claimsOf(request).tid, false)));
  /** The campuses whose resource-management home has an address (the selector can open them). */
  app.get('/v1/campus/get/hasDomainName', { preHandler: authenticate() }, async (request) =>
    envelope(await list(claimsOf(request).tid, true)),
  );
};
