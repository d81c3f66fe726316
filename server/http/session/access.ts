import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MENU_SIGN_DEFAULT } from '../../../src/constants';
import { accessSummarySchema, type AccessSummary } from '../../../src/schemas/access';
import { grantedSigns } from '../../access';
import { envelope } from '../../errors';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/**
 * GET /v1/access (SPEC §7, answer chosen): what the signed-in caller may use. `hasAccess` is the
 * check the browser makes on the resource tree (SPEC §6: a branch with the menu sign, else 'the
 * current user has no system permission'), asked in one call by anything integrating with
 * Lectern. Answered during a forced password change too, which it reports.
 */
export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get('/v1/access', { schema: { response: answers(accessSummarySchema) } }, async (request) => {
    const claims = claimsOf(request);
    const signs = [...(await grantedSigns(db, claims.tid, claims.sub))].sort();
    const summary: AccessSummary = {
      hasAccess: signs.includes(MENU_SIGN_DEFAULT),
      menuSign: MENU_SIGN_DEFAULT,
      signs,
      mustChangePassword: claims.pwc,
    };
    return envelope(summary);
  });
};
