import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sharedLiveSchema, shareTokenQuerySchema } from '../../../src/schemas/sharing';
import { assertOnAir } from '../../live/live-lesson';
import { mediaBase } from '../../playback/media-host';
import { SHARE_LIVE_STREAM_PREFIX } from '../../sharing/share-paths';
import { sharedLive, sharedLiveLesson } from '../../sharing/shared-live';
import { envelope } from '../../errors';
import { serveCaptureFiles, serveLiveFeed } from '../live-feed';
import { lookupLimit } from './shared-vod';
import { answers, HLS_TYPES, sends } from '../responses';
import { sharedRateLimits } from '../rate-limit-store';

/**
 * A live lesson's share link, without a session (docs/live.md "Share links"): the lesson as its
 * page shows it, and its feed under /v1/share/live-stream/{token}/road-N/…, served as
 * the signed-in live stream serves it (../live-feed.ts). The token names the lesson; every request
 * resolves it again (the link's own scope: no session or live capability opens it, nor it them).
 */
export const sharedLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, media, env } = app.deps;
  await serveCaptureFiles(app, media);
  await app.register(rateLimit, sharedRateLimits(app.deps));

  app.get(
    '/v1/share/live',
    { config: lookupLimit, schema: { querystring: shareTokenQuerySchema, response: answers(sharedLiveSchema) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return envelope(await sharedLive(db, media, request.query.token, clock(), mediaBase(env)));
    },
  );

  app.get(
    `${SHARE_LIVE_STREAM_PREFIX}/:token/*`,
    {
      schema: {
        params: z.object({ token: z.string().max(256), '*': z.string().max(200) }),
        response: sends('a live playlist or segment', HLS_TYPES),
      },
    },
    async (request, reply) => {
      const lesson = await sharedLiveLesson(db, request.params.token, clock());
      assertOnAir(lesson);
      return serveLiveFeed(reply, media, lesson, request.params['*']);
    },
  );
};
