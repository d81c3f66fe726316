import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A capability lasts 60–90 s: minted for the end of the next 30 s step plus 60 s, so a player
 * that reloads its playlist within one step gets the same addresses (its browser cache still
 * holds the segments). Past that, one session check renews it (stream-grants.ts).
 */
export const CAPABILITY_STEP_S = 30;
export const CAPABILITY_TTL_S = 60;

export type CapabilitySigner = {
  /** `claims` with their expiry `e` (Unix seconds), as `payload.signature`, both base64url. */
  sign(claims: Record<string, unknown>, nowMs: number): string;
  /** The claims of a token this signer made (expired or not), or null when malformed or not its signature. */
  open(token: string): Record<string, unknown> | null;
};

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/**
 * Signs and checks the capabilities stream addresses carry (stream-capability.ts for recordings,
 * live/live-capability.ts for live lessons): an HMAC with a key derived from the server secret
 * for one `purpose`, so a capability of one kind never passes for another or for an access token.
 */
export function capabilitySigner(secret: Uint8Array, purpose: string): CapabilitySigner {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign(claims, nowMs) {
      const step = Math.floor(nowMs / 1000 / CAPABILITY_STEP_S) * CAPABILITY_STEP_S;
      const payload = b64(Buffer.from(JSON.stringify({ ...claims, e: step + CAPABILITY_STEP_S + CAPABILITY_TTL_S })));
      return `${payload}.${b64(mac(payload))}`;
    },
    open(token) {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
      } catch {
        return null;
      }
    },
  };
}
