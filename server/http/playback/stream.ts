import { dirname, normalize } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessClaims } from '../../auth/token-signer';
import { ApiError } from '../../errors';
import { withCapability } from '../../playback/playlist-capability';
import { readyRoadPath } from '../../playback/ready-vod';
import { CAPABILITY_MARK, CAPABILITY_TTL_S, capabilityKeys, isExpired, type StreamCapability } from '../../playback/stream-capability';
import { createStreamGrants } from '../../playback/stream-grants';
import { folderFile, isPlaylist, roadFile, STREAM_PREFIX, streamCacheControl } from '../../playback/stream-paths';
import { authenticate, claimsOf } from '../authenticate';
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
const CHECKED_CAPABILITIES = 10_000;
const checkSession = authenticate();

async function sessionClaims(request: FastifyRequest, reply: FastifyReply): Promise<AccessClaims> {
  await checkSession.call(request.server, request, reply);
  return claimsOf(request);
}

export const streamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, clock } = app.deps;
  const keys = capabilityKeys(app.deps.signingSecret);
  const now = () => clock().getTime();
  const renewals = createStreamGrants<string>(now, CAPABILITY_TTL_S * 1000);
  // A player sends the same capability for every segment: checked once, remembered (bounded).
  const checked = new Map<string, StreamCapability>();
  const readCapability = (token: string): StreamCapability | null => {
    const known = checked.get(token);
    if (known !== undefined) return known;
    const capability = keys.read(token);
    if (capability === null) return null;
    if (checked.size >= CHECKED_CAPABILITIES) checked.delete(checked.keys().next().value!);
    checked.set(token, capability);
    return capability;
  };
  await serveStoredFiles(app, media);

  /** The road folder an expired capability opens again, once the player's session says so. */
  const renewed = (token: string, capability: StreamCapability, request: FastifyRequest, reply: FastifyReply) =>
    renewals.get(token, async () => {
      const claims = await sessionClaims(request, reply);
      if (claims.sub !== capability.userId || claims.tid !== capability.tenantId) throw new ApiError('forbidden');
      const hlsPath = await readyRoadPath(db, claims, capability.roadId);
      // The road moved to other files: the player starts again from the playlist.
      if (normalize(dirname(hlsPath)) !== normalize(capability.folder)) throw new ApiError('notFound', 'no such stream file');
      return capability.folder;
    });

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
        const capability = readCapability(token);
        if (capability === null || capability.roadId !== roadId) throw new ApiError('forbidden', 'invalid stream capability');
        const folder = isExpired(capability, now()) ? await renewed(token, capability, request, reply) : capability.folder;
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
      const capability = keys.mint({ roadId, folder, userId: claims.sub, tenantId: claims.tid }, now());
      const playlistDir = normalize(dirname(file)).slice(normalize(folder).length + 1);
      return reply
        .header('cache-control', 'private, no-store')
        .type(PLAYLIST_TYPE)
        .send(withCapability(text, playlistDir, capability));
    },
  );
};
