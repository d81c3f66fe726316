/**
 * Limits on password guesses (sign-in and the password change), docs/security.md "Rate limits".
 * Failures are counted in a sliding window under three keys:
 * - user and address: a hard limit (perUser), so one address cannot keep guessing one account;
 * - user, from any address: past perUser failures every further guess waits a delay that doubles
 *   from LOGIN_SLOWDOWN_BASE_S up to LOGIN_SLOWDOWN_MAX_S. Guesses per account stay bounded
 *   however many addresses send them, yet nobody can lock the owner out: from an address that
 *   has not been guessing, the owner waits at most that delay;
 * - address: failures nobody has resolved. A success resolves its account's failures from the
 *   address (the typos of a student who then got in), so thousands of students behind one campus
 *   NAT never add up; what stays is guessing over accounts nobody signs in to (password spraying).
 *   Past perAddress of those, the address's guesses wait the same doubling delay: never a lockout,
 *   so a right password from that address is checked within LOGIN_SLOWDOWN_MAX_S.
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
   * Serialised with every other `reserve` and `forgive` on the same address or account: reads the
   * keys' failures after `since` and, when `admit` accepts them, records one failure at `at` under
   * each key. Resolves to whether it recorded them.
   */
  reserve(keys: GuessKeys, since: number, at: number, admit: (recent: RecentFailures) => boolean): Promise<boolean>;
  /**
   * A success: drops the account's failures (pair and user keys) and, of the address's, the ones
   * recorded with the pair's: the address keeps only the failures of other accounts.
   */
  forgive(keys: GuessKeys): Promise<void>;
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

  /** Milliseconds before another guess past `free` failures: a doubling delay after the last one, capped. */
  const slowWait = (times: number[], free: number, at: number): number => {
    if (times.length < free) return 0;
    const delayS = Math.min(LOGIN_SLOWDOWN_BASE_S * 2 ** (times.length - free), LOGIN_SLOWDOWN_MAX_S);
    return (times[times.length - 1] ?? 0) + delayS * 1000 - at;
  };

  const waitSeconds = (recent: RecentFailures, at: number): number => {
    const ms = Math.max(
      hardWait(recent.pair, limits.perUser, at),
      slowWait(recent.address, limits.perAddress, at),
      slowWait(recent.user, limits.perUser, at),
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
      if (!reserved) return { allowed: false, retryAfter };
      // The owner proved the password: forgive the account, and its failures from this address.
      return { allowed: true, succeeded: () => store.forgive(keys) };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
