import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_PRUNE_EVERY_MS, LOGIN_SLOWDOWN_MAX_S, createLoginThrottle, type ThrottleLimits } from '../../server/auth/login-throttle';
import { createDatabaseFailureStore } from '../../server/auth/login-throttle-store';
import { openPglite, type Database } from '../../server/db/client';

/**
 * The guess limits of docs/security.md "Rate limits", on a hand-moved clock, over the store the
 * server uses: failures in the database (here the embedded one; tests/api/auth-throttle.test.ts
 * runs on both, tests/api/multi-process/rate-limits.test.ts across two processes).
 */
let database: Database;
let now = 0;

// Migrating a fresh embedded database takes seconds on a loaded machine: more than a unit hook's default.
beforeAll(async () => {
  database = await openPglite(undefined);
}, 120_000);
afterAll(() => database?.close());
beforeEach(async () => {
  now = 0;
  await database.db.execute(sql`delete from login_failures`);
});

const throttleOf = (limits: ThrottleLimits) => createLoginThrottle(limits, createDatabaseFailureStore(database.db), () => now);

type Throttle = ReturnType<typeof throttleOf>;

const guess = async (throttle: Throttle, user: string, address: string) => {
  const reservation = await throttle.reserve(user, address);
  return reservation.allowed ? reservation : null;
};

const storedFailures = async (): Promise<number> => {
  const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from login_failures`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe('login throttle', () => {
  it('holds a user and address to the limit until the window slides past the oldest failure', async () => {
    const throttle = throttleOf({ perUser: 3, perAddress: 100, windowMs: 60_000 });
    for (let i = 0; i < 3; i += 1) {
      expect(await guess(throttle, '1/ann', '10.0.0.1')).not.toBeNull();
      now += 1000;
    }
    expect(await throttle.reserve('1/ann', '10.0.0.1')).toEqual({ allowed: false, retryAfter: 57 });
    expect(await throttle.blockedFor('1/bob', '10.0.0.1')).toBe(0);
    now = 60_001;
    expect(await throttle.blockedFor('1/ann', '10.0.0.1')).toBe(0);
  });

  it('counts a reserved guess at once, so guesses in flight cannot overshoot', async () => {
    const throttle = throttleOf({ perUser: 3, perAddress: 100, windowMs: 60_000 });
    const reserved = await Promise.all(Array.from({ length: 10 }, () => throttle.reserve('1/ann', '10.0.0.1')));
    expect(reserved.filter((r) => r.allowed)).toHaveLength(3);
  });

  it('releases the guess of a success and forgives the account and its failures from the address, not other accounts', async () => {
    const throttle = throttleOf({ perUser: 3, perAddress: 3, windowMs: 60_000 });
    await guess(throttle, '1/c', '10.0.0.9');
    await guess(throttle, '1/c', '10.0.0.9');
    await guess(throttle, '1/a', '10.0.0.9');
    // Three failures nobody resolved: the address's next guess waits.
    expect(await throttle.blockedFor('1/d', '10.0.0.9')).toBe(1);
    now += 1000;
    const right = (await guess(throttle, '1/c', '10.0.0.9'))!;
    await right.succeeded();
    // c's typos are resolved; a's failure stays the address's.
    expect(await throttle.blockedFor('1/d', '10.0.0.9')).toBe(0);
    expect(await storedFailures()).toBe(3);
    await guess(throttle, '1/e', '10.0.0.9');
    await guess(throttle, '1/f', '10.0.0.9');
    expect(await throttle.blockedFor('1/d', '10.0.0.9')).toBe(1);
  });

  it('slows an address guessing over many accounts with a growing delay, capped, and never locks it', async () => {
    const throttle = throttleOf({ perUser: 5, perAddress: 3, windowMs: 3_600_000 });
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const reservation = await throttle.reserve(`1/sprayed${i}`, '10.0.2.1');
      if (!reservation.allowed) {
        waits.push(reservation.retryAfter);
        now += reservation.retryAfter * 1000;
        expect(await guess(throttle, `1/sprayed${i}`, '10.0.2.1')).not.toBeNull();
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, LOGIN_SLOWDOWN_MAX_S, LOGIN_SLOWDOWN_MAX_S, LOGIN_SLOWDOWN_MAX_S]);
    // Another address is not slowed by this one.
    expect(await throttle.blockedFor('1/sprayed0', '10.0.2.2')).toBe(0);
    // The owner of an account behind the sprayed address waits the current delay, then is checked.
    const owner = await throttle.reserve('1/owner', '10.0.2.1');
    expect(owner).toEqual({ allowed: false, retryAfter: LOGIN_SLOWDOWN_MAX_S });
    now += LOGIN_SLOWDOWN_MAX_S * 1000;
    const checked = (await guess(throttle, '1/owner', '10.0.2.1'))!;
    await checked.succeeded();
    // Their success resolves only their own guess: the spray's next guess is its last slot's, then it waits again.
    expect(await guess(throttle, '1/sprayed12', '10.0.2.1')).not.toBeNull();
    expect(await throttle.blockedFor('1/next', '10.0.2.1')).toBe(LOGIN_SLOWDOWN_MAX_S);
  });

  it('slows one account guessed from many addresses, never locking it for longer than the cap', async () => {
    const throttle = throttleOf({ perUser: 2, perAddress: 100, windowMs: 3_600_000 });
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const reservation = await throttle.reserve('1/ann', `10.0.1.${i}`);
      if (!reservation.allowed) {
        waits.push(reservation.retryAfter);
        now += reservation.retryAfter * 1000;
        expect(await guess(throttle, '1/ann', `10.0.1.${i}`)).not.toBeNull();
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, LOGIN_SLOWDOWN_MAX_S, LOGIN_SLOWDOWN_MAX_S, LOGIN_SLOWDOWN_MAX_S, LOGIN_SLOWDOWN_MAX_S]);
  });

  it('keeps throttles made on the same database as one: a second throttle sees the first one’s failures', async () => {
    const limits = { perUser: 2, perAddress: 100, windowMs: 60_000 };
    const first = throttleOf(limits);
    const second = throttleOf(limits);
    await guess(first, '1/ann', '10.0.0.2');
    await guess(second, '1/ann', '10.0.0.2');
    expect(await first.blockedFor('1/ann', '10.0.0.2')).toBeGreaterThan(0);
    expect(await guess(second, '1/ann', '10.0.0.2')).toBeNull();
  });

  it('drops a key’s expired failures when it is guessed again, and every expired failure once in a while', async () => {
    const throttle = throttleOf({ perUser: 5, perAddress: 1000, windowMs: LOGIN_PRUNE_EVERY_MS / 2 });
    for (let i = 0; i < 50; i += 1) await guess(throttle, `1/user${i}`, `10.0.6.${i % 20}`);
    // Three failures a guess: its address and account pair, its address, its account.
    expect(await storedFailures()).toBe(150);
    now = LOGIN_PRUNE_EVERY_MS / 2 + 1;
    await guess(throttle, '1/user0', '10.0.6.0');
    // Before the periodic prune only the guessed keys' expired failures go: user0's pair and
    // account, and the three of its address (user0, user20, user40); the new guess adds three.
    expect(await storedFailures()).toBe(150 - 5 + 3);
    now = LOGIN_PRUNE_EVERY_MS;
    await guess(throttle, '1/late', '10.0.7.1');
    // Every failure before the window is gone: user0's recent guess and the late one are left.
    expect(await storedFailures()).toBe(6);
  });
});
