import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { dataBoardQuerySchema, dataBoardSchema } from '../../../src/schemas/data-board';
import { assertMayEnter, classScopeOf } from '../../access';
import { dataBoard } from '../../data-board/figures';
import { envelope } from '../../errors';
import { apiArea } from '../area';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/** GET /v1/data-board: every figure of /data-board at once (docs/admin.md "Data board (server)"). */
const dataBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  app.get('/v1/data-board', { schema: { querystring: dataBoardQuerySchema, response: answers(dataBoardSchema) } }, async (request) =>
    envelope(await dataBoard(db, classScopeOf(claimsOf(request)), request.query, clock())),
  );
};

/**
 * The data board, for holders of its sign (p2-individual-center-data-board), 403 for the others.
 * An administrator reads their tenant's figures; anyone else holding the sign (a teacher it was
 * granted to) reads their own classes' (classScopeOf).
 */
export const dataBoardArea = apiArea('signedIn', [dataBoardRoutes], async (request: FastifyRequest) =>
  assertMayEnter(request.server.deps.db, claimsOf(request), 'dataBoard'),
);
