import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { idColumn, ts } from './columns';
import { courseSessions } from './catalogue';
import { tenants, users } from './tenancy';

/**
 * Who watched a lesson live, one row per user and lesson, kept by the live player's beats
 * (POST /v1/live/watch, docs/personal-center.md "Viewing record"). The viewer's record lists it;
 * the same rows answer a lesson's attendance (everyone with a row) and its viewers now (a
 * last_seen_at within a beat or two), so removing an entry from one's own record only hides it.
 */
export const liveViews = pgTable(
  'live_views',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courId: text('cour_id')
      .notNull()
      .references(() => courseSessions.id, { onDelete: 'cascade' }),
    firstSeenAt: ts('first_seen_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    /** Seconds actually watched: each beat adds the time since the last one, at most a beat and its slack. */
    watchedS: doublePrecision('watched_s').notNull().default(0),
    /** When the viewer removed it from their own record (delete one, clear all); a later beat shows it again. */
    hiddenAt: ts('hidden_at'),
  },
  (t) => [
    unique('live_views_user_cour_uq').on(t.userId, t.courId),
    // The viewer's record, newest first.
    index('live_views_user_seen_idx').on(t.userId, t.lastSeenAt.desc()),
    // A lesson's viewers: attendance, and who is watching now.
    index('live_views_cour_seen_idx').on(t.courId, t.lastSeenAt.desc()),
    check('live_views_watched_ck', sql`${t.watchedS} >= 0`),
    check('live_views_seen_ck', sql`${t.lastSeenAt} >= ${t.firstSeenAt}`),
  ],
);
