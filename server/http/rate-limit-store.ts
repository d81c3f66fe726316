import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { eq, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

/**
 * @fastify/rate-limit's counters in the database (table rate_limit_counters), so the per-address
 * limits of the public routes hold across every app process sharing it (docs/scaling.md). Fixed
 * windows as the plugin's own stores keep them: the first hit opens a window of `timeWindow`,
 * later hits count until it closes. One upsert per request; the row lock it takes serialises
 * concurrent hits on one key. Windows run on the application clock, as the login throttle's do.
 * The options the routes do not use (continueExceeding, exponentialBackoff) are refused rather
 * than ignored.
 */
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteOptions = { routeInfo?: { method?: string | string[]; url?: string }; continueExceeding?: boolean; exponentialBackoff?: boolean };

/** How often (application time) a process drops every closed window. */
export const RATE_LIMIT_PRUNE_EVERY_MS = 60_000;

export function databaseRateLimitStore(db: Db, now: () => number): FastifyRateLimitStoreCtor {
  let prunedAt = -Infinity;

  const prune = async (at: number) => {
    if (at - prunedAt < RATE_LIMIT_PRUNE_EVERY_MS) return;
    prunedAt = at;
    await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAtMs, at));
  };

  const hit = async (key: string, timeWindow: number) => {
    const at = now();
    await prune(at);
    const closed = sql`${rateLimitCounters.resetAtMs} <= ${at}`;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, hits: 1, resetAtMs: at + timeWindow })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${closed} then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetAtMs: sql`case when ${closed} then ${at + timeWindow} else ${rateLimitCounters.resetAtMs} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, resetAtMs: rateLimitCounters.resetAtMs });
    return { current: row!.hits, ttl: row!.resetAtMs - at };
  };

  const peek = async (key: string) => {
    const at = now();
    const [row] = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    return !row || row.resetAtMs <= at ? { current: 0, ttl: 0 } : { current: row.hits, ttl: row.resetAtMs - at };
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The route's counters are apart from every other route's: `prefix` names it. */
    private readonly prefix: string;

    constructor(_options: FastifyRateLimitOptions, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      hit(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** The plugin's non-mutating read (`{ increment: false }`). */
    read(key: string, callback: Callback): void {
      peek(this.prefix + key).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const options = routeOptions as RouteOptions;
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error('the database rate-limit store keeps fixed windows only (no continueExceeding, no exponentialBackoff)');
      }
      const method = [options.routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(routeOptions, `${this.prefix}${method} ${options.routeInfo?.url ?? ''} `);
    }
  }

  return DatabaseRateLimitStore;
}

/** What a plugin registering @fastify/rate-limit passes: route limits only, counted in the database. */
export const sharedRateLimits = (deps: Pick<AppDeps, 'db' | 'clock'>) => ({
  global: false,
  store: databaseRateLimitStore(deps.db, () => deps.clock().getTime()),
});
