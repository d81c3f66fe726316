import { integer, pgTable, text, uniqueIndex, index, boolean } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from './columns';

/** Tenants, schools, campuses and people. Every other row points at a tenant. */

export const tenants = pgTable('tenants', {
  id: idColumn(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const schools = pgTable(
  'schools',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    logoUrl: text('logo_url'),
    createdAt: createdAt(),
  },
  (t) => [index('schools_tenant_idx').on(t.tenantId)],
);

export const campuses = pgTable(
  'campuses',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id),
    campName: text('camp_name').notNull(),
    /** Address of the campus's resource-management home, opened by the campus selector. */
    domainName: text('domain_name').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('campuses_tenant_idx').on(t.tenantId)],
);

/** Organisations: colleges and departments, a tree. */
export const organisations = pgTable(
  'organisations',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    code: text('code').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organisations_tenant_code_uq').on(t.tenantId, t.code)],
);

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    username: text('username').notNull(),
    name: text('name').notNull(),
    /** Student or staff number; the forced password change compares the password with it. */
    code: text('code').notNull(),
    /** 1 teacher, 2 student, 3 administrator (SPEC §3 gives 1 and 2). */
    role: integer('role').notNull(),
    /** scrypt of the SHA-256 hex digest the browser sends; never the password itself. */
    passwordHash: text('password_hash').notNull(),
    orgaId: text('orga_id').references(() => organisations.id),
    avatarUrl: text('avatar_url'),
    email: text('email'),
    active: boolean('active').notNull().default(true),
    passwordChangedAt: ts('password_changed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_tenant_username_uq').on(t.tenantId, t.username), index('users_tenant_role_idx').on(t.tenantId, t.role)],
);
