import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from './columns';
import { tenants, users } from './tenancy';

/**
 * A session is one sign-in on one client: the family of its refresh tokens. Access tokens carry
 * the session id, so revoking the session (logout, kick, refresh-token reuse) ends them at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** Decided at login (password equals the user code); cleared by the password change. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Posted once after login: 1 phone, 2 desktop, 3 tablet (SPEC §4). */
    terminalType: integer('terminal_type'),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at'),
    revokedAt: ts('revoked_at'),
    /** logout, kick, reuse, password-change */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when rotated: presenting it again is reuse. */
    usedAt: ts('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);
