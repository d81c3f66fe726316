import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../../server/db/sql-rows';
import { openSeededTestDatabase } from '../support/test-db';
import { testNow, testSeededAt } from '../support/test-clock';

/**
 * Every GIN index is written directly, without a pending list (server/db/schema/columns.ts
 * GIN_DIRECT, docs/search.md): a search never scans a queue of unsorted entries and no insert
 * merges one in the foreground. Checked on the demo campus as seeded, on both databases.
 */
let database: Database;
beforeAll(async () => {
  database = await openSeededTestDatabase(testSeededAt(testNow()));
});
afterAll(() => database?.close());

const ginIndexes = () =>
  rowsOf<{ name: string; options: string[] | null }>(
    database.db,
    sql`select c.relname as name, c.reloptions as options from pg_class c join pg_am a on a.oid = c.relam
        join pg_namespace n on n.oid = c.relnamespace where a.amname = 'gin' and n.nspname = 'public' order by c.relname`,
  );

it('builds every GIN index without a pending list', async () => {
  const indexes = await ginIndexes();
  // The trigram indexes of the catalogue's search texts and the lesson texts' tsvector and digest ones.
  expect(indexes.map((index) => index.name)).toEqual(
    expect.arrayContaining(['search_texts_text_trgm_idx', 'lesson_texts_source_terms_idx']),
  );
  for (const index of indexes)
    expect(index.options ?? [], index.name).toEqual(expect.arrayContaining([expect.stringMatching(/^fastupdate=(off|false)$/)]));
});

it('leaves nothing queued in any GIN index once the campus is seeded', async () => {
  for (const { name } of await ginIndexes()) {
    const [cleaned] = await rowsOf<{ pages: number }>(database.db, sql`select gin_clean_pending_list(${name}::regclass)::int as pages`);
    expect(cleaned!.pages, name).toBe(0);
  }
});
