import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { tenants, users } from './tenancy';

/** Page visits (POST /v1/statistics/visitRecord/create), read by the data board. */
export const visitRecords = pgTable(
  'visit_records',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Null for visits before sign-in. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('visit_records_tenant_created_idx').on(t.tenantId, t.createdAt), index('visit_records_user_idx').on(t.userId)],
);
