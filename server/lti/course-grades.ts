import type { Db } from '../db/client';
import { ltiCourseGrades } from '../db/schema';
import type { LaunchClaims } from './launch-claims';

/**
 * Keeps an LMS course's line items service as its launches announce it (docs/lti.md "Grades"):
 * the container's address and the scopes granted, refreshed by every launch, since a platform
 * administrator may grant or withdraw a scope at any time. Run in the launch's transaction.
 */
type CourseOfLaunch = { tenantId: string; issuer: string; platformId: string };

export async function keepCourseGrades(db: Db, launch: CourseOfLaunch, claims: LaunchClaims, now: Date): Promise<void> {
  if (claims.context === null || claims.gradeService === null) return;
  const service = { platformId: launch.platformId, lineItemsUrl: claims.gradeService.lineItemsUrl, scopes: claims.gradeService.scopes };
  await db
    .insert(ltiCourseGrades)
    .values({
      tenantId: launch.tenantId,
      issuer: launch.issuer,
      deploymentId: claims.deploymentId,
      contextId: claims.context.id,
      ...service,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [ltiCourseGrades.tenantId, ltiCourseGrades.issuer, ltiCourseGrades.deploymentId, ltiCourseGrades.contextId],
      set: { ...service, updatedAt: now },
    });
}
