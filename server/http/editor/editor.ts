import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_MAX_FILES } from '../../../src/constants';
import {
  editorImageParamsSchema,
  editorUploadQuerySchema,
  editorUploadResultSchema,
  screenshotListQuerySchema,
  screenshotListSchema,
} from '../../../src/schemas/editor';
import { prepareUpload, readablePicture, screenshotsOf, storePictures } from '../../editor/editor-images';
import { pictureSharedWith } from '../../access';
import { prepareIncoming, receivePicture, type ReceivedPicture } from '../../editor/picture-intake';
import { pictureQuota } from '../../quotas/picture-quota';
import { streamBudget } from '../../quotas/user-quota';
import { claimsOf } from '../authenticate';
import { ApiError, envelope } from '../../errors';
import { discardScratch, sendStored, serveStoredFiles } from '../../storage';
import { answers, sends } from '../responses';

/**
 * The editor upload endpoint (SPEC §7, details chosen: docs/screenshots.md): POST
 * /v1/editor/upload takes pictures as multipart `file` parts, GET /v1/editor/screenshots lists
 * the caller's screenshots of a recording, GET /v1/editor/image/{id} hands one back to its owner or to a reader of a note that shows it.
 */
const FILE_FIELD = 'file';
/** What a stored picture can be (server/editor/image-type.ts sniffs each upload). */
const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** @fastify/multipart's refusals, as the envelope's errors. */
function uploadRefusal(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new ApiError('payloadTooLarge', `each picture may be at most ${SCREENSHOT_MAX_BYTES} bytes`);
  if (code === 'FST_FILES_LIMIT') return new ApiError('payloadTooLarge', `at most ${SCREENSHOT_MAX_FILES} pictures per upload`);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new ApiError('unsupportedMediaType', 'send the pictures as multipart/form-data');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new ApiError('badRequest', 'too many form fields');
  return error;
}

export const editorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media } = app.deps;
  await app.register(fastifyMultipart, {
    limits: { fileSize: SCREENSHOT_MAX_BYTES, files: SCREENSHOT_MAX_FILES, fields: 10, parts: SCREENSHOT_MAX_FILES + 10 },
    throwFileSizeLimit: true,
  });
  await serveStoredFiles(app, media);

  const incomingDir = await prepareIncoming(media, new Date());
  const quota = pictureQuota(app.deps.env.USER_PICTURE_QUOTA_BYTES);

  // Streamed part by part to temporary files: memory stays flat whatever the upload's size.
  app.post(
    '/v1/editor/upload',
    { schema: { querystring: editorUploadQuerySchema, response: answers(editorUploadResultSchema) } },
    async (request) => {
      const claims = claimsOf(request);
      const take = streamBudget(quota, await prepareUpload(db, claims, request.query, quota));
      const received: ReceivedPicture[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== FILE_FIELD) throw new ApiError('badRequest', `send pictures in the '${FILE_FIELD}' field`);
          received.push(await receivePicture(part.file, part.filename, incomingDir, take));
        }
        return envelope({ files: await storePictures(db, media, claims, request.query, received, quota) });
      } catch (error) {
        throw uploadRefusal(error);
      } finally {
        // Kept pictures were moved away; whatever is left belongs to a refused or broken upload.
        await discardScratch(received.map((picture) => picture.tempPath));
      }
    },
  );

  app.get(
    '/v1/editor/screenshots',
    { schema: { querystring: screenshotListQuerySchema, response: answers(screenshotListSchema) } },
    async (request) => envelope(await screenshotsOf(db, claimsOf(request), request.query.vodId)),
  );

  app.get(
    '/v1/editor/image/:id',
    { schema: { params: editorImageParamsSchema, response: sends('the picture', PICTURE_TYPES) } },
    async (request, reply) => {
      const claims = claimsOf(request);
      const picture = await readablePicture(db, claims, request.params.id, pictureSharedWith(claims));
      reply.header('cache-control', 'private, max-age=86400, immutable');
      reply.header('x-content-type-options', 'nosniff');
      return sendStored(reply.type(picture.mimeType), media, picture.storagePath);
    },
  );
};
