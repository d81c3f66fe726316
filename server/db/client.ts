import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './schema';
import { PROJECT_ROOT } from '../project-root';
import { PgliteThread, type PgliteConnection } from './pglite-proxy';

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
};

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
export async function openPglite(dataDir: string | undefined, options: { loadDataDir?: Uint8Array } = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const thread = await PgliteThread.open(dataDir ? join(dataDir, 'pglite') : undefined, migrationsFolder, options.loadDataDir);
  const client = thread.client;
  const db = drizzlePglite(client as never, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: () => thread.close(),
    dump: () => thread.dump(),
    jobConnection: { db: pgliteExecutor(client) },
    listen: (channel, onPayload) => thread.listen(channel, onPayload),
  };
}

/** A PostgreSQL server at `url` (DATABASE_URL), same schema and migrations. */
export async function openPostgres(url: string): Promise<Database> {
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  await migratePostgres(db as never, { migrationsFolder });
  return {
    db,
    kind: 'postgres',
    close: () => client.end({ timeout: 5 }),
    jobConnection: { connectionString: url },
    listen: async (channel, onPayload) => {
      const { unlisten } = await client.listen(channel, onPayload);
      return unlisten;
    },
  };
}
