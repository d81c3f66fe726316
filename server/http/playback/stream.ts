import { dirname, normalize } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../errors';
import { withCapability } from '../../playback/playlist-capability';
import { readyRoadPath } from '../../playback/ready-vod';
import { CAPABILITY_MARK } from '../../playback/stream-capability';
import { folderFile, isPlaylist, roadFile, STREAM_PREFIX, streamCacheControl } from '../../playback/stream-paths';
import { sessionClaims } from '../authenticate';
import { createStreamGate } from './stream-gate';
import { sendStored, serveStoredFiles } from '../../storage/file-stream-guard';
import { HLS_TYPES, sends } from '../responses';

/**
 * GET /v1/vod/stream/{roadId}/… (docs/playback.md "Segment serving"), one route, two doors:
 * - a playlist asked for with the session (`jwt-token`, as the player sends it): the session and
 *   the right to watch are checked against the database, and the playlist comes back with its
 *   addresses under `~{capability}/` (no-store: it holds a capability);
 * - anything under `~{capability}/` (variant playlists, segments): one HMAC, no database query.
 *   An expired capability is renewed by the session the player still sends (one check a minute).
 * A segment asked for with the session alone is refused: the playlist is the only way in.
 * The route sits outside the signed-in area's hook, which would query the session each time.
 */
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

export const streamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, clock } = app.deps;
  const gate = createStreamGate(app.deps);
  const now = () => clock().getTime();
  await serveStoredFiles(app, media);

  app.get(
    `${STREAM_PREFIX}/:roadId/*`,
    {
      schema: {
        params: z.object({ roadId: z.string().trim().min(1).max(64), '*': z.string().max(1000) }),
        response: sends('a playlist or segment of the road', HLS_TYPES),
      },
    },
    async (request, reply) => {
      const { roadId } = request.params;
      const requested = request.params['*'];
      if (requested.startsWith(CAPABILITY_MARK)) {
        const slash = requested.indexOf('/');
        const token = requested.slice(CAPABILITY_MARK.length, slash < 0 ? undefined : slash);
        const { folder } = await gate.open(roadId, token, request, reply);
        const file = slash < 0 ? null : folderFile(folder, requested.slice(slash + 1));
        if (file === null) throw new ApiError('notFound', 'no such stream file');
        reply.header('cache-control', streamCacheControl(file));
        return sendStored(reply, media, file);
      }

      const claims = await sessionClaims(request, reply);
      const hlsPath = await readyRoadPath(db, claims, roadId);
      const file = roadFile(hlsPath, requested);
      if (file === null) throw new ApiError('notFound', 'no such stream file');
      if (!isPlaylist(file)) throw new ApiError('forbidden', 'a segment is served under the capability its playlist hands out');
      const stored = await media.read(file).catch(() => null);
      if (stored === null) throw new ApiError('notFound', 'no such stream file');
      const text = stored.toString('utf8');
      const folder = dirname(hlsPath);
      const capability = gate.keys.mint({ roadId, folder, userId: claims.sub, tenantId: claims.tid, sessionId: claims.sid }, now());
      const playlistDir = normalize(dirname(file)).slice(normalize(folder).length + 1);
      return reply
        .header('cache-control', 'private, no-store')
        .type(PLAYLIST_TYPE)
        .send(withCapability(text, playlistDir, capability));
    },
  );
};
