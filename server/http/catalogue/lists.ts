import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lessonSchema,
  liveListQuerySchema,
  unionCardSchema,
  unionQuerySchema,
  vodGroupQuerySchema,
  vodGroupSchema,
} from '../../../src/schemas/catalogue';
import { pagedResultSchema } from '../../../src/schemas/envelope';
import { homeUnion } from '../../catalogue/home-union';
import { liveLessons } from '../../catalogue/live-lessons';
import { recordedGroups } from '../../catalogue/recorded-groups';
import { claimsOf } from '../authenticate';
import { envelope } from '../../errors';
import { answers } from '../responses';

/**
 * The lesson lists (SPEC §7): live and upcoming lessons, recordings grouped by teaching class,
 * and the home page's union of both. Each answers { records, total, pageIndex, pageSize }.
 */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/v1/vod_live/t-1',
    { schema: { querystring: liveListQuerySchema, response: answers(pagedResultSchema(lessonSchema)) } },
    async (request) => envelope(await liveLessons(db, claimsOf(request), request.query, clock())),
  );

  app.get(
    '/v1/group_subject_vod_list/t-1',
    { schema: { querystring: vodGroupQuerySchema, response: answers(pagedResultSchema(vodGroupSchema)) } },
    async (request) => envelope(await recordedGroups(db, claimsOf(request), request.query)),
  );

  app.get(
    '/v1/union/vod_live_new',
    { schema: { querystring: unionQuerySchema, response: answers(pagedResultSchema(unionCardSchema)) } },
    async (request) => envelope(await homeUnion(db, claimsOf(request), request.query, clock())),
  );
};
