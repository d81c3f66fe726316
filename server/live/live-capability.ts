import type { RoadType } from '../db/schema';
import { capabilitySigner } from '../playback/capability-signer';

/**
 * The capability a live lesson's play information hands its roads (docs/live.md "Serving"):
 * GET /v1/live/playInfo checks the session and the right to watch once, then addresses each
 * road's live playlist under `/v1/live/stream/{courId}/~{capability}/…`, so the playlist's
 * reloads and its segments cost one HMAC and no database query. It is a recording's capability
 * (playback/stream-capability.ts) for a lesson instead of a road folder: the same lifetime and
 * `~` mark, signed with a key derived from the server secret (every process on it accepts it; a
 * restart does not cut the picture), never kept in the browser's storage, written to the log as
 * [redacted]; its key is its own, so neither kind, nor an access token, passes for another.
 */
export type LiveCapability = {
  /** The lesson whose feed it opens. */
  courId: string;
  /** The capture roads of the lesson's classroom: the only roads it opens. */
  roadTypes: RoadType[];
  userId: string;
  tenantId: string;
  /** The session it was minted in (as a recording's capability: playback/stream-capability.ts). */
  sessionId: string | null;
  /** When the lesson ends (Unix seconds): past it the stream needs the session again. */
  endsAt: number;
  /** Unix seconds, 60–90 s after minting (CAPABILITY_STEP_S, CAPABILITY_TTL_S). */
  expiresAt: number;
};

/** What a capability lets its holder stream, as minted or as a renewal found it (live-stream.ts). */
export type LiveScope = Pick<LiveCapability, 'roadTypes' | 'endsAt'>;

type Wire = { c: string; r: number[]; u: string; t: string; s?: string; n: number; e: number };

export type LiveCapabilityKeys = {
  mint(capability: Omit<LiveCapability, 'expiresAt'>, nowMs: number): string;
  /** The capability, expired or not, or null when it is malformed or not signed by this secret. */
  read(token: string): LiveCapability | null;
};

const isText = (value: unknown): value is string => typeof value === 'string';
const isRoadType = (value: unknown): value is RoadType => value === 1 || value === 2 || value === 3;

export function liveCapabilityKeys(secret: Uint8Array): LiveCapabilityKeys {
  const signer = capabilitySigner(secret, 'lectern live capability v1');
  return {
    // Minted for the end of the next step: a page asking again within one gets the same addresses.
    mint: ({ courId, roadTypes, userId, tenantId, sessionId, endsAt }, nowMs) =>
      signer.sign({ c: courId, r: roadTypes, u: userId, t: tenantId, ...(sessionId === null ? {} : { s: sessionId }), n: endsAt }, nowMs),
    read(token) {
      const { c, r, u, t, s, n, e } = (signer.open(token) ?? {}) as Partial<Wire>;
      if (!isText(c) || !isText(u) || !isText(t) || typeof n !== 'number' || typeof e !== 'number') return null;
      if (!Array.isArray(r) || !r.every(isRoadType) || (s !== undefined && !isText(s))) return null;
      return { courId: c, roadTypes: r, userId: u, tenantId: t, sessionId: s ?? null, endsAt: n, expiresAt: e };
    },
  };
}

export const isExpired = (capability: Pick<LiveCapability, 'expiresAt'>, nowMs: number) => capability.expiresAt * 1000 <= nowMs;
export const hasEnded = (scope: Pick<LiveScope, 'endsAt'>, nowMs: number) => scope.endsAt * 1000 <= nowMs;
