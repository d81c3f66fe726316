import { and, eq, exists, isNull, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SearchField } from '../../src/schemas/catalogue';
import type { Db } from '../db/client';
import { SEARCH_KIND, classrooms, searchTexts, subjects, teachingClasses, users, type SearchKind } from '../db/schema';
import { buildSearchText } from './pinyin-search-text';

/**
 * Keeps `search_texts` in step with the catalogue: builds the rows that are missing or stale
 * (their source differs from the current name) and drops rows whose entity is gone. The demo
 * seed and the large seed call it after inserting; the search plugin calls it at startup, so
 * rows written by other paths are caught up. Pinyin needs JavaScript (pinyin-pro), not SQL.
 */

type Indexed = {
  kind: SearchKind;
  field: SearchField;
  table: PgTable;
  id: PgColumn;
  tenantId: PgColumn;
  value: PgColumn;
  /** Restricts the rows of the table that are searchable (teachers among users). */
  scope?: SQL;
  personName?: boolean;
};

/** Users who teach a class: the only people the search looks for. */
const teachesAClass = exists(sql`(select 1 from ${teachingClasses} where ${teachingClasses.teacherId} = ${users.id})`);

const INDEXED: Indexed[] = [
  { kind: SEARCH_KIND.subject, field: 'subjName', table: subjects, id: subjects.id, tenantId: subjects.tenantId, value: subjects.subjName },
  {
    kind: SEARCH_KIND.subject,
    field: 'subjNameEn',
    table: subjects,
    id: subjects.id,
    tenantId: subjects.tenantId,
    value: subjects.subjNameEn,
  },
  { kind: SEARCH_KIND.subject, field: 'subjCode', table: subjects, id: subjects.id, tenantId: subjects.tenantId, value: subjects.subjCode },
  {
    kind: SEARCH_KIND.teachingClass,
    field: 'teclName',
    table: teachingClasses,
    id: teachingClasses.id,
    tenantId: teachingClasses.tenantId,
    value: teachingClasses.teclName,
  },
  {
    kind: SEARCH_KIND.teachingClass,
    field: 'courseNo',
    table: teachingClasses,
    id: teachingClasses.id,
    tenantId: teachingClasses.tenantId,
    value: teachingClasses.courseNo,
  },
  {
    kind: SEARCH_KIND.teacher,
    field: 'teacName',
    table: users,
    id: users.id,
    tenantId: users.tenantId,
    value: users.name,
    scope: teachesAClass,
    personName: true,
  },
  {
    kind: SEARCH_KIND.classroom,
    field: 'clroName',
    table: classrooms,
    id: classrooms.id,
    tenantId: classrooms.tenantId,
    value: classrooms.clroName,
  },
];

const UPSERT_BATCH = 500;

async function staleRows(db: Db, spec: Indexed) {
  const current = and(eq(searchTexts.kind, spec.kind), eq(searchTexts.field, spec.field), eq(searchTexts.entityId, spec.id));
  return db
    .select({ id: spec.id, tenantId: spec.tenantId, value: spec.value })
    .from(spec.table)
    .leftJoin(searchTexts, current)
    .where(and(or(isNull(searchTexts.source), ne(searchTexts.source, spec.value)), spec.scope)) as Promise<
    { id: string; tenantId: string; value: string }[]
  >;
}

async function dropOrphans(db: Db, spec: Indexed): Promise<void> {
  const alive = exists(
    sql`(select 1 from ${spec.table} where ${spec.id} = ${searchTexts.entityId}${spec.scope ? sql` and ${spec.scope}` : sql``})`,
  );
  await db.delete(searchTexts).where(and(eq(searchTexts.kind, spec.kind), eq(searchTexts.field, spec.field), not(alive)));
}

/** Brings every search text up to date; answers how many rows were (re)built. */
export async function indexSearchTexts(db: Db): Promise<number> {
  let built = 0;
  for (const spec of INDEXED) {
    await dropOrphans(db, spec);
    const rows = (await staleRows(db, spec)).map((r) => ({
      tenantId: r.tenantId,
      kind: spec.kind,
      entityId: r.id,
      field: spec.field,
      source: r.value,
      text: buildSearchText(r.value, { personName: spec.personName }),
    }));
    for (let done = 0; done < rows.length; done += UPSERT_BATCH) {
      await db
        .insert(searchTexts)
        .values(rows.slice(done, done + UPSERT_BATCH))
        .onConflictDoUpdate({
          target: [searchTexts.kind, searchTexts.entityId, searchTexts.field],
          set: { tenantId: sql`excluded.tenant_id`, source: sql`excluded.source`, text: sql`excluded.text` },
        });
    }
    built += rows.length;
  }
  return built;
}
