/**
 * A player asks for a segment every second or two, and each ask used to repeat the same checks
 * (the road, the recording, the right to watch the class). Those answers are kept per session
 * and road for STREAM_GRANT_TTL_MS; the session itself is still checked on every request, so
 * signing out or being kicked stops the stream at once, while a change of class membership
 * reaches a playing stream within the TTL (docs/security.md).
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
