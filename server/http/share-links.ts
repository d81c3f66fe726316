import fastifyStatic from '@fastify/static';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHARE_LOOKUPS_PER_MINUTE } from '../../src/constants';
import { shareCreateBodySchema, shareListQuerySchema, shareRevokeBodySchema, shareTokenQuerySchema } from '../../src/schemas/sharing';
import { mediaBase } from '../playback/media-host';
import { streamCacheControl } from '../playback/stream-paths';
import { createShare } from '../sharing/create-share';
import { listShares } from '../sharing/list-shares';
import { revokeShare } from '../sharing/revoke-share';
import { SHARE_CAPTIONS_PREFIX, SHARE_STREAM_PREFIX } from '../sharing/share-paths';
import { sharedCaptionsFile, sharedRoadFile, sharedVod } from '../sharing/shared-vod';
import { authenticate, claimsOf } from './authenticate';
import { envelope } from './errors';
import { guardFileStreams } from './file-stream-guard';

/**
 * Share links (docs/playback.md "Share links"): the class's teacher creates, lists and revokes
 * them (signed in); anyone holding a link looks up the recording and plays its HLS and captions
 * without a session, the token standing in the path. A live lesson's link is looked up and
 * streamed in live-share.ts.
 */
// An empty or malformed token is an unknown link (404), like any other wrong one.
const token = z.string().max(256);
const idParam = z.string().trim().min(1).max(64);

export const shareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mediaDir, clock, env } = app.deps;
  // Only for reply.sendFile (ranges, ETag, content types); nothing is served by path here.
  await app.register(fastifyStatic, { root: mediaDir, serve: false, acceptRanges: true, cacheControl: false });
  guardFileStreams(app);
  // Public lookups are counted per address (429 past the limit). Segments are not: a player
  // fetches them steadily, and a 256-bit token cannot be guessed by trying.
  await app.register(rateLimit, { global: false });
  const lookupLimit = { rateLimit: { max: SHARE_LOOKUPS_PER_MINUTE, timeWindow: 60_000 } };

  app.post('/v1/share/create', { preHandler: authenticate(), schema: { body: shareCreateBodySchema } }, async (request) =>
    envelope(await createShare(db, claimsOf(request), request.body, clock())),
  );

  app.get('/v1/share/list', { preHandler: authenticate(), schema: { querystring: shareListQuerySchema } }, async (request) =>
    envelope(await listShares(db, claimsOf(request), request.query.teclId, clock())),
  );

  app.post('/v1/share/revoke', { preHandler: authenticate(), schema: { body: shareRevokeBodySchema } }, async (request) =>
    envelope(await revokeShare(db, claimsOf(request), request.body.shareId, clock())),
  );

  app.get('/v1/share/vod', { config: lookupLimit, schema: { querystring: shareTokenQuerySchema } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return envelope(await sharedVod(db, request.query.token, clock(), mediaBase(env)));
  });

  app.get(
    `${SHARE_STREAM_PREFIX}/:token/:roadId/*`,
    { schema: { params: z.object({ token, roadId: idParam, '*': z.string().max(200) }) } },
    async (request, reply) => {
      const { params } = request;
      const file = await sharedRoadFile(db, params.token, params.roadId, params['*'], clock());
      reply.header('cache-control', streamCacheControl(file));
      return reply.sendFile(file);
    },
  );

  app.get(`${SHARE_CAPTIONS_PREFIX}/:token`, { config: lookupLimit, schema: { params: z.object({ token }) } }, async (request, reply) => {
    const file = await sharedCaptionsFile(db, request.params.token, clock());
    reply.header('cache-control', 'private, no-cache');
    return reply.type('text/vtt; charset=utf-8').sendFile(file);
  });
};
