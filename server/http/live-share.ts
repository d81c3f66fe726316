import fastifyStatic from '@fastify/static';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHARE_LOOKUPS_PER_MINUTE } from '../../src/constants';
import { shareTokenQuerySchema } from '../../src/schemas/sharing';
import { mediaBase } from '../playback/media-host';
import { SHARE_LIVE_STREAM_PREFIX } from '../sharing/share-paths';
import { sharedLive, sharedLiveLesson } from '../sharing/shared-live';
import { envelope } from './errors';
import { guardFileStreams } from './file-stream-guard';
import { serveLiveFeed } from './live';

/**
 * A live lesson's share link, without a session (docs/live.md "Share links"): the lesson as its
 * page shows it, and its feed under /v1/share/live-stream/{token}/road-N/…, served as
 * /v1/live/stream serves it. The token names the lesson; every request resolves it again.
 */
export const liveShareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, liveFeeds, env } = app.deps;
  await app.register(fastifyStatic, { root: liveFeeds.rootDir, serve: false, acceptRanges: true, cacheControl: false });
  guardFileStreams(app);
  // As the recording's lookup (share-links.ts): counted per address; the feed's files are not.
  await app.register(rateLimit, { global: false });
  const lookupLimit = { rateLimit: { max: SHARE_LOOKUPS_PER_MINUTE, timeWindow: 60_000 } };

  app.get('/v1/share/live', { config: lookupLimit, schema: { querystring: shareTokenQuerySchema } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return envelope(await sharedLive(db, request.query.token, clock(), mediaBase(env)));
  });

  app.get(
    `${SHARE_LIVE_STREAM_PREFIX}/:token/*`,
    { schema: { params: z.object({ token: z.string().max(256), '*': z.string().max(200) }) } },
    async (request, reply) => serveLiveFeed(request, reply, await sharedLiveLesson(db, request.params.token, clock()), request.params['*']),
  );
};
