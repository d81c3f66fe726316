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
