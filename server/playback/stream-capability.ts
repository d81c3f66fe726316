import { createHmac, timingSafeEqual } from 'node:crypto';

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
  /** Unix seconds. */
  expiresAt: number;
};

/**
 * A capability lasts 60–90 s: minted for the end of the next 30 s step plus 60 s, so a player
 * that reloads its playlist within one step gets the same addresses (its browser cache still
 * holds the segments). Past that, one session check renews it (stream-grants.ts).
 */
export const CAPABILITY_STEP_S = 30;
export const CAPABILITY_TTL_S = 60;

/** The path segment that carries a capability: `~` is never the start of a rendition folder. */
export const CAPABILITY_MARK = '~';

type Wire = { r: string; f: string; u: string; t: string; e: number };

export type CapabilityKeys = {
  mint(capability: Omit<StreamCapability, 'expiresAt'>, nowMs: number): string;
  /** The capability, expired or not, or null when it is malformed or not signed by this secret. */
  read(token: string): StreamCapability | null;
};

const b64 = (buffer: Buffer) => buffer.toString('base64url');

export function capabilityKeys(secret: Uint8Array): CapabilityKeys {
  // Its own key, so a capability can never pass for an access token or the reverse.
  const key = createHmac('sha256', secret).update('lectern stream capability v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    mint({ roadId, folder, userId, tenantId }, nowMs) {
      const step = Math.floor(nowMs / 1000 / CAPABILITY_STEP_S) * CAPABILITY_STEP_S;
      const wire: Wire = { r: roadId, f: folder, u: userId, t: tenantId, e: step + CAPABILITY_STEP_S + CAPABILITY_TTL_S };
      const payload = b64(Buffer.from(JSON.stringify(wire)));
      return `${payload}.${b64(mac(payload))}`;
    },
    read(token) {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const wire = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Wire>;
        const { r, f, u, t, e } = wire;
        if (typeof r !== 'string' || typeof f !== 'string' || typeof u !== 'string' || typeof t !== 'string' || typeof e !== 'number')
          return null;
        return { roadId: r, folder: f, userId: u, tenantId: t, expiresAt: e };
      } catch {
        return null;
      }
    },
  };
}

export const isExpired = (capability: StreamCapability, nowMs: number) => capability.expiresAt * 1000 <= nowMs;
