import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who is running a media job now (server/jobs/job-lease.ts, docs/uploads.md "Jobs"): one row per
 * upload or clip being worked on, its owner (one attempt of one worker) and the moment the lease
 * runs out. The owner renews it while it works; a worker that dies stops renewing, and once
 * `until` has passed any worker takes the work over. Times are the database's now(), shared by
 * every process, not the application clock that tests move.
 */
export const jobLeases = pgTable('job_leases', {
  key: text('key').primaryKey(),
  owner: text('owner').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
