import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from './columns';
import { schools, tenants } from './tenancy';

/**
 * Style configuration entries (SPEC §3): one value per tenant, school (null = whole tenant),
 * application id ('' = any) and code, e.g. SchoolLogo, skinColor, DefaultCover.
 */
export const styleConfigs = pgTable(
  'style_configs',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    schoolId: text('school_id').references(() => schools.id),
    applyId: text('apply_id').notNull().default(''),
    sypaCode: text('sypa_code').notNull(),
    /** Plain text or JSON text, as the code requires. */
    sypaValue: text('sypa_value').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('style_configs_scope_code_uq').on(t.tenantId, t.schoolId, t.applyId, t.sypaCode).nullsNotDistinct(),
    index('style_configs_tenant_apply_idx').on(t.tenantId, t.applyId),
  ],
);
