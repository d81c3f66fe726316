import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { PENDING_ROSTER_SYNC, type RosterSyncTrigger } from '../../src/schemas/lti-roster';
import type { Db } from '../db/client';
import { ltiContextClasses, ltiCourseRosters, ltiRosterSyncs } from '../db/schema';
import type { LaunchClaims } from './launch-claims';
import { bindingOfRoster } from './course-roster-join';

/**
 * Asking for a roster sync (docs/lti.md "Roster sync"). A launch from a course announces its
 * membership service, which is kept with the course (`lti_course_rosters`); a launch from a
 * bound course, or the course's button, then asks for a sync. A sync is a row first and a job
 * second: the row says what is to do, so a job lost with its process is sent again by the
 * worker's sweep, and the partial unique index keeps one waiting or running sync per course
 * however many launches arrive at once.
 */

/** Launches sync a course at most this often: a class opening the same link together asks once. */
export const LAUNCH_SYNC_INTERVAL_MS = 5 * 60_000;

type CourseOfLaunch = { tenantId: string; issuer: string; platformId: string };

/**
 * Keeps the course's membership service as the launch names it; run in the launch's transaction.
 * Answers the course's roster id, or null when the launch has no course or no membership service.
 */
export async function keepCourseRoster(db: Db, launch: CourseOfLaunch, claims: LaunchClaims, now: Date): Promise<string | null> {
  if (claims.context === null || claims.membershipsUrl === null) return null;
  const course = { tenantId: launch.tenantId, issuer: launch.issuer, deploymentId: claims.deploymentId, contextId: claims.context.id };
  const [kept] = await db
    .insert(ltiCourseRosters)
    .values({ ...course, platformId: launch.platformId, membershipsUrl: claims.membershipsUrl, updatedAt: now })
    .onConflictDoUpdate({
      target: [ltiCourseRosters.tenantId, ltiCourseRosters.issuer, ltiCourseRosters.deploymentId, ltiCourseRosters.contextId],
      set: { platformId: launch.platformId, membershipsUrl: claims.membershipsUrl, updatedAt: now },
    })
    .returning({ id: ltiCourseRosters.id });
  return kept!.id;
}

export type SyncRequest = { tenantId: string; rosterId: string; trigger: RosterSyncTrigger; requestedBy: string | null };

const pendingOf = (rosterId: string) =>
  and(eq(ltiRosterSyncs.rosterId, rosterId), inArray(ltiRosterSyncs.status, [...PENDING_ROSTER_SYNC]));

/**
 * Sends a sync's job (the job queue's `lti-roster-sync`, given by the caller so this module does
 * not depend on the jobs); null with no queue in this process (a web process beside workers):
 * the workers' sweep finds the row.
 */
export type SendSync = ((syncId: string) => Promise<void>) | null;

async function sendSync(send: SendSync, syncId: string): Promise<void> {
  if (send !== null) await send(syncId);
}

/**
 * A sync of the course, made unless one is waiting or running (then that one is answered):
 * what the button asks. Answers the sync's id.
 */
export async function requestRosterSync(db: Db, send: SendSync, request: SyncRequest, now: Date): Promise<string> {
  const [made] = await db
    .insert(ltiRosterSyncs)
    .values({ ...request, status: 'queued', createdAt: now })
    .onConflictDoNothing()
    .returning({ id: ltiRosterSyncs.id });
  const syncId = made?.id ?? (await db.select({ id: ltiRosterSyncs.id }).from(ltiRosterSyncs).where(pendingOf(request.rosterId)))[0]?.id;
  // The pending one finished between the insert and the read: ask again, it cannot finish twice.
  if (syncId === undefined) return requestRosterSync(db, send, request, now);
  await sendSync(send, syncId);
  return syncId;
}

/**
 * What a launch from the course asks: a sync when the course is bound to a class and none was
 * asked in the last LAUNCH_SYNC_INTERVAL_MS; nothing otherwise. Launches at once that all pass
 * the check make one sync: the unique index of pending syncs refuses the others.
 */
export async function requestLaunchSync(db: Db, send: SendSync, tenantId: string, rosterId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LAUNCH_SYNC_INTERVAL_MS);
  const [roster] = await db
    .select({ id: ltiCourseRosters.id })
    .from(ltiCourseRosters)
    .innerJoin(ltiContextClasses, bindingOfRoster)
    .where(and(eq(ltiCourseRosters.id, rosterId), eq(ltiCourseRosters.tenantId, tenantId)));
  if (!roster) return;
  const [recent] = await db
    .select({ id: ltiRosterSyncs.id })
    .from(ltiRosterSyncs)
    .where(and(eq(ltiRosterSyncs.rosterId, rosterId), gt(ltiRosterSyncs.createdAt, since)))
    .orderBy(desc(ltiRosterSyncs.createdAt))
    .limit(1);
  if (recent) return;
  const [made] = await db
    .insert(ltiRosterSyncs)
    .values({ tenantId, rosterId, trigger: 'launch', requestedBy: null, status: 'queued', createdAt: now })
    .onConflictDoNothing()
    .returning({ id: ltiRosterSyncs.id });
  if (made) await sendSync(send, made.id);
}

/**
 * After a launch's transaction: its course's sync asked for, never failing the launch, which has
 * happened whatever the queue says (the sweep sends a sync whose job could not be).
 */
export async function syncAfterLaunch(
  db: Db,
  send: SendSync,
  course: { tenantId: string; rosterId: string },
  now: Date,
  log: { warn: (details: object, message: string) => void },
): Promise<void> {
  try {
    await requestLaunchSync(db, send, course.tenantId, course.rosterId, now);
  } catch (error) {
    log.warn({ err: error, rosterId: course.rosterId }, 'LTI roster sync not queued after a launch');
  }
}

/** Syncs waiting or running with no job: the worker's sweep sends them again (a process killed mid-sync). */
export async function pendingRosterSyncs(db: Db): Promise<{ syncId: string }[]> {
  const rows = await db
    .select({ id: ltiRosterSyncs.id })
    .from(ltiRosterSyncs)
    .where(inArray(ltiRosterSyncs.status, [...PENDING_ROSTER_SYNC]));
  return rows.map((row) => ({ syncId: row.id }));
}
