import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  candidatePageSchema,
  enrolledPageSchema,
  enrolledStudentParamsSchema,
  enrolmentAddBodySchema,
  enrolmentAddResultSchema,
  enrolmentImportBodySchema,
  enrolmentImportResultSchema,
  enrolmentListQuerySchema,
  enrolmentParamsSchema,
  enrolmentRemoveResultSchema,
} from '../../../src/schemas/admin-enrolment';
import { addStudents, candidateStudents, enrolledStudents, removeStudent } from '../../admin/enrolment';
import { importStudents } from '../../admin/enrolment-import';
import { envelope } from '../../errors';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/** A class's students, managed by its teacher or an administrator; docs/api.md "Course management", docs/admin.md "Enrolment". */
export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const base = '/v1/admin/classes/:teclId/students';

  app.get(
    base,
    { schema: { params: enrolmentParamsSchema, querystring: enrolmentListQuerySchema, response: answers(enrolledPageSchema) } },
    async (request) => envelope(await enrolledStudents(db, claimsOf(request), request.params.teclId, request.query)),
  );

  app.get(
    `${base}/candidates`,
    { schema: { params: enrolmentParamsSchema, querystring: enrolmentListQuerySchema, response: answers(candidatePageSchema) } },
    async (request) => envelope(await candidateStudents(db, claimsOf(request), request.params.teclId, request.query)),
  );

  app.post(
    base,
    { schema: { params: enrolmentParamsSchema, body: enrolmentAddBodySchema, response: answers(enrolmentAddResultSchema) } },
    async (request) => envelope(await addStudents(db, claimsOf(request), request.params.teclId, request.body)),
  );

  app.post(
    `${base}/import`,
    { schema: { params: enrolmentParamsSchema, body: enrolmentImportBodySchema, response: answers(enrolmentImportResultSchema) } },
    async (request) => envelope(await importStudents(db, claimsOf(request), request.params.teclId, request.body)),
  );

  app.delete(
    `${base}/:userId`,
    { schema: { params: enrolledStudentParamsSchema, response: answers(enrolmentRemoveResultSchema) } },
    async (request) => envelope(await removeStudent(db, claimsOf(request), request.params.teclId, request.params.userId)),
  );
};
