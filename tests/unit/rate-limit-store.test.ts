import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../server/db/client';
import { RATE_LIMIT_PRUNE_EVERY_MS, databaseRateLimitStore } from '../../server/http/rate-limit-store';

/**
 * @fastify/rate-limit's store contract (`incr` answers the hits of the key's fixed window and the
 * milliseconds left; `child` gives a route its own counters) over the database, on a hand-moved
 * clock. tests/api/multi-process/rate-limits.test.ts shows two processes sharing the counters.
 */
let database: Database;
let now = 0;

// Migrating a fresh embedded database takes seconds on a loaded machine: more than a unit hook's default.
beforeAll(async () => {
  database = await openPglite(undefined);
}, 120_000);
afterAll(() => database?.close());

const routeStore = (store: FastifyRateLimitStore, method: string, url: string) => store.child({ routeInfo: { method, url } } as never);

const incr = (store: FastifyRateLimitStore, key: string, timeWindow = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, 5),
  );

const storedCounters = async (): Promise<number> => {
  const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limit_counters`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe('the database rate-limit store', () => {
  it('counts a key’s hits in a fixed window, then opens a new one', async () => {
    const Store = databaseRateLimitStore(database.db, () => now);
    const store = routeStore(new Store({}), 'GET', '/v1/share/vod');
    now = 1_000;
    expect(await incr(store, '10.0.0.1')).toEqual({ current: 1, ttl: 60_000 });
    now = 31_000;
    expect(await incr(store, '10.0.0.1')).toEqual({ current: 2, ttl: 30_000 });
    expect(await incr(store, '10.0.0.2')).toEqual({ current: 1, ttl: 60_000 });
    now = 61_000;
    expect(await incr(store, '10.0.0.1')).toEqual({ current: 1, ttl: 60_000 });
  });

  it('keeps each route’s counters apart, and shares them between stores on one database', async () => {
    now = 200_000;
    const first = new (databaseRateLimitStore(database.db, () => now))({});
    const second = new (databaseRateLimitStore(database.db, () => now))({});
    expect(await incr(routeStore(first, 'GET', '/v1/share/live'), '10.0.1.1')).toMatchObject({ current: 1 });
    expect(await incr(routeStore(second, 'GET', '/v1/share/live'), '10.0.1.1')).toMatchObject({ current: 2 });
    expect(await incr(routeStore(second, 'POST', '/v1/client/errors'), '10.0.1.1')).toMatchObject({ current: 1 });
  });

  it('refuses the window options it does not keep', () => {
    const store = new (databaseRateLimitStore(database.db, () => now))({});
    expect(() => store.child({ routeInfo: { method: 'GET', url: '/x' }, continueExceeding: true } as never)).toThrow(/fixed windows/);
  });

  it('drops closed windows once in a while', async () => {
    now = 1_000_000;
    const store = routeStore(new (databaseRateLimitStore(database.db, () => now))({}), 'GET', '/v1/share/vod');
    // A process's first hit prunes: the earlier tests' windows have closed.
    await incr(store, '10.0.2.1', 1_000);
    expect(await storedCounters()).toBe(1);
    now += 2_000;
    await incr(store, '10.0.2.2', 1_000);
    expect(await storedCounters()).toBe(2);
    now += RATE_LIMIT_PRUNE_EVERY_MS;
    await incr(store, '10.0.2.3', 1_000);
    // Only the counter just opened is left.
    expect(await storedCounters()).toBe(1);
  });
});
