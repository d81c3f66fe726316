import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RosterSyncFailure, RosterSyncStatus, RosterSyncTrigger } from '../../../src/schemas/lti-roster';
import { enrolments, teachingClasses } from './catalogue';
import { createdAt, idColumn, ts } from './columns';
import { ltiPlatforms } from './lti';
import { lmsCourseColumns, ltiContextClasses } from './lti-launch';
import { tenants, users } from './tenancy';

/**
 * LTI Names and Role Provisioning Services 2.0 (docs/lti.md "Roster sync"): where an LMS course's
 * membership list is read, each sync of it, and which enrolments the LMS made, so a sync removes
 * only those and never a student an administrator enrolled by hand.
 */

/**
 * An LMS course's membership service, as its launches announce it (the NRPS claim): the address
 * Lectern reads the roster from and the platform registration whose client asks for the token. The
 * id names the course on the wire (the course's own key is four texts of the platform's).
 */
export const ltiCourseRosters = pgTable(
  'lti_course_rosters',
  {
    id: idColumn(),
    ...lmsCourseColumns(),
    platformId: text('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    membershipsUrl: text('memberships_url').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('lti_course_rosters_course_idx').on(t.tenantId, t.issuer, t.deploymentId, t.contextId)],
);

/**
 * One sync of a course's roster: who asked, what it changed (counts, and the names up to a bound,
 * for the administrators' eyes), or why the LMS failed it. At most one is waiting or running per
 * course (the partial unique index), so launches and the button never pile syncs up.
 */
export const ltiRosterSyncs = pgTable(
  'lti_roster_syncs',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    rosterId: text('roster_id')
      .notNull()
      .references(() => ltiCourseRosters.id, { onDelete: 'cascade' }),
    trigger: text('trigger').$type<RosterSyncTrigger>().notNull(),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<RosterSyncStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    failure: text('failure').$type<RosterSyncFailure>(),
    addedCount: integer('added_count').notNull().default(0),
    removedCount: integer('removed_count').notNull().default(0),
    addedNames: text('added_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    removedNames: text('removed_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('lti_roster_syncs_one_pending_idx')
      .on(t.rosterId)
      .where(sql`${t.status} in ('queued', 'running', 'retrying')`),
    index('lti_roster_syncs_roster_created_idx').on(t.rosterId, t.createdAt),
  ],
);

/**
 * An enrolment the LMS made (a launch or a sync of this course): a sync may remove it when the
 * course no longer lists the student. Removing the enrolment by hand removes this too (cascade).
 */
export const ltiRosterEnrolments = pgTable(
  'lti_roster_enrolments',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    teclId: text('tecl_id')
      .notNull()
      .references(() => teachingClasses.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    deploymentId: text('deployment_id').notNull(),
    contextId: text('context_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'lti_roster_enrolments_pk', columns: [t.teclId, t.studentId, t.issuer, t.deploymentId, t.contextId] }),
    foreignKey({
      name: 'lti_roster_enrolments_enrolment_fk',
      columns: [t.teclId, t.studentId],
      foreignColumns: [enrolments.teclId, enrolments.studentId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'lti_roster_enrolments_course_fk',
      columns: [t.tenantId, t.issuer, t.deploymentId, t.contextId],
      foreignColumns: [ltiContextClasses.tenantId, ltiContextClasses.issuer, ltiContextClasses.deploymentId, ltiContextClasses.contextId],
    }).onDelete('cascade'),
    index('lti_roster_enrolments_course_idx').on(t.tenantId, t.issuer, t.deploymentId, t.contextId),
  ],
);
