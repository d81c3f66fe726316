import { dirname, normalize } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../errors';
import { readyRoadPath } from '../../playback/ready-vod';
import { CAPABILITY_TTL_S, capabilityKeys, isExpired, type CapabilityKeys, type StreamCapability } from '../../playback/stream-capability';
import { createStreamGrants } from '../../playback/stream-grants';
import { streamClaims } from '../authenticate';

const CHECKED_CAPABILITIES = 10_000;
/** What a capability opens: the road folder, and until when (unix seconds) without asking again. */
export type StreamOpening = { folder: string; until: number };

export type StreamGate = {
  keys: CapabilityKeys;
  /**
   * The road folder `token` opens for `roadId`: one HMAC while the capability lasts; once it has
   * expired, renewed by its session (the one the request sends, else the one it was minted in:
   * streamClaims), checked with the right to watch, remembered for CAPABILITY_TTL_S. Refused: ApiError forbidden or notFound.
   */
  open(roadId: string, token: string, request: FastifyRequest, reply: FastifyReply): Promise<StreamOpening>;
};

/**
 * The door of recorded streams under `~{capability}/` (docs/playback.md "Segment serving"), shared
 * by the stream route and the edge's check (docs/edge.md), so both refuse and renew alike.
 */
export function createStreamGate({ db, clock, signingSecret }: Pick<AppDeps, 'db' | 'clock' | 'signingSecret'>): StreamGate {
  const keys = capabilityKeys(signingSecret);
  const now = () => clock().getTime();
  const renewals = createStreamGrants<StreamOpening>(now, CAPABILITY_TTL_S * 1000);
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

  /** The road folder an expired capability opens again, once the player's session says so. */
  const renewed = (token: string, capability: StreamCapability, request: FastifyRequest, reply: FastifyReply) =>
    renewals.get(token, async () => {
      const claims = await streamClaims(request, reply, capability.sessionId);
      if (claims.sub !== capability.userId || claims.tid !== capability.tenantId) throw new ApiError('forbidden');
      const hlsPath = await readyRoadPath(db, claims, capability.roadId);
      // The road moved to other files: the player starts again from the playlist.
      if (normalize(dirname(hlsPath)) !== normalize(capability.folder)) throw new ApiError('notFound', 'no such stream file');
      return { folder: capability.folder, until: Math.floor(now() / 1000) + CAPABILITY_TTL_S };
    });

  return {
    keys,
    async open(roadId, token, request, reply) {
      const capability = readCapability(token);
      if (capability === null || capability.roadId !== roadId) throw new ApiError('forbidden', 'invalid stream capability');
      if (!isExpired(capability, now())) return { folder: capability.folder, until: capability.expiresAt };
      return renewed(token, capability, request, reply);
    },
  };
}
