import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './schema';
import { PROJECT_ROOT } from '../project-root';
import { PgliteThread, type PgliteConnection, type PgliteOpenOptions } from './pglite-proxy';

export type Schema = typeof schema;
/** One type for both drivers: handlers never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL on the same database, for the job queue (pg-boss's `db` option; docs/uploads.md "Jobs"). */
export type SqlExecutor = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the database's files as a tarball that `openPglite`'s `loadDataDir` starts from. */
  dump?: () => Promise<Uint8Array>;
  /** How the job queue reaches this database: its own pool on PostgreSQL, this one connection on PGlite. */
  jobConnection: { connectionString: string } | { db: SqlExecutor };
  /** LISTEN on a channel (job progress from worker processes); resolves to its UNLISTEN. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * Runs a process's start-up work on the database (the demo seed, the job queue's schema) while
   * no other process starting on it runs its own: see `startUpLock`. Never nest two calls.
   */
  startingUp: <T>(work: () => Promise<T>) => Promise<T>;
};

/** Where a process says what it is doing while it starts. */
export type StartUpLog = (line: string) => void;

/**
 * PGlite runs one statement per query() and a parameterless script through exec(); a failed
 * statement inside BEGIN would poison its one connection, so it is rolled back (as pg-boss's
 * own PGlite adapter does).
 */
function pgliteExecutor(client: PgliteConnection): SqlExecutor {
  return {
    async executeSql(text, values) {
      try {
        if (values?.length) return await client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.flatMap((r) => r.rows) };
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    },
  };
}

export const migrationsFolder = join(PROJECT_ROOT, 'server', 'db', 'migrations');

/**
 * Embedded PostgreSQL (WASM) persisted in `dataDir`, or in memory when dataDir is undefined. It runs
 * on a worker thread, so queries never hold up the event loop (pglite-proxy.ts); the thread applies
 * the migrations before it answers.
 */
export async function openPglite(dataDir: string | undefined, options: PgliteOpenOptions = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const thread = await PgliteThread.open(dataDir ? join(dataDir, 'pglite') : undefined, migrationsFolder, options);
  const client = thread.client;
  const db = drizzlePglite(client as never, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: () => thread.close(),
    dump: () => thread.dump(),
    jobConnection: { db: pgliteExecutor(client) },
    listen: (channel, onPayload) => thread.listen(channel, onPayload),
    // DATA_DIR's lock (data-dir-lock.ts) already makes this process the database's only one.
    startingUp: (work) => work(),
  };
}

/** The advisory lock (two-key form, apart from the login throttle's spaces) that start-ups take turns on. */
const START_UP_LOCK = [0x4c540000, 0] as const;

/**
 * Processes started together on one PostgreSQL database (docs/scaling.md "Starting together") would
 * all find it empty and all migrate, seed the demo campus and create the job queue's tables, and all
 * but one would fail on the rows and tables the first made. Each takes its turn instead, under a
 * session-level advisory lock held on a connection of its own: the first does the work, the others
 * wait and then find it done. A process that dies holding it loses its connection and the lock.
 */
async function startUpLock<T>(client: postgres.Sql, log: StartUpLog, work: () => Promise<T>): Promise<T> {
  const [space, key] = START_UP_LOCK;
  const connection = await client.reserve();
  try {
    const [tried] = await connection<{ taken: boolean }[]>`select pg_try_advisory_lock(${space}::int, ${key}::int) as taken`;
    if (!tried?.taken) {
      log('another process is starting on this database (migrations, demo seed); waiting for it');
      await connection`select pg_advisory_lock(${space}::int, ${key}::int)`;
    }
    try {
      return await work();
    } finally {
      await connection`select pg_advisory_unlock(${space}::int, ${key}::int)`;
    }
  } finally {
    connection.release();
  }
}

/** A PostgreSQL server at `url` (DATABASE_URL), same schema and migrations, applied in the start-up lock's turn. */
export async function openPostgres(url: string, log: StartUpLog = () => {}): Promise<Database> {
  // JIT off (a start-up parameter of every connection): the app's statements are short, and when a
  // plan's estimate crosses jit_above_cost compiling takes 75–300 ms of a call that runs in 20
  // (the search inside lessons' LATERALs, docs/bench.md "Search inside lessons"). Generic plans
  // for prepared statements: the app prepares only those whose plan its SQL fixes (sql-rows.ts
  // shapedRowsOf); PostgreSQL would otherwise plan them anew for their first five runs on each
  // connection and whenever its estimates favour it.
  const connection = { jit: 'off', plan_cache_mode: 'force_generic_plan' };
  const client = postgres(url, { max: 10, onnotice: () => {}, connection });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  const startingUp = <T>(work: () => Promise<T>) => startUpLock(client, log, work);
  await startingUp(() => migratePostgres(db as never, { migrationsFolder }));
  return {
    db,
    kind: 'postgres',
    close: () => client.end({ timeout: 5 }),
    jobConnection: { connectionString: url },
    listen: async (channel, onPayload) => {
      const { unlisten } = await client.listen(channel, onPayload);
      return unlisten;
    },
    startingUp,
  };
}
