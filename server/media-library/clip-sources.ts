import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { ClipSource } from '../../src/schemas/media-library';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { VOD_STATUS, courseSessions, teachingClasses, vods } from '../db/schema';
import { assertMediaCaller, isAdministrator } from './caller';
import type { Paged } from './resources';
import { containing } from '../db/like-pattern';

/**
 * GET /v1/media/clip-sources: the recordings a clip may be cut from: the ready recordings of the
 * caller's own classes (an administrator: of their tenant), newest first, optionally those whose
 * title or lesson name contains `title`.
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
    isAdministrator(claims) ? undefined : eq(teachingClasses.teacherId, claims.sub),
    pattern === null ? undefined : or(ilike(vods.title, pattern), ilike(courseSessions.courName, pattern)),
  );
  const from = () =>
    db
      .select({
        vodId: vods.id,
        teclId: vods.teclId,
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
    .orderBy(desc(vods.createdAt), desc(vods.id))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);
  return { records: rows.map((row) => ({ ...row, beginTime: row.beginTime.toISOString() })), total, pageIndex, pageSize };
}
