import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/** Rows per INSERT: large enough to be fast on PGlite, well under the 65,535 parameter limit. */
const BATCH_ROWS = 500;

export type SeedLog = (line: string) => void;

/** Inserts `rows` in batches, logging `seed: <label> done/total` after each batch. */
export async function insertAll<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  label: string,
  log: SeedLog,
): Promise<void> {
  for (let done = 0; done < rows.length; done += BATCH_ROWS) {
    const batch = rows.slice(done, done + BATCH_ROWS);
    await db.insert(table).values(batch);
    log(`seed: ${label} ${Math.min(done + BATCH_ROWS, rows.length)}/${rows.length}`);
  }
}
