import { z } from 'zod';
import { idText } from './text';

/**
 * LTI roster sync (Names and Role Provisioning Services 2.0; docs/lti.md "Roster sync", docs/api.md
 * "LTI courses"): the LMS courses bound to the tenant's classes, each with its last sync, and the
 * request for a sync now. The failure is a code the page words in the reader's language.
 */

/** At most this many names of students added (and removed) are kept with a sync; the counts are whole. */
export const ROSTER_NAMES_MAX = 50;

export const ROSTER_SYNC_TRIGGERS = ['launch', 'demand'] as const;
export type RosterSyncTrigger = (typeof ROSTER_SYNC_TRIGGERS)[number];

/** queued → running → succeeded, or → retrying (the LMS failed; the job tries again later) → … → failed. */
export const ROSTER_SYNC_STATUSES = ['queued', 'running', 'retrying', 'succeeded', 'failed'] as const;
export type RosterSyncStatus = (typeof ROSTER_SYNC_STATUSES)[number];
/** A sync still to finish: at most one per course. */
export const PENDING_ROSTER_SYNC: readonly RosterSyncStatus[] = ['queued', 'running', 'retrying'];

/**
 * Why a sync did not finish: the platform's token endpoint refused or did not answer (`token`),
 * its membership service did (`memberships`), its answer was not a membership list (`answer`),
 * or the course is no longer bound to a class or its platform no longer registered (`unbound`).
 */
export const ROSTER_SYNC_FAILURES = ['token', 'memberships', 'answer', 'unbound'] as const;
export type RosterSyncFailure = (typeof ROSTER_SYNC_FAILURES)[number];

export const rosterSyncSchema = z.object({
  id: z.string(),
  trigger: z.enum(ROSTER_SYNC_TRIGGERS),
  /** Who pressed the button (a name), or null for a launch. */
  requestedBy: z.string().nullable(),
  status: z.enum(ROSTER_SYNC_STATUSES),
  failure: z.enum(ROSTER_SYNC_FAILURES).nullable(),
  addedCount: z.number().int(),
  removedCount: z.number().int(),
  addedNames: z.array(z.string()),
  removedNames: z.array(z.string()),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type RosterSync = z.infer<typeof rosterSyncSchema>;

/** An LMS course bound to a class of the tenant, with what its roster sync did last. */
export const ltiCourseSchema = z.object({
  /** The course's roster id: null while no launch from it announced a membership service. */
  id: z.string().nullable(),
  platformName: z.string().nullable(),
  courseTitle: z.string().nullable(),
  teclId: z.string(),
  className: z.string(),
  lastSync: rosterSyncSchema.nullable(),
});
export type LtiCourse = z.infer<typeof ltiCourseSchema>;

export const ltiCourseParamsSchema = z.object({ id: idText() });
