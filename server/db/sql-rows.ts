import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
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

/** Statements built by shapedRowsOf, by shape: their text and parameters, values as named placeholders. */
const SHAPED = new Map<string, { sql: string; params: unknown[] }>();
/** More shapes than any caller has (a few per search): past it a builder's key is wrong, and building each time is right. */
const SHAPES_KEPT = 256;

/**
 * rowsOf for a statement sent often whose text depends on a few choices alone (`shape`, a key
 * naming every one of them) and whose values are bound by name: `build` writes it from `values`,
 * each of which it may only put in the SQL, never read or test (on PostgreSQL it is given
 * placeholders in their place). On PostgreSQL it is built once per shape, prepared once per
 * connection and run on its generic plan (server/db/client.ts sets `plan_cache_mode` for
 * prepared statements alone), so it is neither built nor planned again on every call. The search
 * inside lessons is one (moment-search.ts): planning took 4–8 ms of a 2–20 ms call, building its
 * 9 KB of SQL with drizzle another 0.5 ms of the app's CPU. In a transaction, and on PGlite, it is
 * built with the values and sent through rowsOf.
 */
export async function shapedRowsOf<Row, Values extends Record<string, unknown>>(
  db: Db,
  shape: string,
  values: Values,
  build: (bound: Values) => SQL,
): Promise<Row[]> {
  const { $client: client, dialect } = db as unknown as { $client?: Partial<PreparingClient>; dialect: Dialect };
  if (typeof client?.unsafe !== 'function') return rowsOf<Row>(db, build(values));
  let statement = SHAPED.get(shape);
  if (statement === undefined) {
    const placeholders = Object.fromEntries(Object.keys(values).map((name) => [name, sql.placeholder(name)])) as unknown as Values;
    statement = dialect.sqlToQuery(build(placeholders));
    if (SHAPED.size < SHAPES_KEPT) SHAPED.set(shape, statement);
  }
  return (await client.unsafe(statement.sql, fillPlaceholders(statement.params, values), { prepare: true })) as Row[];
}
