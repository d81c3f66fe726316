import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SCREENSHOT_MAX_BYTES } from '../../../src/constants';
import {
  brandingPictureSchema,
  campusBodySchema,
  campusParamsSchema,
  campusRemovedSchema,
  platformInfoBodySchema,
  schoolStyleSchema,
  styleCodeParamsSchema,
  styleWriteBodySchema,
} from '../../../src/schemas/admin-style';
import { campusSchema } from '../../../src/schemas/shell';
import { keepBrandingPicture, noPicture } from '../../admin/branding-pictures';
import { campusesOf, createCampus, deleteCampus, updateCampus } from '../../admin/campuses';
import { assertMaySetSchoolLook } from '../../access';
import { platformSettings, schoolStyles, writePlatformSettings, writeSchoolStyle } from '../../admin/school-look';
import { prepareIncoming, receivePicture, type ReceivedPicture } from '../../editor/picture-intake';
import { ApiError, envelope } from '../../errors';
import { discardScratch } from '../../storage';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/**
 * The school's look, for the tenant's administrators (403 for teachers): style entries, platform
 * info, campuses and the pictures they show; docs/api.md "School look", docs/admin.md.
 */
const FILE_FIELD = 'file';

export const schoolLookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, media } = app.deps;
  // Before the body is read: a teacher's upload is refused without being stored anywhere.
  const administrators = { preHandler: async (request: Parameters<typeof claimsOf>[0]) => assertMaySetSchoolLook(claimsOf(request)) };

  app.get('/v1/admin/styles', { ...administrators, schema: { response: answers(z.array(schoolStyleSchema)) } }, async (request) =>
    envelope(await schoolStyles(db, claimsOf(request))),
  );

  app.put(
    '/v1/admin/styles/:sypaCode',
    { ...administrators, schema: { params: styleCodeParamsSchema, body: styleWriteBodySchema, response: answers(schoolStyleSchema) } },
    async (request) => envelope(await writeSchoolStyle(db, claimsOf(request), request.params.sypaCode, request.body.sypaValue, clock())),
  );

  app.get('/v1/admin/platform-info', { ...administrators, schema: { response: answers(platformInfoBodySchema) } }, async (request) =>
    envelope(await platformSettings(db, claimsOf(request))),
  );

  app.put(
    '/v1/admin/platform-info',
    { ...administrators, schema: { body: platformInfoBodySchema, response: answers(platformInfoBodySchema) } },
    async (request) => envelope(await writePlatformSettings(db, claimsOf(request), request.body, clock())),
  );

  app.get('/v1/admin/campuses', { ...administrators, schema: { response: answers(z.array(campusSchema)) } }, async (request) =>
    envelope(await campusesOf(db, claimsOf(request))),
  );

  app.post(
    '/v1/admin/campuses',
    { ...administrators, schema: { body: campusBodySchema, response: answers(campusSchema) } },
    async (request) => envelope(await createCampus(db, claimsOf(request), request.body)),
  );

  app.put(
    '/v1/admin/campuses/:id',
    { ...administrators, schema: { params: campusParamsSchema, body: campusBodySchema, response: answers(campusSchema) } },
    async (request) => envelope(await updateCampus(db, claimsOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/v1/admin/campuses/:id',
    { ...administrators, schema: { params: campusParamsSchema, response: answers(campusRemovedSchema) } },
    async (request) => envelope(await deleteCampus(db, claimsOf(request), request.params.id)),
  );

  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: SCREENSHOT_MAX_BYTES, files: 1, fields: 0, parts: 1 },
      throwFileSizeLimit: true,
    });
    const incomingDir = await prepareIncoming(media, new Date());
    uploads.post(
      '/v1/admin/branding-pictures',
      { ...administrators, schema: { response: answers(brandingPictureSchema) } },
      async (request) => {
        const claims = claimsOf(request);
        let received: ReceivedPicture | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file' || part.fieldname !== FILE_FIELD)
              throw new ApiError('badRequest', `send the picture in the '${FILE_FIELD}' field`);
            received = await receivePicture(part.file, part.filename, incomingDir, () => {});
          }
          if (received === null) throw noPicture();
          return envelope(await keepBrandingPicture(media, claims.tid, received));
        } catch (error) {
          throw uploadRefusal(error);
        } finally {
          // A kept picture was moved away; anything left belongs to a refused upload.
          if (received) await discardScratch([received.tempPath]);
        }
      },
    );
  });
};

/** @fastify/multipart's refusals, as the envelope's errors. */
function uploadRefusal(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError('payloadTooLarge', `a picture may be at most ${SCREENSHOT_MAX_BYTES} bytes`);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new ApiError('badRequest', `send one picture in the '${FILE_FIELD}' field, nothing else`);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ApiError('unsupportedMediaType', 'send the picture as multipart/form-data');
  return error;
}
