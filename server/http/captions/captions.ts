import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CAPTION_BODY_MAX_BYTES,
  captionDeletedSchema,
  captionSaveBodySchema,
  captionStatusBodySchema,
  captionTrackListSchema,
  captionTrackParamsSchema,
  captionTrackSchema,
  captionUploadBodySchema,
  captionVodParamsSchema,
} from '../../../src/schemas/captions';
import { deleteCaptionTrack, saveCaptionCues, setCaptionStatus, uploadCaptionTrack } from '../../captions/caption-track-changes';
import { captionTrackWebVtt, getCaptionTrack, listCaptionTracks } from '../../captions/caption-tracks';
import { envelope } from '../../errors';
import { CAPTION_VTT_ROUTE, VOD_CAPTIONS_ROUTE } from '../../playback/text-paths';
import { claimsOf } from '../authenticate';
import { answers, sends } from '../responses';

/**
 * A recording's caption tracks (docs/captions.md; paths chosen): listed, read and played as
 * WebVTT by whoever may watch the recording (published ones; every one for its class's teacher
 * and the tenant's administrators), uploaded, edited, published and deleted by those two.
 */
export const captionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const base = VOD_CAPTIONS_ROUTE;
  const track = `${base}/:trackId`;

  app.get(base, { schema: { params: captionVodParamsSchema, response: answers(captionTrackListSchema) } }, async (request) =>
    envelope(await listCaptionTracks(db, claimsOf(request), request.params.vodId)),
  );

  app.get(track, { schema: { params: captionTrackParamsSchema, response: answers(captionTrackSchema) } }, async (request) =>
    envelope(await getCaptionTrack(db, claimsOf(request), request.params.vodId, request.params.trackId)),
  );

  app.get(
    CAPTION_VTT_ROUTE,
    { schema: { params: captionTrackParamsSchema, response: sends('the caption track as WebVTT', ['text/vtt']) } },
    async (request, reply) => {
      const text = await captionTrackWebVtt(db, claimsOf(request), request.params.vodId, request.params.trackId);
      // A track changes under the same address: the player asks again each time it loads it.
      return reply.header('cache-control', 'private, no-cache').type('text/vtt; charset=utf-8').send(text);
    },
  );

  app.post(
    base,
    {
      bodyLimit: CAPTION_BODY_MAX_BYTES,
      schema: { params: captionVodParamsSchema, body: captionUploadBodySchema, response: answers(captionTrackSchema) },
    },
    async (request) => envelope(await uploadCaptionTrack(db, claimsOf(request), request.params.vodId, request.body, app.deps.clock())),
  );

  app.put(
    track,
    {
      bodyLimit: CAPTION_BODY_MAX_BYTES,
      schema: { params: captionTrackParamsSchema, body: captionSaveBodySchema, response: answers(captionTrackSchema) },
    },
    async (request) => {
      const { vodId, trackId } = request.params;
      return envelope(await saveCaptionCues(db, claimsOf(request), vodId, trackId, request.body, app.deps.clock()));
    },
  );

  app.post(
    `${track}/status`,
    { schema: { params: captionTrackParamsSchema, body: captionStatusBodySchema, response: answers(captionTrackSchema) } },
    async (request) => {
      const { vodId, trackId } = request.params;
      return envelope(await setCaptionStatus(db, claimsOf(request), vodId, trackId, request.body.status, app.deps.clock()));
    },
  );

  app.delete(track, { schema: { params: captionTrackParamsSchema, response: answers(captionDeletedSchema) } }, async (request) => {
    await deleteCaptionTrack(db, claimsOf(request), request.params.vodId, request.params.trackId);
    return envelope({ deleted: true as const });
  });
};
