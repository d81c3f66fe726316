import { index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LtiLanding } from '../../../src/schemas/lti-launch';
import { teachingClasses } from './catalogue';
import { createdAt, idColumn, ts } from './columns';
import { ltiPlatforms } from './lti';
import { tenants, users } from './tenancy';

/**
 * The LTI 1.3 launch (docs/lti.md "The launch"): what a launch keeps between its requests, and
 * what it leaves behind (who a platform's user is in Lectern, which class an LMS course is).
 * Nothing here lives in a cookie: a launch runs inside the LMS's frame, where third-party cookies
 * are blocked in Safari and in Chrome's private windows.
 */

/**
 * One OIDC login initiation: the `state` Lectern sent to the platform's authorisation endpoint
 * (kept as its SHA-256, like every other bearer value) and the `nonce` the id token must carry.
 * Used once: the launch marks it used in the same statement that reads it, so a replayed launch
 * finds it spent. Rows are pruned a while after they expire.
 */
export const ltiLoginStates = pgTable(
  'lti_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    platformId: text('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    /** The login initiation's `lti_deployment_id` when it sent one: the launch must carry the same. */
    deploymentId: text('deployment_id'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('lti_login_states_expires_idx').on(t.expiresAt)],
);

/**
 * A platform's user as a Lectern user: matched by the platform's issuer and the user's `sub`,
 * never by a name or an e-mail. The issuer, not the registration row, names the platform: OIDC
 * makes `sub` unique per issuer, so one person stays one user when the platform is registered again
 * or under a second client id.
 */
export const ltiUsers = pgTable(
  'lti_users',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastLaunchAt: ts('last_launch_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.issuer, t.subject] }), index('lti_users_user_idx').on(t.userId)],
);

/**
 * What names an LMS course in a tenant: the launch's context, unique within its deployment of the
 * platform's issuer. The course's binding, roster service and grade service each carry it.
 */
export const lmsCourseColumns = () => ({
  tenantId: text('tenant_id')
    .notNull()
    .references(() => tenants.id),
  issuer: text('issuer').notNull(),
  deploymentId: text('deployment_id').notNull(),
  contextId: text('context_id').notNull(),
});

/**
 * An LMS course (the launch's context, unique within its deployment) bound to the Lectern class
 * its links name. Made only by a launch of someone who may manage that class (its teacher, an
 * administrator), so an LMS instructor cannot enrol their course's students in any class they
 * name; the roster sync to come reads it too (docs/lti.md "Classes").
 */
export const ltiContextClasses = pgTable(
  'lti_context_classes',
  {
    ...lmsCourseColumns(),
    teclId: text('tecl_id')
      .notNull()
      .references(() => teachingClasses.id, { onDelete: 'cascade' }),
    /** The course's title when the launch gave one, for the administrators' eyes. */
    contextTitle: text('context_title'),
    boundBy: text('bound_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.issuer, t.deploymentId, t.contextId] }), index('lti_context_classes_tecl_idx').on(t.teclId)],
);

/**
 * A launch that succeeded, waiting for its page: the single-use code the SPA exchanges for a
 * session (its SHA-256; valid 60 s), where the page lands, and the origins that may frame it. The
 * row's id names the launch in the page's address (not a secret: it only says who may frame
 * the page); it is kept for hours after the code is spent, so the page can reload in its frame.
 */
export const ltiLaunches = pgTable(
  'lti_launches',
  {
    id: idColumn(),
    codeHash: text('code_hash').notNull(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    landing: jsonb('landing').$type<LtiLanding>().notNull(),
    frameOrigins: text('frame_origins').array().notNull(),
    createdAt: createdAt(),
    codeExpiresAt: ts('code_expires_at').notNull(),
    codeUsedAt: ts('code_used_at'),
  },
  (t) => [uniqueIndex('lti_launches_code_idx').on(t.codeHash), index('lti_launches_created_idx').on(t.createdAt)],
);
