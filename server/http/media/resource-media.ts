import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceMediaFile } from '../../media-library/resource-media';
import { RESOURCE_STREAM_PREFIX } from '../../media-library/resource-paths';
import { streamCacheControl } from '../../playback/stream-paths';
import { claimsOf } from '../authenticate';
import { sendStored, serveStoredFiles } from '../../storage/file-stream-guard';
import { HLS_TYPES, sends } from '../responses';

/**
 * A personal resource's media (its `playlistUrl`, `thumbnailUrl` and `thumbnailsUrl`): HLS
 * playlists and segments, the poster, the seek-bar track and its sprite, from its folder, for its
 * owner (or an administrator of the tenant), with the session header as for recordings' streams.
 */
const idParam = z.string().trim().min(1).max(64);

export const resourceMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media } = app.deps;
  // A file deleted or cut short while it is sent ends only that answer.
  await serveStoredFiles(app, media);

  app.get(
    `${RESOURCE_STREAM_PREFIX}/:id/stream/*`,
    {
      schema: {
        params: z.object({ id: idParam, '*': z.string().max(200) }),
        response: sends('a playlist, segment, poster or thumbnail track of the resource', [...HLS_TYPES, 'image/jpeg', 'text/vtt']),
      },
    },
    async (request, reply) => {
      const file = await resourceMediaFile(db, claimsOf(request), request.params.id, request.params['*']);
      reply.header('cache-control', streamCacheControl(file));
      return sendStored(reply, media, file);
    },
  );
};
