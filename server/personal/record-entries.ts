import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { WatchRecordItem } from '../../src/schemas/personal';
import type { AccessClaims } from '../auth/token-signer';
import { classCardColumns, withClassCard } from '../catalogue/class-card';
import { courStatusAt } from '../catalogue/cour-status';
import type { Db } from '../db/client';
import { COUR_STATUS, courseSessions, liveViews, teachingClasses, vods, watchRecords } from '../db/schema';
import { publishedReady } from '../access';
import { localDayText } from '../local-day';

/**
 * The two kinds of viewing-record entry as the caller may see them, and their details for one
 * page (server/personal/watch-records.ts merges and pages them).
 */
export const myRecorded = (claims: AccessClaims) => and(eq(watchRecords.userId, claims.sub), eq(watchRecords.tenantId, claims.tid));

/** A live view the viewer removed from their record stays for attendance, hidden from them. */
export const myLive = (claims: AccessClaims) =>
  and(eq(liveViews.userId, claims.sub), eq(liveViews.tenantId, claims.tid), isNull(liveViews.hiddenAt));

const clampPercent = (value: number) => Math.min(1, Math.max(0, value));

/** Recorded entries by id: the watch record with its recording and class. */
export async function recordedEntries(db: Db, ids: string[]): Promise<WatchRecordItem[]> {
  if (ids.length === 0) return [];
  const query = db
    .select({
      id: watchRecords.id,
      vodId: watchRecords.vodId,
      courId: vods.courId,
      title: vods.title,
      posterUrl: vods.posterUrl,
      durationS: vods.durationS,
      watchPercent: watchRecords.watchPercent,
      positionS: watchRecords.positionS,
      watchedAt: watchRecords.updatedAt,
      ...classCardColumns,
    })
    .from(watchRecords)
    .innerJoin(vods, eq(vods.id, watchRecords.vodId))
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .$dynamic();
  const rows = await withClassCard(query).where(inArray(watchRecords.id, ids));
  return rows.map((row) => ({
    id: row.id,
    kind: 'vod',
    vodId: row.vodId,
    courId: row.courId,
    teclId: row.teclId,
    title: row.title,
    subjName: row.subjName,
    subjNameEn: row.subjNameEn,
    teacName: row.teacName,
    teclImgUrl: row.teclImgUrl,
    posterUrl: row.posterUrl,
    durationS: row.durationS,
    watchPercent: clampPercent(row.watchPercent),
    positionS: Math.max(0, row.positionS),
    watchedS: null,
    onAir: false,
    isLive: false,
    watchedAt: row.watchedAt.toISOString(),
    date: localDayText(row.watchedAt),
  }));
}

/** The newest ready and published recording of each lesson, the one its live entry opens once it is over. */
async function recordingsOf(db: Db, courIds: string[]) {
  const rows = await db
    .select({ courId: vods.courId, vodId: vods.id, posterUrl: vods.posterUrl })
    .from(vods)
    .where(and(inArray(vods.courId, courIds), publishedReady()))
    .orderBy(desc(vods.createdAt));
  const newest = new Map<string, { vodId: string; posterUrl: string | null }>();
  for (const row of rows) if (row.courId !== null && !newest.has(row.courId)) newest.set(row.courId, row);
  return newest;
}

/** Live entries by id: the lesson, whether it is on air at `now`, and its recording if there is one. */
export async function liveEntries(db: Db, ids: string[], now: Date): Promise<WatchRecordItem[]> {
  if (ids.length === 0) return [];
  const query = db
    .select({
      id: liveViews.id,
      courId: liveViews.courId,
      title: courseSessions.courName,
      begin: courseSessions.courBeginTime,
      end: courseSessions.courEndTime,
      isLive: courseSessions.isLive,
      courStatus: courStatusAt(now),
      watchedS: liveViews.watchedS,
      lastSeenAt: liveViews.lastSeenAt,
      ...classCardColumns,
    })
    .from(liveViews)
    .innerJoin(courseSessions, eq(courseSessions.id, liveViews.courId))
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .$dynamic();
  const rows = await withClassCard(query).where(inArray(liveViews.id, ids));
  const recordings = await recordingsOf(
    db,
    rows.map((row) => row.courId),
  );
  return rows.map((row) => {
    const durationS = Math.max(0, Math.round((row.end.getTime() - row.begin.getTime()) / 1000));
    const watchedS = Math.floor(row.watchedS);
    const recording = recordings.get(row.courId);
    return {
      id: row.id,
      kind: 'live',
      vodId: recording?.vodId ?? null,
      courId: row.courId,
      teclId: row.teclId,
      title: row.title,
      subjName: row.subjName,
      subjNameEn: row.subjNameEn,
      teacName: row.teacName,
      teclImgUrl: row.teclImgUrl,
      posterUrl: recording?.posterUrl ?? null,
      durationS,
      watchPercent: durationS > 0 ? clampPercent(watchedS / durationS) : 0,
      positionS: 0,
      watchedS,
      onAir: row.isLive && row.courStatus === COUR_STATUS.live,
      isLive: true,
      watchedAt: row.lastSeenAt.toISOString(),
      date: localDayText(row.lastSeenAt),
    };
  });
}
