/**
 * Failed-login limits per username and per client address, in a sliding window. Kept in memory:
 * Lectern runs as one process; a restart forgives, which is acceptable for a throttle.
 */
export type ThrottleLimits = { perUser: number; perAddress: number; windowMs: number };

export function createLoginThrottle(limits: ThrottleLimits, now: () => number = Date.now) {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const since = now() - limits.windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  const retryAfter = (key: string, max: number): number => {
    const times = recent(key);
    if (times.length < max) return 0;
    const oldest = times[times.length - max] ?? now();
    return Math.max(1, Math.ceil((oldest + limits.windowMs - now()) / 1000));
  };

  return {
    /** Seconds to wait before another attempt, 0 when allowed. */
    blockedFor(userKey: string, address: string): number {
      return Math.max(retryAfter(`u:${userKey}`, limits.perUser), retryAfter(`a:${address}`, limits.perAddress));
    },
    recordFailure(userKey: string, address: string): void {
      for (const key of [`u:${userKey}`, `a:${address}`]) failures.set(key, [...recent(key), now()]);
    },
    recordSuccess(userKey: string): void {
      failures.delete(`u:${userKey}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
