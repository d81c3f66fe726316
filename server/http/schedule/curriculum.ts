import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { curriculumQuerySchema, curriculumResultSchema, lessonSlotSchema } from '../../../src/schemas/schedule';
import { envelope } from '../../errors';
import { curriculum } from '../../schedule/curriculum';
import { lessonSlots } from '../../schedule/lesson-slots';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/** The timetable (/personal-center/my-schedule): the caller's lessons in a range, and the day's lesson slots. */
export const curriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/v1/myself/curriculum',
    { schema: { querystring: curriculumQuerySchema, response: answers(curriculumResultSchema) } },
    async (request) => envelope(await curriculum(db, claimsOf(request), request.query, clock())),
  );

  app.get('/v1/myself/curriculum/letiNumber', { schema: { response: answers(z.array(lessonSlotSchema)) } }, async () =>
    envelope(lessonSlots()),
  );
};
