import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playInfoQuerySchema, playInfoSchema, watchRecordBodySchema, watchRecordResultSchema } from '../../../src/schemas/playback';
import { playInfo } from '../../playback/play-info';
import { mediaBase } from '../../playback/media-host';
import { CAPTIONS_PREFIX } from '../../playback/stream-paths';
import { readyVod } from '../../playback/ready-vod';
import { saveWatchRecord } from '../../playback/watch-record';
import { claimsOf } from '../authenticate';
import { ApiError, envelope } from '../../errors';
import { sendStored, serveStoredFiles } from '../../storage/file-stream-guard';
import { answers, sends } from '../responses';

/**
 * Playing recordings: GET /v1/vod/playInfo (path chosen), POST /v1/vod/addVodWatchRecord, and
 * a recording's captions under /v1/vod/captions/{vodId}, with the session (jwt-token header,
 * which the player sets on every request) and the right to watch the class. HLS is stream.ts;
 * the media folder itself serves pictures only (public-media.ts). With a media origin
 * (MEDIA_HOST_URL) the play information points there, and these routes answer it cross-origin.
 */
const idParam = z.string().trim().min(1).max(64);

export const playbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, env } = app.deps;
  // A file deleted or cut short while it is sent ends only that answer.
  await serveStoredFiles(app, media);

  app.get('/v1/vod/playInfo', { schema: { querystring: playInfoQuerySchema, response: answers(playInfoSchema) } }, async (request) =>
    envelope(await playInfo(db, claimsOf(request), request.query, mediaBase(env))),
  );

  app.post(
    '/v1/vod/addVodWatchRecord',
    { schema: { body: watchRecordBodySchema, response: answers(watchRecordResultSchema) } },
    async (request) => envelope(await saveWatchRecord(db, claimsOf(request), request.body, app.deps.clock())),
  );

  app.get(
    `${CAPTIONS_PREFIX}/:vodId`,
    { schema: { params: z.object({ vodId: idParam }), response: sends("the recording's WebVTT captions", ['text/vtt']) } },
    async (request, reply) => {
      const vod = await readyVod(db, claimsOf(request), request.params.vodId);
      if (vod.captionsPath === null) throw new ApiError('notFound', 'this recording has no captions');
      reply.header('cache-control', 'private, max-age=3600');
      return sendStored(reply.type('text/vtt; charset=utf-8'), media, vod.captionsPath);
    },
  );
};
