import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveInfoQuerySchema, liveInfoSchema } from '../../../src/schemas/live';
import { envelope } from '../../errors';
import { LIVE_STREAM_PREFIX, liveInfo, liveLesson } from '../../live/live-lesson';
import { mediaBase } from '../../playback/media-host';
import { claimsOf } from '../authenticate';
import { sendFilesFrom } from '../../storage/file-stream-guard';
import { serveLiveFeed } from '../live-feed';
import { captureRoot } from '../../capture/capture-folders';
import { roadsOnAir } from '../../capture/capture-feed';
import { answers, HLS_TYPES, sends } from '../responses';

/**
 * Live lessons: GET /v1/live/playInfo (path chosen) and the live HLS of each road under
 * /v1/live/stream/{courId}/…, with the same session and the same right to watch the class as
 * recordings. The feed is served by serveLiveFeed (../live-feed.ts), as a live share link's is.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, media, env } = app.deps;
  const root = captureRoot(media);
  await sendFilesFrom(app, root.path);

  app.get('/v1/live/playInfo', { schema: { querystring: liveInfoQuerySchema, response: answers(liveInfoSchema) } }, async (request) => {
    const lesson = await liveLesson(db, claimsOf(request), request.query.courseId, clock());
    return envelope(liveInfo(lesson, await roadsOnAir(root, lesson.courId, lesson.roadTypes), mediaBase(env)));
  });

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
