import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { vods } from './recordings';
import { tenants, users } from './tenancy';

/**
 * How often each viewer played each minute of a recording (docs/admin.md "Reports (server)"): the
 * engagement heat map. Counted by the player's progress saves (server/reports/watch-minutes.ts)
 * when playback moved forward normally; `plays` above 1 is a re-watched minute. Kept apart from
 * watch_records, which hold only the latest position, and not removed when a viewer clears their
 * viewing record: the heat map is the recording's, shown per minute, never per person.
 */
export const watchMinutes = pgTable(
  'watch_minutes',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    vodId: text('vod_id')
      .notNull()
      .references(() => vods.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0-based minute of the recording. */
    minute: integer('minute').notNull(),
    plays: integer('plays').notNull().default(1),
  },
  (t) => [
    // The heat map reads one recording's rows; the save adds to one viewer's.
    primaryKey({ columns: [t.vodId, t.userId, t.minute] }),
    index('watch_minutes_user_idx').on(t.userId),
    check('watch_minutes_minute_ck', sql`${t.minute} >= 0`),
    check('watch_minutes_plays_ck', sql`${t.plays} >= 1`),
  ],
);
