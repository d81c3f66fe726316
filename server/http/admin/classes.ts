import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonMoveParamsSchema } from '../../../src/schemas/admin';
import {
  cancelledLessonSchema,
  classCreateBodySchema,
  classEditBodySchema,
  classListQuerySchema,
  classPageSchema,
  classParamsSchema,
  deletedClassSchema,
  generatedLessonsSchema,
  lessonPatternBodySchema,
  managedClassSchema,
} from '../../../src/schemas/admin-classes';
import { cancelLesson } from '../../admin/cancel-lesson';
import { createClass } from '../../admin/create-class';
import { deleteClass } from '../../admin/delete-class';
import { editClass } from '../../admin/edit-class';
import { generateLessons } from '../../admin/generate-lessons';
import { listClasses } from '../../admin/list-classes';
import { envelope } from '../../errors';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/**
 * /admin/home's classes: list, create, edit, delete; a term's lessons generated from a weekly
 * pattern; one lesson cancelled. docs/api.md "Course management", the rules in docs/admin.md.
 */
export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get('/v1/admin/classes', { schema: { querystring: classListQuerySchema, response: answers(classPageSchema) } }, async (request) =>
    envelope(await listClasses(db, claimsOf(request), request.query)),
  );

  app.post('/v1/admin/classes', { schema: { body: classCreateBodySchema, response: answers(managedClassSchema) } }, async (request) =>
    envelope(await createClass(db, claimsOf(request), request.body)),
  );

  app.patch(
    '/v1/admin/classes/:teclId',
    { schema: { params: classParamsSchema, body: classEditBodySchema, response: answers(managedClassSchema) } },
    async (request) => envelope(await editClass(db, claimsOf(request), request.params.teclId, request.body)),
  );

  app.delete(
    '/v1/admin/classes/:teclId',
    { schema: { params: classParamsSchema, response: answers(deletedClassSchema) } },
    async (request) => envelope(await deleteClass(db, claimsOf(request), request.params.teclId)),
  );

  app.post(
    '/v1/admin/classes/:teclId/sessions/generate',
    { schema: { params: classParamsSchema, body: lessonPatternBodySchema, response: answers(generatedLessonsSchema) } },
    async (request) => envelope(await generateLessons(db, claimsOf(request), request.params.teclId, request.body, clock())),
  );

  app.delete(
    '/v1/admin/course-sessions/:courId',
    { schema: { params: lessonMoveParamsSchema, response: answers(cancelledLessonSchema) } },
    async (request) => envelope(await cancelLesson(db, claimsOf(request), request.params.courId, clock())),
  );
};
