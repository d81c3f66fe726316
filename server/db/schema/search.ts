import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';
import { GIN_DIRECT } from './columns';

/**
 * Precomputed search texts of what the course search matches (docs/search.md): one row per
 * searchable field of a subject, teaching class, teacher or classroom. `text` holds the value
 * plus, for Chinese, its full pinyin and initials ('线性代数 | xianxingdaishu | xxds'), so plain
 * ILIKE and trigram matching find pinyin too. `source` is the value the text was built from:
 * a row whose source no longer equals the entity's value is stale and gets rebuilt.
 */

export const SEARCH_KIND = { subject: 'subject', teachingClass: 'tecl', teacher: 'teacher', classroom: 'classroom' } as const;
export type SearchKind = (typeof SEARCH_KIND)[keyof typeof SEARCH_KIND];

export const searchTexts = pgTable(
  'search_texts',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind').$type<SearchKind>().notNull(),
    /** Id of the subject, teaching class, user (teacher) or classroom; no foreign key: it is one of four tables. */
    entityId: text('entity_id').notNull(),
    /** The wire name of the field, reported back as `matchedOn` (subjName, teacName, …). */
    field: text('field').notNull(),
    source: text('source').notNull(),
    text: text('text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.entityId, t.field] }),
    index('search_texts_tenant_kind_idx').on(t.tenantId, t.kind),
    index('search_texts_text_trgm_idx').using('gin', t.text.op('gin_trgm_ops')).with(GIN_DIRECT),
  ],
);
