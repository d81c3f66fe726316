import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { LtiCourse, RosterSync } from '../../src/schemas/lti-roster';
import { assertMaySyncRoster, rosterCourseClasses } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { ltiContextClasses, ltiCourseRosters, ltiPlatforms, ltiRosterSyncs, teachingClasses, users } from '../db/schema';
import { ApiError } from '../errors';
import { requestRosterSync, type SendSync } from './roster-sync-requests';
import { bindingOfRoster } from './course-roster-join';

/**
 * The LMS courses bound to the caller's classes, with their roster syncs (docs/api.md "LTI
 * courses"): an administrator sees the tenant's, a teacher those of the classes they teach
 * (server/access/lti-roster-rules.ts). Every query is bound to the caller's tenant, so another
 * tenant's course is a 404 and says nothing of itself.
 */
type SyncRow = typeof ltiRosterSyncs.$inferSelect;

const syncWire = (row: SyncRow, requestedBy: string | null): RosterSync => ({
  id: row.id,
  trigger: row.trigger,
  requestedBy,
  status: row.status,
  failure: row.failure,
  addedCount: row.addedCount,
  removedCount: row.removedCount,
  addedNames: row.addedNames,
  removedNames: row.removedNames,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** The newest sync of each roster, with the name of who asked for it. */
async function lastSyncs(db: Db, rosterIds: string[]): Promise<Map<string, RosterSync>> {
  if (rosterIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([ltiRosterSyncs.rosterId], { sync: ltiRosterSyncs, requestedBy: users.name })
    .from(ltiRosterSyncs)
    .leftJoin(users, eq(users.id, ltiRosterSyncs.requestedBy))
    .where(inArray(ltiRosterSyncs.rosterId, rosterIds))
    .orderBy(ltiRosterSyncs.rosterId, desc(ltiRosterSyncs.createdAt), desc(ltiRosterSyncs.id));
  return new Map(rows.map((row) => [row.sync.rosterId, syncWire(row.sync, row.requestedBy)]));
}

export async function ltiCoursesOf(db: Db, claims: AccessClaims): Promise<LtiCourse[]> {
  const courses = await db
    .select({
      rosterId: ltiCourseRosters.id,
      platformName: ltiPlatforms.name,
      courseTitle: ltiContextClasses.contextTitle,
      teclId: teachingClasses.id,
      className: teachingClasses.teclName,
    })
    .from(ltiContextClasses)
    .innerJoin(teachingClasses, eq(teachingClasses.id, ltiContextClasses.teclId))
    .leftJoin(ltiCourseRosters, bindingOfRoster)
    .leftJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiCourseRosters.platformId))
    .where(and(eq(ltiContextClasses.tenantId, claims.tid), rosterCourseClasses(claims)))
    .orderBy(asc(teachingClasses.teclName), asc(ltiContextClasses.contextTitle), asc(ltiContextClasses.contextId));
  const syncs = await lastSyncs(
    db,
    courses.flatMap((course) => (course.rosterId === null ? [] : [course.rosterId])),
  );
  return courses.map((course) => ({
    id: course.rosterId,
    platformName: course.platformName,
    courseTitle: course.courseTitle,
    teclId: course.teclId,
    className: course.className,
    lastSync: course.rosterId === null ? null : (syncs.get(course.rosterId) ?? null),
  }));
}

/** The course's sync, asked for now (or the one already waiting or running). */
export async function syncCourseNow(db: Db, send: SendSync, claims: AccessClaims, rosterId: string, now: Date): Promise<RosterSync> {
  const [course] = await db
    .select({ teacherId: teachingClasses.teacherId })
    .from(ltiCourseRosters)
    .innerJoin(ltiContextClasses, bindingOfRoster)
    .innerJoin(teachingClasses, eq(teachingClasses.id, ltiContextClasses.teclId))
    .where(and(eq(ltiCourseRosters.id, rosterId), eq(ltiCourseRosters.tenantId, claims.tid)));
  if (!course) throw new ApiError('notFound', 'no such LMS course is bound to a class');
  assertMaySyncRoster(claims, course.teacherId);
  const syncId = await requestRosterSync(db, send, { tenantId: claims.tid, rosterId, trigger: 'demand', requestedBy: claims.sub }, now);
  const [row] = await db
    .select({ sync: ltiRosterSyncs, requestedBy: users.name })
    .from(ltiRosterSyncs)
    .leftJoin(users, eq(users.id, ltiRosterSyncs.requestedBy))
    .where(eq(ltiRosterSyncs.id, syncId));
  return syncWire(row!.sync, row!.requestedBy);
}
