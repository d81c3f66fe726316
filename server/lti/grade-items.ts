import { and, asc, eq, max } from 'drizzle-orm';
import type { ClassGrades, GradeFailure, GradeItem, GradeItemBody } from '../../src/schemas/lti-grades';
import { assertMayGradeClass } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { ltiContextClasses, ltiCourseGrades, ltiGradeItems, ltiGradeScores, ltiPlatforms, teachingClasses, vods } from '../db/schema';
import { ApiError } from '../errors';
import { ensureLineItem } from './line-item-creation';
import { queueItemScores, type SendScore } from './grade-score-requests';
import { AGS_LINEITEM_SCOPE, type ServiceTokens } from './service-token';

/**
 * A class's graded items in its LMS courses (docs/lti.md "Grades", docs/api.md "LTI grades"):
 * the courses bound to the class whose launches announced a line items service, the items made
 * there, and making one. Every query is bound to the caller's tenant and the class, so another
 * tenant's or another class's course is a 404 that says nothing of itself; who may is
 * server/access/lti-grade-rules.ts.
 */
type ItemRow = typeof ltiGradeItems.$inferSelect;

const itemWire = (row: ItemRow, lastPostedAt: Date | null): GradeItem => ({
  id: row.id,
  courseId: row.courseId,
  vodId: row.vodId,
  label: row.label,
  status: row.status,
  failure: row.failure,
  createdAt: row.createdAt.toISOString(),
  lastPostedAt: lastPostedAt?.toISOString() ?? null,
});

/** The class, checked to be the tenant's and managed by the caller. */
async function gradedClass(db: Db, claims: AccessClaims, teclId: string): Promise<{ id: string; name: string }> {
  const [tecl] = await db
    .select({ id: teachingClasses.id, name: teachingClasses.teclName, teacherId: teachingClasses.teacherId })
    .from(teachingClasses)
    .where(and(eq(teachingClasses.id, teclId), eq(teachingClasses.tenantId, claims.tid)));
  if (!tecl) throw new ApiError('notFound', 'no such class');
  assertMayGradeClass(claims, tecl.teacherId);
  return tecl;
}

/** The LMS courses bound to the class that announced a line items service. */
const coursesOfClass = (db: Db, tenantId: string, teclId: string) =>
  db
    .select({ course: ltiCourseGrades, platformName: ltiPlatforms.name, courseTitle: ltiContextClasses.contextTitle })
    .from(ltiContextClasses)
    .innerJoin(
      ltiCourseGrades,
      and(
        eq(ltiCourseGrades.tenantId, ltiContextClasses.tenantId),
        eq(ltiCourseGrades.issuer, ltiContextClasses.issuer),
        eq(ltiCourseGrades.deploymentId, ltiContextClasses.deploymentId),
        eq(ltiCourseGrades.contextId, ltiContextClasses.contextId),
      ),
    )
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiCourseGrades.platformId))
    .where(and(eq(ltiContextClasses.tenantId, tenantId), eq(ltiContextClasses.teclId, teclId)))
    .orderBy(asc(ltiContextClasses.contextTitle), asc(ltiCourseGrades.id));

async function itemsOfClass(db: Db, tenantId: string, teclId: string, itemId?: string): Promise<GradeItem[]> {
  const rows = await db
    .select({ item: ltiGradeItems, lastPostedAt: max(ltiGradeScores.postedAt) })
    .from(ltiGradeItems)
    .leftJoin(ltiGradeScores, eq(ltiGradeScores.itemId, ltiGradeItems.id))
    .where(
      and(
        eq(ltiGradeItems.tenantId, tenantId),
        eq(ltiGradeItems.teclId, teclId),
        itemId === undefined ? undefined : eq(ltiGradeItems.id, itemId),
      ),
    )
    .groupBy(ltiGradeItems.id)
    .orderBy(asc(ltiGradeItems.createdAt), asc(ltiGradeItems.id));
  return rows.map((row) => itemWire(row.item, row.lastPostedAt));
}

