import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../errors';
import { LIVE_STREAM_PREFIX } from '../../live/live-lesson';
import { CAPABILITY_MARK } from '../../playback/stream-capability';
import { serveCaptureFiles, serveLiveFeed } from '../live-feed';
import { HLS_TYPES, sends } from '../responses';
import { createLiveGate } from './live-gate';

/**
 * GET /v1/live/stream/{courId}/~{capability}/road-N/… (docs/live.md "Serving"): a road's live
 * playlist, reloaded by the player twice a second, and its segments, under the capability the play
 * information handed out (live.ts). Each costs one HMAC and no database query. Once the capability
 * has expired, or the lesson's end it names has passed, its session renews it after the full
 * check (live-gate.ts, shared with the edge's check; refusals are never kept). Without a capability
 * nothing is served: the play information is the only way in. The route sits outside the
 * signed-in area's hook, which would query the session each time.
 */
export const liveStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const gate = createLiveGate(app.deps);
  await serveCaptureFiles(app, app.deps.media);

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
      const scope = await gate.open(request.params.courId, requested.slice(CAPABILITY_MARK.length, slash), request, reply);
      return serveLiveFeed(reply, app.deps.media, scope, requested.slice(slash + 1));
    },
  );
};
