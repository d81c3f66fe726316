/**
 * Renewals of stream capabilities (stream-capability.ts): once a capability has expired, the
 * next request that carries it also carries the player's session, which is checked with the
 * right to watch the road (a few queries); the capability then opens the road again for
 * `ttlMs`, so a viewer costs the database one check a minute, never one per segment.
 * Refusals are never kept: a signed-out or no longer entitled viewer is refused on each ask.
 */
export const STREAM_GRANT_TTL_MS = 30_000;
const MAX_GRANTS = 10_000;

export type StreamGrants<T> = { get(key: string, load: () => Promise<T>): Promise<T> };

export function createStreamGrants<T>(now: () => number = Date.now, ttlMs = STREAM_GRANT_TTL_MS): StreamGrants<T> {
  const grants = new Map<string, { value: T; until: number }>();
  return {
    async get(key, load) {
      const kept = grants.get(key);
      if (kept !== undefined && kept.until > now()) return kept.value;
      const value = await load();
      grants.delete(key);
      // Oldest first out: a Map iterates in insertion order.
      if (grants.size >= MAX_GRANTS) grants.delete(grants.keys().next().value!);
      grants.set(key, { value, until: now() + ttlMs });
      return value;
    },
  };
}
