import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playInfoQuerySchema, playInfoSchema, watchRecordBodySchema, watchRecordResultSchema } from '../../../src/schemas/playback';
import { playInfo } from '../../playback/play-info';
import { mediaBase } from '../../playback/media-host';
import { saveWatchRecord } from '../../playback/watch-record';
import { claimsOf } from '../authenticate';
import { envelope } from '../../errors';
import { answers } from '../responses';

/**
 * Playing recordings: GET /v1/vod/playInfo (path chosen) and POST /v1/vod/addVodWatchRecord, with
 * the session (jwt-token header, which the player sets on every request) and the right to watch
 * the class. HLS is stream.ts; a recording's texts are play-texts.ts and its caption tracks'
 * routes (server/http/captions); the media folder itself serves pictures only (public-media.ts).
 * With a media origin (MEDIA_HOST_URL) the play information points the streams and the WebVTT there.
 */

export const playbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.deps;

  app.get('/v1/vod/playInfo', { schema: { querystring: playInfoQuerySchema, response: answers(playInfoSchema) } }, async (request) =>
    envelope(await playInfo(db, claimsOf(request), request.query, mediaBase(env))),
  );

  app.post(
    '/v1/vod/addVodWatchRecord',
    { schema: { body: watchRecordBodySchema, response: answers(watchRecordResultSchema) } },
    async (request) => envelope(await saveWatchRecord(db, claimsOf(request), request.body, app.deps.clock())),
  );
};
