import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLASS_RESOURCE_FILE_FIELD,
  CLASS_RESOURCE_MAX_BYTES,
  adminClassDetailSchema,
  adminClassParamsSchema,
  adminRecordingParamsSchema,
  adminResourceParamsSchema,
  adminResourceSchema,
  deletedResourceSchema,
  recordingTitleBodySchema,
  recordingTitleSchema,
  recordingVisibilityBodySchema,
  recordingVisibilitySchema,
  resourceUploadQuerySchema,
} from '../../../src/schemas/admin-detail';
import { adminClassDetail } from '../../admin/class-detail';
import {
  assertResourceTarget,
  classResourceBytes,
  deleteClassResource,
  keepClassResource,
  receiveResource,
  resourceTooLarge,
  type ReceivedFile,
} from '../../admin/class-resources';
import { renameRecording, setRecordingHidden } from '../../admin/recording-publish';
import { prepareIncoming } from '../../editor/picture-intake';
import { ApiError, envelope } from '../../errors';
import { discardScratch } from '../../storage';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/**
 * /admin/detail: one class as its teacher or an administrator manages it; publishing, hiding or
 * renaming a recording; uploading and deleting the class's attachments. docs/api.md "Course
 * management", the rules in docs/admin.md "The class page".
 */
export const classDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, media } = app.deps;

  app.get(
    '/v1/admin/classes/:teclId/detail',
    { schema: { params: adminClassParamsSchema, response: answers(adminClassDetailSchema) } },
    async (request) => envelope(await adminClassDetail(db, claimsOf(request), request.params.teclId, clock())),
  );

  app.patch(
    '/v1/admin/recordings/:vodId',
    { schema: { params: adminRecordingParamsSchema, body: recordingVisibilityBodySchema, response: answers(recordingVisibilitySchema) } },
    async (request) => envelope(await setRecordingHidden(db, claimsOf(request), request.params.vodId, request.body.hidden, clock())),
  );

  app.put(
    '/v1/admin/recordings/:vodId/title',
    { schema: { params: adminRecordingParamsSchema, body: recordingTitleBodySchema, response: answers(recordingTitleSchema) } },
    async (request) => envelope(await renameRecording(db, claimsOf(request), request.params.vodId, request.body.title)),
  );

  app.delete(
    '/v1/admin/resources/:resourceId',
    { schema: { params: adminResourceParamsSchema, response: answers(deletedResourceSchema) } },
    async (request) => envelope(await deleteClassResource(db, media, claimsOf(request), request.params.resourceId)),
  );

  await app.register(async (scope) => {
    // A scope of its own: the multipart parser serves this route only. Typed again, as a register callback forgets the provider.
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: CLASS_RESOURCE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
      throwFileSizeLimit: true,
    });
    const incomingDir = await prepareIncoming(media, new Date());
    uploads.post(
      '/v1/admin/classes/:teclId/resources',
      { schema: { params: adminClassParamsSchema, querystring: resourceUploadQuerySchema, response: answers(adminResourceSchema) } },
      async (request) => {
        const claims = claimsOf(request);
        const { teclId } = request.params;
        // Before a byte of the file is read (multipart parts are read on demand): an upload the
        // caller may not make is refused without being stored anywhere.
        await assertResourceTarget(db, claims, teclId, request.query);
        const used = await classResourceBytes(db, teclId);
        let received: { fileName: string; file: ReceivedFile } | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file' || part.fieldname !== CLASS_RESOURCE_FILE_FIELD)
              throw new ApiError('badRequest', `file: send the attachment in the '${CLASS_RESOURCE_FILE_FIELD}' field`);
            received = { fileName: part.filename, file: await receiveResource(part.file, incomingDir, used) };
          }
          if (received === null) throw new ApiError('badRequest', 'file: one attachment is required');
          const kept = await keepClassResource(db, media, claims, teclId, request.query, received);
          received = null;
          return envelope(kept);
        } catch (error) {
          if (received) await discardScratch([received.file.tempPath]);
          throw uploadRefusal(error);
        }
      },
    );
  });
};

/** @fastify/multipart's refusals, as the envelope's errors. */
function uploadRefusal(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return resourceTooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new ApiError('badRequest', `file: send one attachment in the '${CLASS_RESOURCE_FILE_FIELD}' field, nothing else`);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new ApiError('unsupportedMediaType', 'send the attachment as multipart/form-data');
  return error;
}
