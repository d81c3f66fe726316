import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonMoveBodySchema, lessonMoveParamsSchema, managedLessonSchema } from '../../../src/schemas/admin';
import { moveLesson } from '../../admin/move-lesson';
import { envelope } from '../../errors';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/** A class's lessons as its teacher or an administrator manages them; docs/api.md "Course management". */
export const courseSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.patch(
    '/v1/admin/course-sessions/:courId',
    { schema: { params: lessonMoveParamsSchema, body: lessonMoveBodySchema, response: answers(managedLessonSchema) } },
    async (request) => envelope(await moveLesson(db, claimsOf(request), request.params.courId, request.body, clock())),
  );
};
