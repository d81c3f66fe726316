import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { courseSessions } from './catalogue';
import { vods } from './recordings';
import { tenants } from './tenancy';

/**
 * Viewing counted per recording and per lesson, for the data board (docs/admin.md "Data board
 * (server)"): its tenant-wide figures read one row per recording or lesson instead of every watch
 * record or live view. Kept by triggers on watch_records and live_views (the migration that
 * creates these tables), in the same transaction as the row they count, so they never drift
 * from it whoever writes: the player's saves, a viewer clearing their record, a deleted user.
 */
export const vodViewingTotals = pgTable(
  'vod_viewing_totals',
  {
    vodId: text('vod_id')
      .primaryKey()
      .references(() => vods.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Watch records of the recording: its viewers. */
    viewers: integer('viewers').notNull().default(0),
    /** Sum of their watch_percent (the mean is this over viewers). */
    percentSum: doublePrecision('percent_sum').notNull().default(0),
    /** Viewers by watch_percent: [0, .25), [.25, .5), [.5, .75), [.75, 1), and 1 (watched to the end). */
    quarter1: integer('quarter_1').notNull().default(0),
    quarter2: integer('quarter_2').notNull().default(0),
    quarter3: integer('quarter_3').notNull().default(0),
    quarter4: integer('quarter_4').notNull().default(0),
    finished: integer('finished').notNull().default(0),
  },
  (t) => [
    // The board's top lessons: the tenant's most viewed first.
    index('vod_viewing_totals_tenant_viewers_idx').on(t.tenantId, t.viewers.desc()),
    check('vod_viewing_totals_viewers_ck', sql`${t.viewers} >= 0`),
  ],
);

export const lessonLiveTotals = pgTable(
  'lesson_live_totals',
  {
    courId: text('cour_id')
      .primaryKey()
      .references(() => courseSessions.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Live views of the lesson: who attended it live. */
    viewers: integer('viewers').notNull().default(0),
  },
  (t) => [index('lesson_live_totals_tenant_idx').on(t.tenantId), check('lesson_live_totals_viewers_ck', sql`${t.viewers} >= 0`)],
);
