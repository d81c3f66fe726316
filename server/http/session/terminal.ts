import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { terminalBodySchema } from '../../../src/schemas/auth';
import { envelope } from '../../errors';
import { recordTerminal } from '../../statistics/records';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/** POST /v1/statistics/terminal: the device type of this session, posted once after login. */
export const terminalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v1/statistics/terminal', { schema: { body: terminalBodySchema, response: answers(terminalBodySchema) } }, async (request) => {
    await recordTerminal(app.deps.db, claimsOf(request).sid, request.body.terminalType);
    return envelope({ terminalType: request.body.terminalType });
  });
};
