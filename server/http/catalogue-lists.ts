import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveListQuerySchema, unionQuerySchema, vodGroupQuerySchema } from '../../src/schemas/catalogue';
import { homeUnion } from '../catalogue/home-union';
import { liveLessons } from '../catalogue/live-lessons';
import { recordedGroups } from '../catalogue/recorded-groups';
import { authenticate, claimsOf } from './authenticate';
import { envelope } from './errors';

/**
 * The lesson lists (SPEC §7): live and upcoming lessons, recordings grouped by teaching class,
 * and the home page's union of both. Each answers { records, total, pageIndex, pageSize }.
 */
export const catalogueListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get('/v1/vod_live/t-1', { preHandler: authenticate(), schema: { querystring: liveListQuerySchema } }, async (request) =>
    envelope(await liveLessons(db, claimsOf(request), request.query, clock())),
  );

  app.get('/v1/group_subject_vod_list/t-1', { preHandler: authenticate(), schema: { querystring: vodGroupQuerySchema } }, async (request) =>
    envelope(await recordedGroups(db, claimsOf(request), request.query)),
  );

  app.get('/v1/union/vod_live_new', { preHandler: authenticate(), schema: { querystring: unionQuerySchema } }, async (request) =>
    envelope(await homeUnion(db, claimsOf(request), request.query, clock())),
  );
};
