import { and, eq, inArray, sql } from 'drizzle-orm';
import { PENDING_ROSTER_SYNC, ROSTER_NAMES_MAX, type RosterSyncFailure } from '../../src/schemas/lti-roster';
import { mayBeEnrolledByLaunch } from '../access';
import type { Db } from '../db/client';
import { ltiContextClasses, ltiCourseRosters, ltiPlatforms, ltiRosterSyncs } from '../db/schema';
import { platformUser } from './launch-user';
import { MembershipsError, readMemberships, type RosterMember } from './nrps-memberships';
import { launchRoleOf } from './role-mapping';
import { enrolFromLms, unenrolLeavers, type LmsCourse } from './roster-enrolments';
import { NRPS_SCOPE, ServiceTokenError, type ServiceTokens } from './service-token';
import { bindingOfRoster } from './course-roster-join';

/**
 * One roster sync (docs/lti.md "Roster sync"): the course's members read from the platform
 * (./nrps-memberships.ts, with a token of ./service-token.ts), then, in one transaction, its
 * active learners made Lectern users as a launch makes them (./launch-user.ts) and enrolled in the
 * bound class, and the enrolments the LMS made for those no longer listed removed
 * (./roster-enrolments.ts). Nothing is written before the whole roster is read, so a platform
 * that fails changes nothing. Safe to run twice: the sync is claimed by a conditional update
 * (only a waiting or running sync runs), and its result is written in the transaction that
 * applies it, so a finished sync is never applied again and a killed one is applied whole or not.
 */
export const ROSTER_SYNC_ATTEMPTS = 5;

export type SyncOutcome = 'done' | 'retry' | 'skipped';

type SyncRow = typeof ltiRosterSyncs.$inferSelect;

/** Takes the sync unless it is finished; counts the attempt. */
async function claim(db: Db, syncId: string): Promise<SyncRow | undefined> {
  const [row] = await db
    .update(ltiRosterSyncs)
    .set({ status: 'running', attempts: sql`${ltiRosterSyncs.attempts} + 1` })
    .where(and(eq(ltiRosterSyncs.id, syncId), inArray(ltiRosterSyncs.status, [...PENDING_ROSTER_SYNC])))
    .returning();
  return row;
}

/** The course, its class and its platform registration, as they are now. */
async function courseOf(db: Db, sync: SyncRow) {
  const [row] = await db
    .select({ roster: ltiCourseRosters, teclId: ltiContextClasses.teclId, platform: ltiPlatforms })
    .from(ltiCourseRosters)
    .innerJoin(ltiContextClasses, bindingOfRoster)
    .innerJoin(ltiPlatforms, and(eq(ltiPlatforms.id, ltiCourseRosters.platformId), eq(ltiPlatforms.tenantId, ltiCourseRosters.tenantId)))
    .where(and(eq(ltiCourseRosters.id, sync.rosterId), eq(ltiCourseRosters.tenantId, sync.tenantId)));
  return row;
}

const finish = (db: Db, syncId: string, set: Partial<SyncRow>) =>
  db
    .update(ltiRosterSyncs)
    .set(set)
    .where(and(eq(ltiRosterSyncs.id, syncId), eq(ltiRosterSyncs.status, 'running')));

/** The failure a thrown error is, for the page; anything else is Lectern's own and thrown on. */
function failureOf(error: unknown): RosterSyncFailure | null {
  if (error instanceof ServiceTokenError) return 'token';
  if (error instanceof MembershipsError) return error.malformed ? 'answer' : 'memberships';
  return null;
}

/** The learners of the course still in it: the launch's role mapping, and the Active status. */
export const activeLearners = (members: readonly RosterMember[]): RosterMember[] =>
  members.filter((member) => member.active && launchRoleOf(member.roles) === 'student');

const bounded = (names: string[]) => names.slice(0, ROSTER_NAMES_MAX);

export async function runRosterSync(
  db: Db,
  tokens: ServiceTokens,
  syncId: string,
  clock: () => Date,
  log: (line: string) => void,
): Promise<SyncOutcome> {
  const sync = await claim(db, syncId);
  if (!sync) return 'skipped';
  const course = await courseOf(db, sync);
  if (!course) {
    await finish(db, syncId, { status: 'failed', failure: 'unbound', finishedAt: clock() });
    return 'done';
  }
  const { roster, platform, teclId } = course;
  let members: RosterMember[];
  try {
    const token = await tokens.tokenFor(platform, NRPS_SCOPE);
    members = await readMemberships(roster.membershipsUrl, token).catch((error: unknown) => {
      // A token the platform refused before its time is not asked for again until it is.
      tokens.forget(platform, NRPS_SCOPE);
      throw error;
    });
  } catch (error) {
    const failure = failureOf(error);
    if (failure === null) throw error;
    log(`lti roster sync ${syncId}: ${error instanceof Error ? error.message : String(error)}`);
    const last = sync.attempts >= ROSTER_SYNC_ATTEMPTS;
    await finish(db, syncId, { status: last ? 'failed' : 'retrying', failure, finishedAt: last ? clock() : null });
    return last ? 'done' : 'retry';
  }
  const now = clock();
  const lmsCourse: LmsCourse = {
    tenantId: roster.tenantId,
    issuer: roster.issuer,
    deploymentId: roster.deploymentId,
    contextId: roster.contextId,
  };
  await db.transaction(async (tx) => {
    const added: string[] = [];
    const keep: string[] = [];
    for (const member of activeLearners(members)) {
      const user = await platformUser(tx, { tenantId: roster.tenantId, issuer: roster.issuer }, member, 'student', now);
      // A disabled account, or someone Lectern knows as a teacher, is not enrolled (as at launch).
      if (user === null || !mayBeEnrolledByLaunch(user)) continue;
      keep.push(user.id);
      if (await enrolFromLms(tx, lmsCourse, teclId, user.id, now)) added.push(member.name ?? user.username);
    }
    const removed = await unenrolLeavers(tx, lmsCourse, teclId, keep);
    await finish(tx, syncId, {
      status: 'succeeded',
      failure: null,
      addedCount: added.length,
      removedCount: removed.length,
      addedNames: bounded(added),
      removedNames: bounded(removed),
      finishedAt: now,
    });
  });
  return 'done';
}
