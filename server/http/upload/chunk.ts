import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_CHUNK_BYTES } from '../../../src/constants';
import { chunkQuerySchema, chunkStoredSchema, chunkTestSchema } from '../../../src/schemas/upload';
import { ApiError, envelope } from '../../errors';
import { prepareIncoming } from '../../storage';
import { uploadQuota } from '../../quotas/upload-quota';
import { QUEUE } from '../../jobs/job-queue';
import { prepareChunk, storeChunk, testChunk, type UploadSettings } from '../../uploads/uploads';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/**
 * The chunked upload (SPEC §7, docs/uploads.md) at CUSTOM_API.UPLOAD: GET is resumable.js's
 * chunk pre-test, POST stores one chunk (multipart field `file`), both with the resumable.js
 * parameters and the target in the query.
 */
export const UPLOAD_CHUNK_PATH = '/v1/upload/chunk';
const FILE_FIELD = 'file';

/** @fastify/multipart's refusals, as the envelope's errors. */
function multipartRefusal(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError('badRequest', `file: a chunk may be at most ${UPLOAD_CHUNK_BYTES} bytes`);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ApiError('unsupportedMediaType', 'send the chunk as multipart/form-data');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new ApiError('badRequest', 'file: send one chunk per request');
  return error;
}

export const chunkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, clock, jobs, media } = app.deps;
  const settings: UploadSettings = {
    media,
    // The real time, not the app's clock: it judges which scratch files a stopped process left.
    incomingDir: await prepareIncoming(media, new Date()),
    maxFileBytes: env.UPLOAD_MAX_FILE_BYTES,
    quota: uploadQuota(env.UPLOAD_QUOTA_BYTES),
    clock,
    enqueueMerge: jobs ? (uploadId: string) => jobs.send(QUEUE.merge, { uploadId }) : null,
  };
  // One byte over a chunk's limit still arrives, so the store names the oversize itself.
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_CHUNK_BYTES + 1, files: 1, fields: 20, parts: 21 },
    throwFileSizeLimit: true,
  });

  app.get(UPLOAD_CHUNK_PATH, { schema: { querystring: chunkQuerySchema, response: answers(chunkTestSchema) } }, async (request) =>
    envelope(await testChunk(db, settings, claimsOf(request), request.query)),
  );

  app.post(UPLOAD_CHUNK_PATH, { schema: { querystring: chunkQuerySchema, response: answers(chunkStoredSchema) } }, async (request) => {
    try {
      if (!request.isMultipart()) throw new ApiError('unsupportedMediaType', 'send the chunk as multipart/form-data');
      const row = await prepareChunk(db, settings, claimsOf(request), request.query);
      const part = await request.file();
      if (!part) throw new ApiError('badRequest', `${FILE_FIELD}: the chunk is missing`);
      if (part.fieldname !== FILE_FIELD) throw new ApiError('badRequest', `${FILE_FIELD}: send the chunk in the '${FILE_FIELD}' field`);
      return envelope(await storeChunk(db, settings, row, request.query, part.file));
    } catch (error) {
      throw multipartRefusal(error);
    }
  });
};
