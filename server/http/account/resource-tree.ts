import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceNodeSchema, resourceTreeQuerySchema } from '../../../src/schemas/rbac';
import { envelope } from '../../errors';
import { buildResourceTree, grantedResources } from '../../rbac/resource-tree';
import { claimsOf } from '../authenticate';
import { z } from 'zod';
import { answers } from '../responses';

/** GET /resource/resources_tree_me (SPEC §6): the menu's resource tree of the caller's grants. */
export const resourceTreeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/resource/resources_tree_me',
    { schema: { querystring: resourceTreeQuerySchema, response: answers(z.array(resourceNodeSchema)) } },
    async (request) => {
      const claims = claimsOf(request);
      const order = request.query['sorts[0].order'].toLowerCase() === 'desc' ? 'desc' : 'asc';
      return envelope(buildResourceTree(await grantedResources(db, claims.tid, claims.sub), order));
    },
  );
};
