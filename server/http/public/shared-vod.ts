import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHARE_LOOKUPS_PER_MINUTE } from '../../../src/constants';
import { sharedVodSchema, shareTokenQuerySchema } from '../../../src/schemas/sharing';
import { envelope } from '../../errors';
import { mediaBase } from '../../playback/media-host';
import { streamCacheControl } from '../../playback/stream-paths';
import { SHARE_STREAM_PREFIX } from '../../sharing/share-paths';
import { sharedRoadFile, sharedVod } from '../../sharing/shared-vod';
import { sendStored, serveStoredFiles } from '../../storage/file-stream-guard';
import { answers, HLS_TYPES, sends } from '../responses';
import { sharedRateLimits } from '../rate-limit-store';

/**
 * A recording's share link, without a session (docs/playback.md "Share links"): anyone holding
 * the link looks up the recording and plays its HLS, the token standing in the path; its texts
 * are shared-vod-texts.ts. Links are made by the class's teacher (sharing/share-links.ts).
 */
// An empty or malformed token is an unknown link (404), like any other wrong one.
export const shareTokenParam = z.string().max(256);
export const shareIdParam = z.string().trim().min(1).max(64);

/**
 * A link's lookups are counted per address (429 past the limit), the live link's too
 * (shared-live.ts). Segments are not: a player fetches them steadily, and a 256-bit token cannot
 * be guessed by trying. The plugin using it registers @fastify/rate-limit.
 */
export const lookupLimit = { rateLimit: { max: SHARE_LOOKUPS_PER_MINUTE, timeWindow: 60_000 } };

export const sharedVodRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, clock, env } = app.deps;
  await serveStoredFiles(app, media);
  await app.register(rateLimit, sharedRateLimits(app.deps));

  app.get(
    '/v1/share/vod',
    { config: lookupLimit, schema: { querystring: shareTokenQuerySchema, response: answers(sharedVodSchema) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return envelope(await sharedVod(db, request.query.token, clock(), mediaBase(env)));
    },
  );

  app.get(
    `${SHARE_STREAM_PREFIX}/:token/:roadId/*`,
    {
      schema: {
        params: z.object({ token: shareTokenParam, roadId: shareIdParam, '*': z.string().max(200) }),
        response: sends('a playlist or segment of the road', HLS_TYPES),
      },
    },
    async (request, reply) => {
      const { params } = request;
      const file = await sharedRoadFile(db, params.token, params.roadId, params['*'], clock());
      reply.header('cache-control', streamCacheControl(file));
      return sendStored(reply, media, file);
    },
  );
};
