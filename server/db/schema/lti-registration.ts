import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from './columns';
import { ltiPlatforms } from './lti';
import { tenants, users } from './tenancy';

/**
 * LTI Dynamic Registration (docs/lti.md "Registering by one address"): an address a tenant's
 * administrator makes and hands to the platform's administrator, who pastes it into the platform;
 * the platform opens it, and Lectern registers itself there and the platform here. The address
 * carries a bearer value kept as its SHA-256, good once and for LTI_REGISTRATION_TTL_MS: whoever
 * holds it may add a platform to the tenant, so it is the administrator's grant, not a public door.
 */
export const ltiRegistrationInvites = pgTable(
  'lti_registration_invites',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    tokenHash: text('token_hash').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    /** Set while a registration runs with it and kept once it succeeded; cleared when it failed, so the address may be tried again. */
    usedAt: ts('used_at'),
    /** The platform it registered. */
    platformId: text('platform_id').references(() => ltiPlatforms.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('lti_registration_invites_token_idx').on(t.tokenHash),
    index('lti_registration_invites_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);
