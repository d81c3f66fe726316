import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { ClipSource } from '../../src/schemas/media-library';
import { assertMediaCaller, manageableClasses } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { VOD_STATUS, courseSessions, teachingClasses, vods } from '../db/schema';
import type { Paged } from './resources';
import { containing } from '../db/like-pattern';

/**
 * GET /v1/media/clip-sources: the recordings a clip may be cut from: the ready recordings of the
 * caller's own classes (an administrator: of their tenant), the latest lesson's first (as the class
 * page orders them, not by upload time), optionally those whose title or lesson name contains
 * `title`; each with its class's name and its lesson's begin time, which tell recordings titled
 * alike apart.
 */

export async function clipSources(
  db: Db,
  claims: AccessClaims,
  query: { 'page.pageIndex': number; 'page.pageSize': number; title?: string | undefined },
): Promise<Paged<ClipSource>> {
  assertMediaCaller(claims);
  const pageIndex = query['page.pageIndex'];
  const pageSize = query['page.pageSize'];
  const pattern = query.title ? containing(query.title) : null;
  const where = and(
    eq(vods.tenantId, claims.tid),
    eq(vods.status, VOD_STATUS.ready),
    manageableClasses(claims),
    pattern === null ? undefined : or(ilike(vods.title, pattern), ilike(courseSessions.courName, pattern)),
  );
  const from = () =>
    db
      .select({
        vodId: vods.id,
        teclId: vods.teclId,
        teclName: teachingClasses.teclName,
        courId: courseSessions.id,
        courName: courseSessions.courName,
        title: vods.title,
        beginTime: courseSessions.courBeginTime,
        durationS: vods.durationS,
      })
      .from(vods)
      .innerJoin(courseSessions, eq(courseSessions.id, vods.courId))
      .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId));
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(vods)
    .innerJoin(courseSessions, eq(courseSessions.id, vods.courId))
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .where(where);
  const rows = await from()
    .where(where)
    .orderBy(desc(courseSessions.courBeginTime), desc(vods.id))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);
  return { records: rows.map((row) => ({ ...row, beginTime: row.beginTime.toISOString() })), total, pageIndex, pageSize };
}
