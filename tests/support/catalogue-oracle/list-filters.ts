import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_KIND,
  courseSessions,
  organisations,
  searchTexts,
  teachingClassTags,
  teachingClasses,
  type SearchKind,
} from '../../../server/db/schema';
import { containsKeyword, parseKeyword } from './keyword-match';

/**
 * Filters of the live and recorded lists (SPEC §3 liveForm / videoForm). Name filters are
 * case-insensitive substrings of the name or of its pinyin (full or initials) through
 * `search_texts`; orgaChecked takes the checked organisations and everything under them;
 * tagsChecked keeps classes carrying any of the checked tags.
 */

/** Ids of the tenant's `kind` entities whose search text contains `text`. */
const entitiesNamed = (tenantId: string, kind: SearchKind, text: string) =>
  sql`(select ${searchTexts.entityId} from ${searchTexts}
    where ${searchTexts.tenantId} = ${tenantId} and ${searchTexts.kind} = ${kind} and ${containsKeyword(searchTexts.text, parseKeyword(text))})`;

/** The subject (Chinese, English, pinyin, code) or the class (name, course number). */
export const courseNamed = (tenantId: string, text: string): SQL =>
  or(
    inArray(teachingClasses.subjId, entitiesNamed(tenantId, SEARCH_KIND.subject, text)),
    inArray(teachingClasses.id, entitiesNamed(tenantId, SEARCH_KIND.teachingClass, text)),
  )!;

export const teacherNamed = (tenantId: string, text: string): SQL =>
  inArray(teachingClasses.teacherId, entitiesNamed(tenantId, SEARCH_KIND.teacher, text));

export const classroomNamed = (tenantId: string, text: string): SQL =>
  inArray(courseSessions.clroId, entitiesNamed(tenantId, SEARCH_KIND.classroom, text));

export const inOrganisations = (tenantId: string, orgaIds: string[]): SQL =>
  inArray(
    teachingClasses.orgaId,
    sql`(with recursive checked as (
      select ${organisations.id} as id from ${organisations}
      where ${organisations.tenantId} = ${tenantId} and ${inArray(organisations.id, orgaIds)}
      union
      select child.id from ${organisations} child join checked on child.parent_id = checked.id
    ) select id from checked)`,
  );

export const taggedAny = (tagIds: string[]): SQL =>
  exists(sql`(select 1 from ${teachingClassTags}
    where ${teachingClassTags.teclId} = ${teachingClasses.id} and ${inArray(teachingClassTags.tagId, tagIds)})`);

/** Filters every list shares; undefined ones are dropped by `and`. */
export function classFilters(
  tenantId: string,
  filters: { orgaChecked?: string[]; tagsChecked?: string[]; acteId?: string },
): SQL | undefined {
  return and(
    filters.orgaChecked?.length ? inOrganisations(tenantId, filters.orgaChecked) : undefined,
    filters.tagsChecked?.length ? taggedAny(filters.tagsChecked) : undefined,
    filters.acteId ? eq(teachingClasses.acteId, filters.acteId) : undefined,
  );
}
