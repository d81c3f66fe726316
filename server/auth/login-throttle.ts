/**
 * Limits on password guesses (sign-in and the password change), docs/security.md "Rate limits".
 * Failures are counted in a sliding window under three keys:
 * - user and address: a hard limit (perUser), so one address cannot keep guessing one account;
 * - address: a hard limit (perAddress), so one address cannot sweep many accounts;
 * - user, from any address: past perUser failures every further guess waits a delay that doubles
 *   from LOGIN_SLOWDOWN_BASE_S up to LOGIN_SLOWDOWN_MAX_S. Guesses per account stay bounded
 *   however many addresses send them, yet nobody can lock the owner out: from an address that
 *   has not been guessing, the owner waits at most that delay.
 * A guess is reserved (counted as a failure) before the slow password check, under the store's
 * lock on the address and the account, so a concurrent burst gets no more guesses checked than
 * the limits allow, in every process sharing the store; a success releases it. This file is the
 * policy; where the failures live is the store's business (login-throttle-store.ts: the database).
 */
export const LOGIN_SLOWDOWN_BASE_S = 1;
export const LOGIN_SLOWDOWN_MAX_S = 60;
/** How often (application time) a process drops every expired failure, not only those of the keys it touches. */
export const LOGIN_PRUNE_EVERY_MS = 60_000;

export type ThrottleLimits = { perUser: number; perAddress: number; windowMs: number };

/** The three counters one guess touches. */
export type GuessKeys = { pair: string; address: string; user: string };
/** Each key's failure times (milliseconds) inside the window, oldest first. */
export type RecentFailures = Record<keyof GuessKeys, number[]>;

/** Where failures are kept. Every method may be called from several processes at once. */
export type FailureStore = {
  /** The keys' failures after `since`. */
  recent(keys: GuessKeys, since: number): Promise<RecentFailures>;
  /**
   * Serialised with every other `reserve` on the same address or account: reads the keys'
   * failures after `since` and, when `admit` accepts them, records one failure at `at` under each
   * key. Resolves to the id of the address's new failure, or null when refused.
   */
  reserve(keys: GuessKeys, since: number, at: number, admit: (recent: RecentFailures) => boolean): Promise<number | null>;
  /** A success: drops the account's failures (pair and user keys) and the address's failure `addressFailure`. */
  forgive(keys: GuessKeys, addressFailure: number): Promise<void>;
  /** Drops every failure at or before `since`. */
  prune(since: number): Promise<void>;
};

/** A reserved guess counts as a failure until `succeeded` releases it. */
export type GuessReservation = { allowed: true; succeeded: () => Promise<void> } | { allowed: false; retryAfter: number };

export const keysOf = (userKey: string, address: string): GuessKeys => ({
  pair: `p:${address} ${userKey}`,
  address: `a:${address}`,
  user: `u:${userKey}`,
});

export function createLoginThrottle(limits: ThrottleLimits, store: FailureStore, now: () => number = Date.now) {
  let prunedAt = -Infinity;

  /** Milliseconds before a failure count of `max` in the window frees a place. */
  const hardWait = (times: number[], max: number, at: number): number =>
    times.length < max ? 0 : (times[times.length - max] ?? 0) + limits.windowMs - at;

  const slowWait = (times: number[], at: number): number => {
    if (times.length < limits.perUser) return 0;
    const delayS = Math.min(LOGIN_SLOWDOWN_BASE_S * 2 ** (times.length - limits.perUser), LOGIN_SLOWDOWN_MAX_S);
    return (times[times.length - 1] ?? 0) + delayS * 1000 - at;
  };

  const waitSeconds = (recent: RecentFailures, at: number): number => {
    const ms = Math.max(
      hardWait(recent.pair, limits.perUser, at),
      hardWait(recent.address, limits.perAddress, at),
      slowWait(recent.user, at),
    );
    return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0;
  };

  return {
    /** Seconds to wait before another guess, 0 when one would be checked now. */
    async blockedFor(userKey: string, address: string): Promise<number> {
      const at = now();
      return waitSeconds(await store.recent(keysOf(userKey, address), at - limits.windowMs), at);
    },

    /** Takes one guess for the user from the address, or says how long to wait. */
    async reserve(userKey: string, address: string): Promise<GuessReservation> {
      const keys = keysOf(userKey, address);
      const at = now();
      const since = at - limits.windowMs;
      if (at - prunedAt >= LOGIN_PRUNE_EVERY_MS) {
        prunedAt = at;
        await store.prune(since);
      }
      let retryAfter = 0;
      const reserved = await store.reserve(keys, since, at, (recent) => (retryAfter = waitSeconds(recent, at)) === 0);
      if (reserved === null) return { allowed: false, retryAfter };
      // The owner proved the password: forgive the account's failures, keep the address's others.
      return { allowed: true, succeeded: () => store.forgive(keys, reserved) };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