export async function classGrades(db: Db, claims: AccessClaims, teclId: string): Promise<ClassGrades> {
  await gradedClass(db, claims, teclId);
  const courses = await coursesOfClass(db, claims.tid, teclId);
  return {
    courses: courses.map((row) => ({
      id: row.course.id,
      platformName: row.platformName,
      courseTitle: row.courseTitle,
      canGrade: row.course.scopes.includes(AGS_LINEITEM_SCOPE),
    })),
    items: await itemsOfClass(db, claims.tid, teclId),
  };
}

/** What the item grades, and how the line item is labelled at the platform. */
async function resourceOf(db: Db, tenantId: string, tecl: { id: string; name: string }, vodId: string | null) {
  if (vodId === null) return { resourceId: `class:${tecl.id}`, label: `Watch completion: ${tecl.name}` };
  const [vod] = await db
    .select({ title: vods.title })
    .from(vods)
    .where(and(eq(vods.id, vodId), eq(vods.tenantId, tenantId), eq(vods.teclId, tecl.id)));
  if (!vod) throw new ApiError('notFound', 'no such recording in this class');
  return { resourceId: `vod:${vodId}`, label: `Watch completion: ${vod.title}` };
}

export type GradeDeps = { tokens: ServiceTokens; send: SendScore; now: Date; log: { warn: (details: object, message: string) => void } };

/**
 * Makes watch completion of a recording (or of the class) a graded item in the course. Asking
 * again answers the same item: the row is keyed by course and resource, and its line item is
 * looked up at the platform before one is made (./line-item-creation.ts), so a retried request
 * makes no second line item. An item still without one, failing or stopped, tries again.
 */
export async function makeGradeItem(
  db: Db,
  claims: AccessClaims,
  teclId: string,
  body: GradeItemBody,
  deps: GradeDeps,
): Promise<GradeItem> {
  const tecl = await gradedClass(db, claims, teclId);
  const course = (await coursesOfClass(db, claims.tid, teclId)).find((row) => row.course.id === body.courseId);
  if (!course) throw new ApiError('notFound', 'no such LMS course is bound to the class');
  if (!course.course.scopes.includes(AGS_LINEITEM_SCOPE))
    throw new ApiError('conflict', "the LMS did not grant Lectern its course's line items");
  const resource = await resourceOf(db, claims.tid, tecl, body.vodId);
  await db
    .insert(ltiGradeItems)
    .values({
      tenantId: claims.tid,
      courseId: course.course.id,
      teclId,
      vodId: body.vodId,
      ...resource,
      status: 'creating',
      createdBy: claims.sub,
      createdAt: deps.now,
      updatedAt: deps.now,
    })
    .onConflictDoNothing();
  const [item] = await db
    .select()
    .from(ltiGradeItems)
    .where(and(eq(ltiGradeItems.courseId, course.course.id), eq(ltiGradeItems.resourceId, resource.resourceId)));
  // Stopped: graded again, its line item looked up anew (the teacher may have deleted the column in the LMS).
  if (item!.lineItemUrl === null || item!.status === 'failing' || item!.status === 'stopped') {
    const failure: GradeFailure | null = await ensureLineItem(db, deps.tokens, { item: item!, course: course.course }, deps.now, deps.log);
    if (failure === null) await queueItemScores(db, deps.send, item!.id, deps.now);
  }
  const [wire] = await itemsOfClass(db, claims.tid, teclId, item!.id);
  return wire!;
}

/**
 * Stops grading an item: no score of it is sent any more (the queue and the score job send only
 * active items' scores). The LMS keeps its column and the scores already sent; Lectern never
 * deletes a column of the gradebook. Stopping a stopped item answers it as it is.
 */
export async function stopGradeItem(db: Db, claims: AccessClaims, teclId: string, itemId: string, now: Date): Promise<GradeItem> {
  await gradedClass(db, claims, teclId);
  const [stopped] = await db
    .update(ltiGradeItems)
    .set({ status: 'stopped', failure: null, updatedAt: now })
    .where(and(eq(ltiGradeItems.id, itemId), eq(ltiGradeItems.tenantId, claims.tid), eq(ltiGradeItems.teclId, teclId)))
    .returning({ id: ltiGradeItems.id });
  if (!stopped) throw new ApiError('notFound', 'no such graded item in this class');
  const [wire] = await itemsOfClass(db, claims.tid, teclId, itemId);
  return wire!;
}
