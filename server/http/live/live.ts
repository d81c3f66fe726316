import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveInfoQuerySchema, liveInfoSchema } from '../../../src/schemas/live';
import { envelope } from '../../errors';
import { liveCapabilityKeys } from '../../live/live-capability';
import { liveInfo, liveLesson, livePlaylistUrl } from '../../live/live-lesson';
import { mediaBase } from '../../playback/media-host';
import { claimsOf } from '../authenticate';
import { roadsOnAir } from '../../capture/capture-feed';
import { answers } from '../responses';

/**
 * GET /v1/live/playInfo (path chosen): a lesson for the live player, with the session and the
 * right to watch the class checked here, once; each road's playlist is addressed under a live
 * capability (live/live-capability.ts) that its reloads and segments are served by
 * (live-stream.ts). The answer holds that capability, so it is never stored.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, media, env } = app.deps;
  const keys = liveCapabilityKeys(app.deps.signingSecret);

  app.get(
    '/v1/live/playInfo',
    { schema: { querystring: liveInfoQuerySchema, response: answers(liveInfoSchema) } },
    async (request, reply) => {
      const claims = claimsOf(request);
      const now = clock();
      const lesson = await liveLesson(db, claims, request.query.courseId, now);
      const capability = keys.mint(
        {
          courId: lesson.courId,
          roadTypes: lesson.roadTypes,
          userId: claims.sub,
          tenantId: claims.tid,
          sessionId: claims.sid,
          endsAt: Date.parse(lesson.courEndTime) / 1000,
        },
        now.getTime(),
      );
      const base = mediaBase(env);
      reply.header('cache-control', 'private, no-store');
      const onAir = await roadsOnAir(media, lesson.courId, lesson.roadTypes);
      return envelope(liveInfo(lesson, onAir, (roadType) => livePlaylistUrl(lesson.courId, capability, roadType, base)));
    },
  );
};
