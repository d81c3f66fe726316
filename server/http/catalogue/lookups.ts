import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bannerSchema,
  courseStatusQuerySchema,
  courseStatusSchema,
  orgaNodeSchema,
  tagSchema,
  termSchema,
} from '../../../src/schemas/catalogue';
import { banners, classLabels, orgaTree, termYears } from '../../catalogue/lookups';
import { courseStatus } from '../../detail/course-status';
import { envelope } from '../../errors';
import { claimsOf } from '../authenticate';
import { z } from 'zod';
import { answers } from '../responses';

/**
 * Lookups of the list filters and the home page (SPEC §7 "Lists and lookups"): organisations,
 * tags, terms, banners and the status of one lesson. All of the caller's tenant only; a lesson's
 * status only for a class the caller may watch (403 otherwise, as its live page and detail are).
 */
export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get('/v1/list/orgas', { schema: { response: answers(z.array(orgaNodeSchema)) } }, async (request) =>
    envelope(await orgaTree(db, claimsOf(request).tid)),
  );
  app.get('/v1/list/tecl/labels', { schema: { response: answers(z.array(tagSchema)) } }, async (request) =>
    envelope(await classLabels(db, claimsOf(request).tid)),
  );
  app.get('/v1/list/termYear', { schema: { response: answers(z.array(termSchema)) } }, async (request) =>
    envelope(await termYears(db, claimsOf(request).tid)),
  );
  app.get('/v1/circular_banner', { schema: { response: answers(z.array(bannerSchema)) } }, async (request) =>
    envelope(await banners(db, claimsOf(request).tid)),
  );
  app.get(
    '/v1/course/status',
    { schema: { querystring: courseStatusQuerySchema, response: answers(courseStatusSchema) } },
    async (request) => envelope(await courseStatus(db, claimsOf(request), request.query.courseId, clock())),
  );
};
