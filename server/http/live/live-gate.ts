import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../errors';
import { hasEnded, isExpired, liveCapabilityKeys, type LiveCapability, type LiveScope } from '../../live/live-capability';
import { assertOnAir, liveLesson } from '../../live/live-lesson';
import { CAPABILITY_TTL_S } from '../../playback/stream-capability';
import { createStreamGrants } from '../../playback/stream-grants';
import { streamClaims } from '../authenticate';

/** What a live capability opens now: its lesson's roads, until when (unix seconds) without asking again. */
export type LiveOpening = LiveScope & { courId: string; until: number };

export type LiveGate = {
  /**
   * What `token` opens of lesson `courId`: one HMAC while the capability lasts; once it has
   * expired, or the lesson end it names has passed, renewed by its session (streamClaims) after
   * the full check (the right to watch, the lesson on air), remembered for CAPABILITY_TTL_S.
   * Refused: ApiError forbidden (or notFound once the lesson has ended).
   */
  open(courId: string, token: string, request: FastifyRequest, reply: FastifyReply): Promise<LiveOpening>;
};

/**
 * The door of live streams under `~{capability}/` (docs/live.md "Serving"), shared by the live
 * stream route and the edge's check (docs/edge.md), so both refuse and renew alike.
 */
export function createLiveGate({ db, clock, signingSecret }: Pick<AppDeps, 'db' | 'clock' | 'signingSecret'>): LiveGate {
  const keys = liveCapabilityKeys(signingSecret);
  const now = () => clock().getTime();
  const renewals = createStreamGrants<LiveScope & { until: number }>(now, CAPABILITY_TTL_S * 1000);

  /** What an expired (or outlived) capability opens again, once its session says so. */
  const renewed = (token: string, capability: LiveCapability, request: FastifyRequest, reply: FastifyReply) =>
    renewals.get(token, async () => {
      const claims = await streamClaims(request, reply, capability.sessionId);
      if (claims.sub !== capability.userId || claims.tid !== capability.tenantId) throw new ApiError('forbidden');
      const lesson = await liveLesson(db, claims, capability.courId, clock());
      assertOnAir(lesson);
      return {
        roadTypes: lesson.roadTypes,
        endsAt: Date.parse(lesson.courEndTime) / 1000,
        until: Math.floor(now() / 1000) + CAPABILITY_TTL_S,
      };
    });

  return {
    async open(courId, token, request, reply) {
      const capability = keys.read(token);
      if (capability === null || capability.courId !== courId) throw new ApiError('forbidden', 'invalid stream capability');
      const at = now();
      const scope =
        isExpired(capability, at) || hasEnded(capability, at)
          ? await renewed(token, capability, request, reply)
          : { roadTypes: capability.roadTypes, endsAt: capability.endsAt, until: capability.expiresAt };
      // A renewal remembered past the lesson's end.
      if (hasEnded(scope, at)) throw new ApiError('notFound', 'this live lesson has ended');
      return { ...scope, courId, until: Math.min(scope.until, scope.endsAt) };
    },
  };
}
