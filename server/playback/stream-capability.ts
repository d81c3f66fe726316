import { capabilitySigner, CAPABILITY_STEP_S, CAPABILITY_TTL_S } from './capability-signer';

export { CAPABILITY_STEP_S, CAPABILITY_TTL_S };

/**
 * The capability a recording's playlist hands its segments (docs/security.md "Video"): the
 * session route checks the session and the right to watch once, then addresses the road's files
 * under `~{capability}/…`, which the server checks with one HMAC and no database query. It names
 * the road, its folder under the media root, the user and tenant, and when it ends; signed with
 * a key derived from the server secret, so every process on that secret accepts it and a restart
 * does not cut playback. It lives only in the playlist hls.js holds in memory, never in the
 * browser's storage, and the log writes it as [redacted] (log-redaction.ts).
 */
export type StreamCapability = {
  /** The road the capability opens. */
  roadId: string;
  /** Its folder under the media root (the master playlist's folder). */
  folder: string;
  userId: string;
  tenantId: string;
  /**
   * The session it was minted in, which renews it once it has expired when the request sends no
   * session of its own (http/authenticate.ts streamClaims); null in a capability from before it was carried.
   */
  sessionId: string | null;
  /** Unix seconds. */
  expiresAt: number;
};

/** The path segment that carries a capability: `~` is never the start of a rendition folder. */
export { CAPABILITY_MARK } from '../../src/schemas/playback';

type Wire = { r: string; f: string; u: string; t: string; s?: string; e: number };

export type CapabilityKeys = {
  mint(capability: Omit<StreamCapability, 'expiresAt'>, nowMs: number): string;
  /** The capability, expired or not, or null when it is malformed or not signed by this secret. */
  read(token: string): StreamCapability | null;
};

export function capabilityKeys(secret: Uint8Array): CapabilityKeys {
  // Its own key, so a capability can never pass for an access token or the reverse.
  const signer = capabilitySigner(secret, 'lectern stream capability v1');
  return {
    mint: ({ roadId, folder, userId, tenantId, sessionId }, nowMs) =>
      signer.sign({ r: roadId, f: folder, u: userId, t: tenantId, ...(sessionId === null ? {} : { s: sessionId }) }, nowMs),
    read(token) {
      const { r, f, u, t, s, e } = (signer.open(token) ?? {}) as Partial<Wire>;
      if (typeof r !== 'string' || typeof f !== 'string' || typeof u !== 'string' || typeof t !== 'string' || typeof e !== 'number')
        return null;
      if (s !== undefined && typeof s !== 'string') return null;
      return { roadId: r, folder: f, userId: u, tenantId: t, sessionId: s ?? null, expiresAt: e };
    },
  };
}

export const isExpired = (capability: StreamCapability, nowMs: number) => capability.expiresAt * 1000 <= nowMs;
