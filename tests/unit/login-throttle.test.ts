import { describe, expect, it } from 'vitest';
import { LOGIN_SLOWDOWN_MAX_S, createLoginThrottle } from '../../server/auth/login-throttle';

/** The guess limits of docs/security.md "Rate limits", on a hand-moved clock. */
const guess = (throttle: ReturnType<typeof createLoginThrottle>, user: string, address: string) => {
  const reservation = throttle.reserve(user, address);
  return reservation.allowed ? reservation : null;
};

describe('login throttle', () => {
  it('holds a user and address to the limit until the window slides past the oldest failure', () => {
    let now = 0;
    const throttle = createLoginThrottle({ perUser: 3, perAddress: 100, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(guess(throttle, '1/ann', '10.0.0.1')).not.toBeNull();
      now += 1000;
    }
    expect(throttle.reserve('1/ann', '10.0.0.1')).toEqual({ allowed: false, retryAfter: 57 });
    expect(throttle.blockedFor('1/bob', '10.0.0.1')).toBe(0);
    now = 60_001;
    expect(throttle.blockedFor('1/ann', '10.0.0.1')).toBe(0);
  });

  it('counts a reserved guess at once, so guesses in flight cannot overshoot', () => {
    const throttle = createLoginThrottle({ perUser: 3, perAddress: 100, windowMs: 60_000 }, () => 0);
    const reserved = Array.from({ length: 10 }, () => throttle.reserve('1/ann', '10.0.0.1'));
    expect(reserved.filter((r) => r.allowed)).toHaveLength(3);
  });

  it('releases the guess of a success and forgives the account, not the address', () => {
    const throttle = createLoginThrottle({ perUser: 2, perAddress: 4, windowMs: 60_000 }, () => 0);
    guess(throttle, '1/a', '10.0.0.9');
    guess(throttle, '1/b', '10.0.0.9');
    guess(throttle, '1/b', '10.0.0.9');
    expect(throttle.blockedFor('1/b', '10.0.0.9')).toBeGreaterThan(0);
    const right = guess(throttle, '1/c', '10.0.0.9')!;
    expect(throttle.blockedFor('1/d', '10.0.0.9')).toBeGreaterThan(0);
    right.succeeded();
    expect(throttle.blockedFor('1/c', '10.0.0.9')).toBe(0);
    guess(throttle, '1/c', '10.0.0.9');
    expect(throttle.blockedFor('1/c', '10.0.0.9')).toBeGreaterThan(0);
  });

  it('slows one account guessed from many addresses, never locking it for longer than the cap', () => {
    let now = 0;
    const throttle = createLoginThrottle({ perUser: 2, perAddress: 100, windowMs: 3_600_000 }, () => now);
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const reservation = throttle.reserve('1/ann', `10.0.1.${i}`);
      if (!reservation.allowed) {
        waits.push(reservation.retryAfter);
        now += reservation.retryAfter * 1000;
        expect(guess(throttle, '1/ann', `10.0.1.${i}`)).not.toBeNull();
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, LOGIN_SLOWDOWN_MAX_S, LOGIN_SLOWDOWN_MAX_S, LOGIN_SLOWDOWN_MAX_S, LOGIN_SLOWDOWN_MAX_S]);
  });

  it('keeps at most maxKeys counters, dropping expired ones and then the least recently touched', () => {
    let now = 0;
    const throttle = createLoginThrottle({ perUser: 2, perAddress: 1000, windowMs: 60_000, maxKeys: 30 }, () => now);
    guess(throttle, '1/target', '10.0.0.1');
    guess(throttle, '1/target', '10.0.0.1');
    expect(throttle.blockedFor('1/target', '10.0.0.1')).toBeGreaterThan(0);
    for (let i = 0; i < 5; i += 1) guess(throttle, `1/old${i}`, `10.0.2.${i}`);
    now = 61_000;
    // The old counters expired: new ones replace them and the bound holds.
    for (let i = 0; i < 9; i += 1) guess(throttle, `1/new${i}`, `10.0.3.${i}`);
    expect(throttle.size()).toBeLessThanOrEqual(27);
    for (let i = 0; i < 1000; i += 1) {
      guess(throttle, `1/flood${i}`, `10.0.4.${i % 250}`);
      expect(throttle.size()).toBeLessThanOrEqual(30);
    }
    // The most recently touched account keeps its counter.
    guess(throttle, '1/last', '10.0.5.1');
    guess(throttle, '1/last', '10.0.5.1');
    expect(throttle.blockedFor('1/last', '10.0.5.1')).toBeGreaterThan(0);
  });

  it('drops every expired counter on the next guess, well under the cap', () => {
    let now = 0;
    const throttle = createLoginThrottle({ perUser: 5, perAddress: 1000, windowMs: 60_000, maxKeys: 100_000 }, () => now);
    for (let i = 0; i < 500; i += 1) guess(throttle, `1/user${i}`, `10.0.6.${i % 200}`);
    expect(throttle.size()).toBe(500 * 2 + 200);
    now = 60_001;
    guess(throttle, '1/late', '10.0.7.1');
    // Only the late guess's three counters (pair, address, user) are left.
    expect(throttle.size()).toBe(3);
  });
});
