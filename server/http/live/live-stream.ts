import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../errors';
import { hasEnded, isExpired, liveCapabilityKeys, type LiveCapability, type LiveScope } from '../../live/live-capability';
import { assertOnAir, LIVE_STREAM_PREFIX, liveLesson } from '../../live/live-lesson';
import { CAPABILITY_MARK, CAPABILITY_TTL_S } from '../../playback/stream-capability';
import { createStreamGrants } from '../../playback/stream-grants';
import { streamClaims } from '../authenticate';
import { serveCaptureFiles, serveLiveFeed } from '../live-feed';
import { HLS_TYPES, sends } from '../responses';

/**
 * GET /v1/live/stream/{courId}/~{capability}/road-N/… (docs/live.md "Serving"): a road's live
 * playlist, reloaded by the player twice a second, and its segments, under the capability the play
 * information handed out (live.ts). Each costs one HMAC and no database query. Once the capability
 * has expired, or the lesson's end it names has passed, the session the player still sends renews
 * it after the full check (the session, the right to watch, the lesson on air), remembered for
 * CAPABILITY_TTL_S (playback/stream-grants.ts; refusals are never kept). Without a capability
 * nothing is served: the play information is the only way in. The route sits outside the
 * signed-in area's hook, which would query the session each time.
 */
export const liveStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, media } = app.deps;
  const keys = liveCapabilityKeys(app.deps.signingSecret);
  const now = () => clock().getTime();
  const renewals = createStreamGrants<LiveScope>(now, CAPABILITY_TTL_S * 1000);
  await serveCaptureFiles(app, media);

  /** What an expired (or outlived) capability opens again, once the player's session says so. */
  const renewed = (token: string, capability: LiveCapability, request: FastifyRequest, reply: FastifyReply) =>
    renewals.get(token, async () => {
      const claims = await streamClaims(request, reply, capability.sessionId);
      if (claims.sub !== capability.userId || claims.tid !== capability.tenantId) throw new ApiError('forbidden');
      const lesson = await liveLesson(db, claims, capability.courId, clock());
      assertOnAir(lesson);
      return { roadTypes: lesson.roadTypes, endsAt: Date.parse(lesson.courEndTime) / 1000 };
    });

  app.get(
    `${LIVE_STREAM_PREFIX}/:courId/*`,
    {
      schema: {
        params: z.object({ courId: z.string().trim().min(1).max(64), '*': z.string().max(1000) }),
        response: sends('a live playlist or segment', HLS_TYPES),
      },
    },
    async (request, reply) => {
      const requested = request.params['*'];
      const slash = requested.indexOf('/');
      if (!requested.startsWith(CAPABILITY_MARK) || slash < 0) {
        throw new ApiError('forbidden', 'a live stream is served under the capability its play information hands out');
      }
      const token = requested.slice(CAPABILITY_MARK.length, slash);
      const capability = keys.read(token);
      if (capability === null || capability.courId !== request.params.courId) throw new ApiError('forbidden', 'invalid stream capability');
      const at = now();
      const scope = isExpired(capability, at) || hasEnded(capability, at) ? await renewed(token, capability, request, reply) : capability;
      // A renewal remembered past the lesson's end.
      if (hasEnded(scope, at)) throw new ApiError('notFound', 'this live lesson has ended');
      return serveLiveFeed(reply, media, { courId: capability.courId, roadTypes: scope.roadTypes }, requested.slice(slash + 1));
    },
  );
};
