import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders: text ids (readable in seeds and on the wire) and creation time. */
export const idColumn = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every GIN index is built without a pending list (docs/search.md "GIN without a pending list").
 * With it (PostgreSQL's default), new entries queue in an unsorted list that every search scans
 * whole and that a later insert merges in the foreground: the demo campus left 154 pages queued on
 * one index. Lectern's searched texts change rarely (a rename, a recording's text), so writing the
 * index directly costs nothing that matters.
 */
export const GIN_DIRECT = { fastupdate: false } as const;
