import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../client';
import type { SeedLog } from '../insert';

/**
 * COPY-like bulk insert that works the same on PGlite and PostgreSQL: each batch travels as one
 * JSON parameter and is expanded by json_to_recordset, so a statement carries thousands of rows
 * without hitting the 65,535 parameter limit. Every row must have the same keys.
 */
const BATCH_ROWS = 5_000;

export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  label: string,
  log: SeedLog,
): Promise<void> {
  if (rows.length === 0) return;
  const keys = new Set(Object.keys(rows[0]!));
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => keys.has(key));
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    columns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  for (let done = 0; done < rows.length; done += BATCH_ROWS) {
    const batch = rows
      .slice(done, done + BATCH_ROWS)
      .map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null])));
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${JSON.stringify(batch)}::json) as x(${types})`,
    );
    log(`seed-large: ${label} ${Math.min(done + BATCH_ROWS, rows.length)}/${rows.length}`);
  }
}
