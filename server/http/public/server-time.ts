import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startOfLocalDay } from '../../local-day';
import { envelope } from '../../errors';
import { serverDateTimeSchema } from '../../../src/schemas/catalogue';
import { answers } from '../responses';

/**
 * GET /app/restApi/getServerDateTime (SPEC §7): the server's clock, so the browser's "today"
 * and countdowns follow the server rather than a wrong local clock. Public: read before sign-in.
 */
export const serverTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/app/restApi/getServerDateTime', { schema: { response: answers(serverDateTimeSchema) } }, async () => {
    const now = app.deps.clock();
    return envelope({ todayBeginTime: startOfLocalDay(now).getTime(), timestamp: now.getTime() });
  });
};
