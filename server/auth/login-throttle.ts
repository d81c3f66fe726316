/**
 * Limits on password guesses (sign-in and the password change), docs/security.md "Rate limits".
 * Failures are counted in a sliding window under three keys:
 * - user and address: a hard limit (perUser), so one address cannot keep guessing one account;
 * - address: a hard limit (perAddress), so one address cannot sweep many accounts;
 * - user, from any address: past perUser failures every further guess waits a delay that doubles
 *   from LOGIN_SLOWDOWN_BASE_S up to LOGIN_SLOWDOWN_MAX_S. Guesses per account stay bounded
 *   however many addresses send them, yet nobody can lock the owner out: from an address that
 *   has not been guessing, the owner waits at most that delay.
 * A guess is reserved (counted as a failure) synchronously, before the slow password check, so a
 * concurrent burst gets no more guesses checked than the limits allow; a success releases it.
 * Kept in memory: Lectern runs as one process, and a restart forgives, which a throttle can afford.
 */
export const LOGIN_SLOWDOWN_BASE_S = 1;
export const LOGIN_SLOWDOWN_MAX_S = 60;
/** Counters kept at most (memory bound); past it the least recently touched are dropped. */
export const LOGIN_THROTTLE_MAX_KEYS = 100_000;

export type ThrottleLimits = { perUser: number; perAddress: number; windowMs: number; maxKeys?: number };

/** A reserved guess counts as a failure until `succeeded` releases it. */
export type GuessReservation = { allowed: true; succeeded: () => void } | { allowed: false; retryAfter: number };

export function createLoginThrottle(limits: ThrottleLimits, now: () => number = Date.now) {
  const maxKeys = limits.maxKeys ?? LOGIN_THROTTLE_MAX_KEYS;
  // Failure times per key, oldest first. Map order is the order keys were last touched.
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const times = failures.get(key);
    if (!times) return [];
    const since = now() - limits.windowMs;
    const kept = times.filter((t) => t > since);
    if (kept.length === 0) failures.delete(key);
    else if (kept.length < times.length) failures.set(key, kept);
    return kept;
  };

  const dropStale = () => {
    const since = now() - limits.windowMs;
    for (const [key, times] of failures) {
      const expired = (times[times.length - 1] ?? 0) <= since;
      if (!expired && failures.size <= maxKeys) break;
      failures.delete(key);
    }
  };

  const add = (key: string, at: number) => {
    const times = recent(key);
    failures.delete(key);
    failures.set(key, [...times, at]);
    dropStale();
  };

  const keysOf = (userKey: string, address: string) => ({
    pair: `p:${address} ${userKey}`,
    address: `a:${address}`,
    user: `u:${userKey}`,
  });

  /** Milliseconds before a failure count of `max` in the window frees a place. */
  const hardWait = (times: number[], max: number): number =>
    times.length < max ? 0 : (times[times.length - max] ?? 0) + limits.windowMs - now();

  const slowWait = (times: number[]): number => {
    if (times.length < limits.perUser) return 0;
    const delayS = Math.min(LOGIN_SLOWDOWN_BASE_S * 2 ** (times.length - limits.perUser), LOGIN_SLOWDOWN_MAX_S);
    return (times[times.length - 1] ?? 0) + delayS * 1000 - now();
  };

  const waitSeconds = (userKey: string, address: string): number => {
    const keys = keysOf(userKey, address);
    const ms = Math.max(
      hardWait(recent(keys.pair), limits.perUser),
      hardWait(recent(keys.address), limits.perAddress),
      slowWait(recent(keys.user)),
    );
    return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0;
  };

  return {
    /** Seconds to wait before another guess, 0 when one would be checked now. */
    blockedFor: waitSeconds,

    /** Takes one guess for the user from the address, or says how long to wait. Synchronous. */
    reserve(userKey: string, address: string): GuessReservation {
      const retryAfter = waitSeconds(userKey, address);
      if (retryAfter > 0) return { allowed: false, retryAfter };
      const keys = keysOf(userKey, address);
      const at = now();
      for (const key of [keys.pair, keys.address, keys.user]) add(key, at);
      return {
        allowed: true,
        succeeded() {
          // The owner proved the password: forgive the account's failures, keep the address's.
          failures.delete(keys.pair);
          failures.delete(keys.user);
          const times = failures.get(keys.address);
          const index = times ? times.indexOf(at) : -1;
          if (times && index >= 0) times.splice(index, 1);
          if (times && times.length === 0) failures.delete(keys.address);
        },
      };
    },

    /** Counters held (for the memory bound). */
    size: (): number => failures.size,
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
