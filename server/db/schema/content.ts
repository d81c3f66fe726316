import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { tenants } from './tenancy';

/** Editorial content of a tenant: home banners, help articles and external MOOC courses. */

export const circularBanners = pgTable(
  'circular_banners',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    /** Where a click goes: a hash route or an absolute URL; '' for none. */
    linkUrl: text('link_url').notNull().default(''),
    sortIndex: integer('sort_index').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('circular_banners_tenant_sort_idx').on(t.tenantId, t.sortIndex)],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    category: text('category').notNull(),
    title: text('title').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('help_articles_tenant_sort_idx').on(t.tenantId, t.category, t.sortIndex)],
);

/** External MOOC courses shown on /superstar-course. */
export const moocCourses = pgTable(
  'mooc_courses',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    title: text('title').notNull(),
    provider: text('provider').notNull(),
    url: text('url').notNull(),
    coverUrl: text('cover_url'),
    teacherName: text('teacher_name').notNull().default(''),
    sortIndex: integer('sort_index').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('mooc_courses_tenant_sort_idx').on(t.tenantId, t.sortIndex)],
);
