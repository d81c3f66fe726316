import { and, eq, sql } from 'drizzle-orm';
import { buildSearchText } from '../catalogue/pinyin-search-text';
import type { Db } from '../db/client';
import { SEARCH_KIND, searchTexts, teachingClasses, users } from '../db/schema';

/**
 * Keeps the course search (docs/search.md) in step with a class written here: its name and
 * course number rows of `search_texts`, and its teacher's name row (a teacher's first class makes
 * them searchable). The same rows `indexSearchTexts` builds at startup, for one class, so a new or
 * renamed class is found at once rather than after the next restart. Writing them bumps the
 * catalogue stamp (migration 0015), so no cached hit outlives them.
 */
export async function indexClassSearchTexts(db: Db, teclId: string): Promise<void> {
  const [row] = await db
    .select({
      tenantId: teachingClasses.tenantId,
      teclName: teachingClasses.teclName,
      courseNo: teachingClasses.courseNo,
      teacherId: teachingClasses.teacherId,
      teacName: users.name,
    })
    .from(teachingClasses)
    .innerJoin(users, eq(users.id, teachingClasses.teacherId))
    .where(eq(teachingClasses.id, teclId));
  if (!row) return;
  const entry = (
    kind: (typeof SEARCH_KIND)[keyof typeof SEARCH_KIND],
    entityId: string,
    field: string,
    value: string,
    personName = false,
  ) => ({
    tenantId: row.tenantId,
    kind,
    entityId,
    field,
    source: value,
    text: buildSearchText(value, { personName }),
  });
  await db
    .insert(searchTexts)
    .values([
      entry(SEARCH_KIND.teachingClass, teclId, 'teclName', row.teclName),
      entry(SEARCH_KIND.teachingClass, teclId, 'courseNo', row.courseNo),
      entry(SEARCH_KIND.teacher, row.teacherId, 'teacName', row.teacName, true),
    ])
    .onConflictDoUpdate({
      target: [searchTexts.kind, searchTexts.entityId, searchTexts.field],
      set: { source: sql`excluded.source`, text: sql`excluded.text` },
      // Unchanged rows are left alone: rewriting them would bump the stamp for nothing.
      setWhere: sql`${searchTexts.source} is distinct from excluded.source`,
    });
}

/** A deleted class's rows (its teacher's stay while they are a teacher of the tenant; the startup index drops strays). */
export async function dropClassSearchTexts(db: Db, teclId: string): Promise<void> {
  await db.delete(searchTexts).where(and(eq(searchTexts.kind, SEARCH_KIND.teachingClass), eq(searchTexts.entityId, teclId)));
}
