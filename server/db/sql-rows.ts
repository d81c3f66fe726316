import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Runs one raw statement and answers its rows, whichever driver: db.execute answers rows
 * (postgres-js) or `{ rows }` (PGlite). Numbers are cast to int or float8 in the SQL, so both give
 * numbers; times are read with `instantOf`, since one driver gives text and the other a Date.
 */
export async function rowsOf<Row>(db: Db, statement: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(statement);
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as Row[];
}

export const instantOf = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The postgres-js client under a drizzle database outside a transaction (`$client`); PGlite's has none that prepares. */
type PreparingClient = { unsafe: (text: string, params: unknown[], options: { prepare: boolean }) => Promise<unknown[]> };
type Dialect = { sqlToQuery: (statement: SQL) => { sql: string; params: unknown[] } };

/**
 * rowsOf for a statement sent often, whose plan does not depend on its values: on PostgreSQL it is
 * prepared once per connection and run on its generic plan (server/db/client.ts sets
 * `plan_cache_mode` for prepared statements alone), so it is not planned again on every call.
 * The search inside lessons is one (moment-search.ts): planning it took 4–8 ms of a 2–20 ms call.
 * In a transaction, and on PGlite, it is rowsOf.
 */
export async function plannedRowsOf<Row>(db: Db, statement: SQL): Promise<Row[]> {
  const { $client: client, dialect } = db as unknown as { $client?: Partial<PreparingClient>; dialect: Dialect };
  if (typeof client?.unsafe !== 'function') return rowsOf<Row>(db, statement);
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return (await client.unsafe(text, params, { prepare: true })) as Row[];
}
