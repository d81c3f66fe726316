import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveInfoQuerySchema, liveInfoSchema } from '../../../src/schemas/live';
import { envelope } from '../../errors';
import { LIVE_STREAM_PREFIX, liveInfo, liveLesson } from '../../live/live-lesson';
import { mediaBase } from '../../playback/media-host';
import { claimsOf } from '../authenticate';
import { sendFilesFrom } from '../../storage/file-stream-guard';
import { serveLiveFeed } from '../live-feed';
import { answers, HLS_TYPES, sends } from '../responses';

/**
 * Live lessons: GET /v1/live/playInfo (path chosen) and the live HLS of each road under
 * /v1/live/stream/{courId}/…, with the same session and the same right to watch the class as
 * recordings. The feed is served by serveLiveFeed (../live-feed.ts), as a live share link's is.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, liveFeeds, env } = app.deps;
  // The encoder deletes segments that left the playlist, maybe while one is being sent.
  await sendFilesFrom(app, liveFeeds.rootDir);

  app.get('/v1/live/playInfo', { schema: { querystring: liveInfoQuerySchema, response: answers(liveInfoSchema) } }, async (request) =>
    envelope(liveInfo(await liveLesson(db, claimsOf(request), request.query.courseId, clock()), mediaBase(env))),
  );

  app.get(
    `${LIVE_STREAM_PREFIX}/:courId/*`,
    {
      schema: {
        params: z.object({ courId: z.string().trim().min(1).max(64), '*': z.string().max(200) }),
        response: sends('a live playlist or segment', HLS_TYPES),
      },
    },
    async (request, reply) =>
      serveLiveFeed(request, reply, await liveLesson(db, claimsOf(request), request.params.courId, clock()), request.params['*']),
  );
};
