import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { GradeFailure } from '../../src/schemas/lti-grades';
import type { Db } from '../db/client';
import { ltiCourseGrades, ltiGradeItems, ltiPlatforms } from '../db/schema';
import { createLineItem, findLineItem } from './ags-calls';
import { PlatformCallFailed } from './platform-json';
import { AGS_LINEITEM_SCOPE, ServiceTokenError, type ServiceTokens } from './service-token';

/**
 * Gives a graded item its line item at the platform (AGS §3.2): the one an earlier attempt made,
 * found by its resource id and Lectern's tag, else a new one. Looking first is what makes a retry
 * safe: an attempt that made the line item but died before recording it finds it the next time.
 * Answers null when the item has its line item (or another request is making it), else why not
 * (also recorded on the item, for the teacher's page; the platform's own words go to the log only).
 */
/** Longer than a token request, a search and a creation at the platform's timeout each. */
export const CLAIM_TAKEN_OVER_AFTER_MS = 60_000;

type Item = typeof ltiGradeItems.$inferSelect;
type Course = typeof ltiCourseGrades.$inferSelect;
type Log = { warn: (details: object, message: string) => void };

export async function ensureLineItem(db: Db, tokens: ServiceTokens, of: { item: Item; course: Course }, now: Date, log: Log) {
  const { item, course } = of;
  // Claim this attempt: of two requests that read the same row, one raises its count; the other
  // leaves the line item to it and answers the item as it stands. An item another attempt is
  // making (`creating` after its first claim) is left to it, unless that attempt has been silent
  // longer than any of its calls may take (its process died): then this one takes over.
  const [claimed] = await db
    .update(ltiGradeItems)
    .set({ attempts: item.attempts + 1, status: 'creating', updatedAt: now })
    .where(
      and(
        eq(ltiGradeItems.id, item.id),
        eq(ltiGradeItems.attempts, item.attempts),
        or(
          ne(ltiGradeItems.status, 'creating'),
          eq(ltiGradeItems.attempts, 0),
          lt(ltiGradeItems.updatedAt, new Date(now.getTime() - CLAIM_TAKEN_OVER_AFTER_MS)),
        ),
      ),
    )
    .returning({ id: ltiGradeItems.id });
  if (!claimed) return null;
  const [platform] = await db
    .select()
    .from(ltiPlatforms)
    .where(and(eq(ltiPlatforms.id, course.platformId), eq(ltiPlatforms.tenantId, course.tenantId)));
  let failure: GradeFailure | null = null;
  let lineItemUrl: string | null = null;
  if (!platform) failure = 'unbound';
  else {
    try {
      const token = await tokens.tokenFor(platform, AGS_LINEITEM_SCOPE);
      lineItemUrl =
        (await findLineItem(course.lineItemsUrl, token, item.resourceId)) ??
        (await createLineItem(course.lineItemsUrl, token, { label: item.label, resourceId: item.resourceId }));
    } catch (error) {
      if (!(error instanceof ServiceTokenError || error instanceof PlatformCallFailed)) throw error;
      failure = error instanceof ServiceTokenError ? 'token' : 'lineItems';
      log.warn({ err: error, itemId: item.id }, 'LTI line item not made');
    }
  }
  await db
    .update(ltiGradeItems)
    .set(
      lineItemUrl === null
        ? { status: 'failing', failure, updatedAt: now }
        : { lineItemUrl, status: 'active', failure: null, updatedAt: now },
    )
    // Grading stopped meanwhile stays stopped: a restart finds the line item at the platform.
    .where(and(eq(ltiGradeItems.id, item.id), eq(ltiGradeItems.status, 'creating')));
  return failure;
}
