import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from './columns';
import { courseSessions, teachingClasses } from './catalogue';
import { vods } from './recordings';
import { tenants, users } from './tenancy';

/**
 * Share links (/vod-share, /live-share): a teacher lets people without an account watch one
 * recording or one live lesson until the link expires or is revoked. Only the SHA-256 of the
 * token is kept, like refresh tokens: the link is shown once, at creation.
 */
export const SHARE_KIND = { vod: 'vod', live: 'live' } as const;
export type ShareKind = (typeof SHARE_KIND)[keyof typeof SHARE_KIND];

export const shareLinks = pgTable(
  'share_links',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind').$type<ShareKind>().notNull(),
    vodId: text('vod_id').references(() => vods.id, { onDelete: 'cascade' }),
    courId: text('cour_id').references(() => courseSessions.id, { onDelete: 'cascade' }),
    teclId: text('tecl_id')
      .notNull()
      .references(() => teachingClasses.id, { onDelete: 'cascade' }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Where a shared recording starts playing (seconds); null for the beginning. */
    startS: integer('start_s'),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('share_links_tecl_created_idx').on(t.teclId, t.createdAt.desc()),
    check('share_links_target_ck', sql`(${t.kind} = 'vod' and ${t.vodId} is not null) or (${t.kind} = 'live' and ${t.courId} is not null)`),
    check('share_links_start_ck', sql`${t.startS} is null or (${t.kind} = 'vod' and ${t.startS} >= 0)`),
  ],
);
