import { and, asc, count, ilike, inArray } from 'drizzle-orm';
import type { AttachClass } from '../../src/schemas/media-library';
import { assertMediaCaller, manageableClasses } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { courseSessions, teachingClasses } from '../db/schema';
import type { Paged } from './resources';
import { containing } from '../db/like-pattern';

/**
 * GET /v1/media/lessons: where a resource may be attached: the caller's own classes (an
 * administrator: the tenant's), by name, each with its lessons in time order.
 */

export async function attachClasses(
  db: Db,
  claims: AccessClaims,
  query: { 'page.pageIndex': number; 'page.pageSize': number; title?: string | undefined },
): Promise<Paged<AttachClass>> {
  assertMediaCaller(claims);
  const pageIndex = query['page.pageIndex'];
  const pageSize = query['page.pageSize'];
  const where = and(manageableClasses(claims), query.title ? ilike(teachingClasses.teclName, containing(query.title)) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(teachingClasses).where(where);
  const classes = await db
    .select({ teclId: teachingClasses.id, teclName: teachingClasses.teclName })
    .from(teachingClasses)
    .where(where)
    .orderBy(asc(teachingClasses.teclName), asc(teachingClasses.id))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);
  const lessons = classes.length
    ? await db
        .select({
          teclId: courseSessions.teclId,
          courId: courseSessions.id,
          courName: courseSessions.courName,
          beginTime: courseSessions.courBeginTime,
          weekNo: courseSessions.weekNo,
        })
        .from(courseSessions)
        .where(
          inArray(
            courseSessions.teclId,
            classes.map((c) => c.teclId),
          ),
        )
        .orderBy(asc(courseSessions.courBeginTime), asc(courseSessions.id))
    : [];
  const records = classes.map((c) => ({
    ...c,
    lessons: lessons
      .filter((l) => l.teclId === c.teclId)
      .map(({ courId, courName, beginTime, weekNo }) => ({ courId, courName, beginTime: beginTime.toISOString(), weekNo })),
  }));
  return { records, total, pageIndex, pageSize };
}
