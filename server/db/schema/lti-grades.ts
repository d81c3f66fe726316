import { sql } from 'drizzle-orm';
import { index, integer, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GradeFailure, GradeItemStatus } from '../../../src/schemas/lti-grades';
import { teachingClasses } from './catalogue';
import { createdAt, idColumn, ts } from './columns';
import { ltiPlatforms } from './lti';
import { lmsCourseColumns } from './lti-launch';
import { vods } from './recordings';
import { tenants, users } from './tenancy';

/**
 * LTI Assignment and Grade Services 2.0 (docs/lti.md "Grades"): where an LMS course's line items
 * are, the graded items Lectern made there, and per item and student the last score posted, so
 * a change is posted once however often its job runs.
 */

/**
 * An LMS course's line items service, as its launches announce it (the AGS endpoint claim): the
 * container's address and the scopes the platform granted. The id names the course on the wire.
 */
export const ltiCourseGrades = pgTable(
  'lti_course_grades',
  {
    id: idColumn(),
    ...lmsCourseColumns(),
    platformId: text('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    lineItemsUrl: text('line_items_url').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('lti_course_grades_course_idx').on(t.tenantId, t.issuer, t.deploymentId, t.contextId)],
);

/**
 * A graded item: watch completion of one recording (`vod_id`), or of the class's recordings (no
 * recording), in one LMS course. `resource_id` (`vod:<id>` or `class:<id>`) is what the line item
 * carries at the platform; one item per course and resource, so asking twice makes one.
 */
export const ltiGradeItems = pgTable(
  'lti_grade_items',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    courseId: text('course_id')
      .notNull()
      .references(() => ltiCourseGrades.id, { onDelete: 'cascade' }),
    teclId: text('tecl_id')
      .notNull()
      .references(() => teachingClasses.id, { onDelete: 'cascade' }),
    vodId: text('vod_id').references(() => vods.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id').notNull(),
    label: text('label').notNull(),
    /** The line item's address at the platform; null until it is made. */
    lineItemUrl: text('line_item_url'),
    status: text('status').$type<GradeItemStatus>().notNull(),
    /** Attempts at making the line item: a request claims one by raising it, so two at once make one line item. */
    attempts: integer('attempts').notNull().default(0),
    failure: text('failure').$type<GradeFailure>(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('lti_grade_items_resource_idx').on(t.courseId, t.resourceId), index('lti_grade_items_tecl_idx').on(t.teclId)],
);

/**
 * A student's score of an item. Each progress save raises `version`; the job posts the score of
 * the moment and records the version it covered, so a rerun finds nothing newer and posts nothing.
 */
export const ltiGradeScores = pgTable(
  'lti_grade_scores',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    itemId: text('item_id')
      .notNull()
      .references(() => ltiGradeItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The platform's `sub` of the student: the score's `userId` (AGS §3.4.3). */
    subject: text('subject').notNull(),
    version: integer('version').notNull().default(1),
    postedVersion: integer('posted_version').notNull().default(0),
    postedScore: real('posted_score'),
    postedAt: ts('posted_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('lti_grade_scores_item_user_idx').on(t.itemId, t.userId),
    index('lti_grade_scores_unposted_idx')
      .on(t.itemId)
      .where(sql`${t.version} > ${t.postedVersion}`),
  ],
);
