import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The counters of docs/security.md "Rate limits", kept in the database so that every app process
 * sharing it counts as one server (docs/scaling.md). Times are the application clock's
 * milliseconds (server/compose.ts), not the database's now(): tests move that clock.
 */

/**
 * Failed password guesses (server/auth/login-throttle-store.ts): one row per failure and key, the
 * key naming an address and account pair (`p:`), an address (`a:`) or an account (`u:`). Rows
 * older than the window are pruned.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    atMs: bigint('at_ms', { mode: 'number' }).notNull(),
  },
  (t) => [
    // A key's failures in the window.
    index('login_failures_key_at_idx').on(t.key, t.atMs),
    // The periodic prune of every key.
    index('login_failures_at_idx').on(t.atMs),
  ],
);

/**
 * The fixed windows of @fastify/rate-limit (server/http/rate-limit-store.ts): one row per route
 * and client key, its hits since the window opened and when the window closes.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAtMs: bigint('reset_at_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAtMs)],
);
