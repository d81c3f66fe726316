import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campusList } from '../../catalogue/campuses';
import { envelope } from '../../errors';
import { claimsOf } from '../authenticate';
import { z } from 'zod';
import { campusSchema } from '../../../src/schemas/shell';
import { answers } from '../responses';

/** Campuses of the caller's tenant, for the header's campus selector (SPEC §2). */
export const campusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const campuses = { schema: { response: answers(z.array(campusSchema)) } };
  app.get('/v1/campus/list', campuses, async (request) => envelope(await campusList(db, claimsOf(request).tid, false)));
  /** The campuses whose resource-management home has an address (the selector can open them). */
  app.get('/v1/campus/get/hasDomainName', campuses, async (request) => envelope(await campusList(db, claimsOf(request).tid, true)));
};
