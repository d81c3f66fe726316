import { integer, jsonb, pgTable, primaryKey, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { tenants, users } from './tenancy';

/** The RBAC resource tree (SPEC §3 "Resource node", §6) and who holds which node. */

export const roles = pgTable(
  'roles',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_tenant_code_uq').on(t.tenantId, t.code)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const resources = pgTable(
  'resources',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    parentId: text('parent_id'),
    sign: text('sign').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull().default(''),
    sortIndex: integer('sort_index').notNull().default(0),
    authority: text('authority').notNull().default(''),
    /** Name/description pairs, e.g. isLink and isInnerSite for menu items. */
    fields: jsonb('fields').$type<{ name: string; description: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('resources_tenant_sign_uq').on(t.tenantId, t.sign), index('resources_parent_idx').on(t.parentId)],
);

export const roleResources = pgTable(
  'role_resources',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resourceId] })],
);
